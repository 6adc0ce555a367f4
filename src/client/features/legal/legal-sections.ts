/** Section keys of the legal texts in the `legal` namespace, in reading order (numbered from 1). */

/** The 14 sections of the Terms of Service (part 1 §2 "Terms and privacy pages"). */
export const TERMS_SECTIONS = [
  'acceptance',
  'service',
  'eligibility',
  'accounts',
  'plans',
  'payment',
  'renewal',
  'content',
  'acceptableUse',
  'collaboration',
  'termination',
  'liability',
  'law',
  'changes',
] as const;

/** The 12 sections of the Privacy Policy. */
export const PRIVACY_SECTIONS = [
  'scope',
  'collect',
  'use',
  'content',
  'sharing',
  'cookies',
  'retention',
  'security',
  'rights',
  'transfers',
  'children',
  'contact',
] as const;

export const LEGAL_CONTACT_EMAIL = 'legal@trackroom.app';
export const PRIVACY_CONTACT_EMAIL = 'privacy@trackroom.app';
