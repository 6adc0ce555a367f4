/*
 * Professional identifiers (IPI, ISNI) and the links a profile names: pure functions the
 * profile schema (profile.ts) and the pages that show a profile share.
 */

/** An IPI name number without its spaces, dots or hyphens (9–11 digits), else null. */
export function normalizeIpi(input: string): string | null {
  const digits = input.replace(/[\s.-]/g, '');
  return /^\d{9,11}$/.test(digits) ? digits : null;
}

/** The ISNI check character of the first 15 digits (ISO 7064 MOD 11-2): '0'–'9' or 'X'. */
export function isniCheckCharacter(first15: string): string {
  let total = 0;
  for (const digit of first15) total = (total + Number(digit)) * 2;
  const check = (12 - (total % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

/** Why an ISNI is refused ('format', 'checksum'), or null when it is one. */
export function isniProblem(input: string): 'format' | 'checksum' | null {
  const compact = input.replace(/[\s-]/g, '').toUpperCase();
  if (!/^\d{15}[\dX]$/.test(compact)) return 'format';
  return isniCheckCharacter(compact.slice(0, 15)) === compact[15] ? null : 'checksum';
}

/** A valid ISNI in its stored form: 16 characters, no spaces, upper-case X; else null. */
export function normalizeIsni(input: string): string | null {
  return isniProblem(input) === null ? input.replace(/[\s-]/g, '').toUpperCase() : null;
}

/** An ISNI as people read it: four groups of four ("0000 0001 2103 2683"). */
export const formatIsni = (isni: string) => isni.replace(/(.{4})(?=.)/g, '$1 ');

/** The text as typed, with https:// in front when it names no scheme. */
export const withScheme = (text: string) =>
  /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;

function parsedUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** https://… on one of `hosts` (or their sub-domains), pointing past the home page. */
export function isPlatformUrl(text: string, hosts: readonly string[]): boolean {
  const url = parsedUrl(text);
  if (!url || url.protocol !== 'https:' || url.pathname.length < 2) return false;
  const host = url.hostname.toLowerCase();
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** An http(s) address with a dotted host name. */
export const isWebsite = (text: string) => {
  const url = parsedUrl(text);
  return (
    !!url && (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
  );
};

/** Where each social link of a profile must point. */
export const SOCIAL_PLATFORM_HOSTS = {
  youtubeChannel: ['youtube.com', 'youtu.be'],
  spotifyProfile: ['spotify.com'],
  soundcloudProfile: ['soundcloud.com'],
} as const;
