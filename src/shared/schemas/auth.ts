import { z } from 'zod';
import { cappedString } from './capped-text';
import { ACCOUNT_ROLES, LANGUAGES, PASSWORD_MIN_LENGTH, PLANS } from '../constants';
import { pageQuerySchema } from './pagination';

export const EMAIL_MAX = 254;

export const emailSchema = cappedString(EMAIL_MAX, 'Email is too long', 'Email is required')
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .pipe(z.email('Please enter a valid email address'));

export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
  .max(200, 'Password is too long');

const nameField = (label: string) =>
  cappedString(100, `${label} is too long`, `${label} is required`)
    .trim()
    .min(1, `${label} is required`);

/** POST /api/auth/login */
export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

/** POST /api/auth/register (auth page, landing modal, invited register page). */
export const registerSchema = z.object({
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
  email: emailSchema,
  password: newPasswordSchema,
  artistName: cappedString(100, 'Artist name is too long')
    .trim()
    .nullish()
    .transform((v) => (v ? v : null)),
  plan: z.enum(PLANS).optional(),
  invitationToken: cappedString(200, 'This invitation link is invalid or has expired')
    .trim()
    .min(1)
    .optional(),
  rememberMe: z.boolean().optional().default(false),
  /** The interface language the person signed up in: the account keeps it (issue 25 item 9). */
  language: z
    .enum(LANGUAGES, { error: `Language must be one of ${LANGUAGES.join(', ')}` })
    .optional(),
});
export type RegisterInput = z.input<typeof registerSchema>;

/** POST /api/auth/switch-profile */
export const switchProfileSchema = z.object({ profileId: z.uuid('Unknown profile') });

/** POST /api/auth/profiles: another artist profile for the signed-in account. */
export const createProfileSchema = z.object({
  artistName: nameField('Artist name'),
  firstName: cappedString(100, 'First name is too long').trim().optional().default(''),
  lastName: cappedString(100, 'Last name is too long').trim().optional().default(''),
});
export type CreateProfileInput = z.input<typeof createProfileSchema>;

/** The signed-in user as the client sees it: account facts plus the active profile. */
export const currentUserSchema = z.object({
  id: z.uuid(),
  accountId: z.uuid(),
  email: z.string(),
  role: z.enum(ACCOUNT_ROLES),
  firstName: z.string(),
  lastName: z.string(),
  artistName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  plan: z.enum(PLANS),
  trialEndsAt: z.string().nullable(),
  onboarded: z.boolean(),
  isDemo: z.boolean(),
  createdAt: z.string(),
  /** This session is the one the account was registered in: "Welcome", not "Welcome back". */
  firstVisit: z.boolean(),
  /** The account's interface language (its settings): applied before anything signed in draws. */
  language: z.enum(LANGUAGES),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/**
 * GET /api/auth/session: who is signed in, or `user: null`. Always 200, so a signed-out page
 * asks without a failed request (browsers log every 4xx in the console, issue 25 item 11).
 */
export const sessionAnswerSchema = z.object({ user: currentUserSchema.nullable() });
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** GET /api/auth/profiles row. */
export const profileSummarySchema = z.object({
  id: z.uuid(),
  artistName: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  isActive: z.boolean(),
});
export type ProfileSummary = z.infer<typeof profileSummarySchema>;

/** GET /api/auth/profiles: pages of the account's profiles, oldest first (DESIGN §3). */
export const profilesQuerySchema = pageQuerySchema;
