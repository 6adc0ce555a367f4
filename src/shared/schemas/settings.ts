import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { newPasswordSchema } from './auth';
import { partialUpdateSchema } from './partial-update';
import { timeZoneSchemaWith } from './time-zone';

/*
 * The settings page (spec part 1 §2 "Settings", issue 7): per ACCOUNT, so every profile of the
 * account and every device shares them. `theme` 'system' follows the device until chosen.
 */

export const THEMES = ['system', 'light', 'dark'] as const;
export const SETTINGS_TIME_ZONE_INVALID = 'Choose a time zone from the list';
export type ThemePreference = (typeof THEMES)[number];

export const accountSettingsSchema = z.object({
  language: z.enum(LANGUAGES, { error: `Language must be one of ${LANGUAGES.join(', ')}` }),
  pushNotifications: z.boolean({ error: 'pushNotifications must be true or false' }),
  emailNotifications: z.boolean({ error: 'emailNotifications must be true or false' }),
  theme: z.enum(THEMES, { error: `Theme must be one of ${THEMES.join(', ')}` }),
  autoSave: z.boolean({ error: 'autoSave must be true or false' }),
  /**
   * The IANA zone the person's days are counted in (analytics' days, issue 28 item 5); null:
   * none chosen, so UTC on the server (the settings page offers this device's zone).
   */
  timeZone: timeZoneSchemaWith(SETTINGS_TIME_ZONE_INVALID).nullable(),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

/** What an account has before it ever saves a setting (spec: push on, e-mail on, auto-save on). */
export const DEFAULT_ACCOUNT_SETTINGS: AccountSettings = {
  language: 'en',
  pushNotifications: true,
  emailNotifications: true,
  theme: 'system',
  autoSave: true,
  timeZone: null,
};

/** PATCH /api/settings: any subset of the settings, at least one. */
export const accountSettingsUpdateSchema = partialUpdateSchema(accountSettingsSchema.shape);
export type AccountSettingsUpdate = z.infer<typeof accountSettingsUpdateSchema>;

/** GET and PATCH /api/settings answer the settings plus the read-only profile information. */
export const settingsResponseSchema = accountSettingsSchema.extend({
  profile: z.object({
    /** The active profile's artist name (null when it has none). */
    artistName: z.string().nullable(),
    /** The account's sign-in address. */
    email: z.string(),
  }),
});
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;

export const DELETE_ACCOUNT_PASSWORD_REQUIRED = 'Enter your password to delete your account';
export const DELETE_ACCOUNT_WRONG_PASSWORD =
  'That password is not correct, so your account was not deleted';

/** DELETE /api/account: the account's password, asked again before anything is removed. */
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: DELETE_ACCOUNT_PASSWORD_REQUIRED })
    .min(1, DELETE_ACCOUNT_PASSWORD_REQUIRED)
    .max(200, DELETE_ACCOUNT_WRONG_PASSWORD),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password';
export const CHANGE_PASSWORD_WRONG =
  'That password is not correct, so your password was not changed';
export const NEW_PASSWORD_SAME = 'Choose a new password, different from the current one';

/**
 * PUT /api/account/password: the current password proves it is the owner; the new one follows
 * the sign-up rules. Every other session of the account ends; this one stays.
 */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: CURRENT_PASSWORD_REQUIRED })
      .min(1, CURRENT_PASSWORD_REQUIRED)
      .max(200),
    newPassword: newPasswordSchema,
  })
  .refine((input) => input.newPassword !== input.currentPassword, {
    path: ['newPassword'],
    message: NEW_PASSWORD_SAME,
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The data export's file name: trackroom-export-YYYY-MM-DD.zip (the server's UTC date). */
export function exportFileName(now: Date): string {
  return `trackroom-export-${now.toISOString().slice(0, 10)}.zip`;
}
