import { z } from 'zod';
import { cappedString } from './capped-text';
import { emailSchema, newPasswordSchema } from './auth';
import { mailDeliverySchema } from './admin';

/** A reset link works once, for this many minutes (issue 14: one hour). */
export const RESET_LINK_TTL_MINUTES = 60;

export const RESET_LINK_INVALID = 'This reset link is invalid, used or expired';
/** The same answer whether or not the e-mail has an account: it must reveal nothing. */
export const FORGOT_PASSWORD_ACCEPTED =
  'If an account uses this e-mail, a link to choose a new password is on its way.';

/** POST /api/auth/forgot-password */
export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** POST /api/auth/reset-password (public: the e-mailed token is the credential). */
export const resetPasswordSchema = z.object({
  token: cappedString(200, RESET_LINK_INVALID).trim().min(1, RESET_LINK_INVALID),
  password: newPasswordSchema,
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/**
 * POST /api/admin/users/{id}/reset-link: how the e-mail went; `link` only when no SMTP server
 * delivered it (outbox or failure), for the administrator to hand over.
 */
export const adminResetLinkSchema = z.object({
  delivery: mailDeliverySchema,
  link: z.string().optional(),
});
export type AdminResetLink = z.infer<typeof adminResetLinkSchema>;
