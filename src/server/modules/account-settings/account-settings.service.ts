import { LOGIN_WINDOW_MS } from '../../../shared/constants.js';
import {
  CHANGE_PASSWORD_WRONG,
  DEFAULT_ACCOUNT_SETTINGS,
  DELETE_ACCOUNT_WRONG_PASSWORD,
  THEMES,
  type AccountSettings,
  type AccountSettingsUpdate,
  type ChangePasswordInput,
  type SettingsResponse,
} from '../../../shared/schemas/settings.js';
import { LANGUAGES } from '../../../shared/constants.js';
import { isKnownTimeZone } from '../../../shared/schemas/time-zone.js';
import type { Database } from '../../db/client.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import type { Storage } from '../../storage/storage.js';
import { deleteAccount } from '../account/index.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import type { Counter, RateLimiter } from '../rate-limits/index.js';
import type {
  AccountSettingsRepository,
  AccountSettingsRow,
  SettingsListing,
} from './account-settings.repository.js';

const oneOf = <T extends string>(options: readonly T[], value: string, fallback: T): T =>
  (options as readonly string[]).includes(value) ? (value as T) : fallback;

/** The stored row as the API's settings; the defaults when the account never changed any. */
export function presentSettings(row: AccountSettingsRow | null): AccountSettings {
  if (!row) return { ...DEFAULT_ACCOUNT_SETTINGS };
  return {
    // The column is free text: a language this server no longer offers reads as the default.
    language: oneOf(LANGUAGES, row.language, DEFAULT_ACCOUNT_SETTINGS.language),
    pushNotifications: row.pushNotifications,
    emailNotifications: row.emailNotifications,
    theme: oneOf(THEMES, row.theme, DEFAULT_ACCOUNT_SETTINGS.theme),
    autoSave: row.autoSave,
    // A zone this runtime no longer knows (tz data renamed it) reads as none chosen.
    timeZone: row.timeZone !== null && isKnownTimeZone(row.timeZone) ? row.timeZone : null,
  };
}

/** The time zone in the settings of the profile's account; null when none was chosen. */
export async function settingsTimeZone(
  repo: AccountSettingsRepository,
  profileId: string,
): Promise<string | null> {
  const listing = await repo.findForProfile(profileId);
  return presentSettings(listing?.settings ?? null).timeZone;
}

const presentListing = (listing: SettingsListing): SettingsResponse => ({
  ...presentSettings(listing.settings),
  profile: { artistName: listing.artistName, email: listing.email },
});

const WINDOW_MINUTES = Math.ceil(LOGIN_WINDOW_MS / 60_000);
export const TOO_MANY_PASSWORD_ATTEMPTS = `Too many wrong passwords. Please wait ${WINDOW_MINUTES} minutes and try again.`;

/**
 * Settings rules: read with defaults, change any subset; change the password or delete the
 * account after the current password.
 */
export function accountSettingsService(deps: {
  db: Database;
  storage: Storage;
  repo: AccountSettingsRepository;
  /** Counts wrong passwords in the database: every server process shares one budget. */
  limits: RateLimiter;
  onFileDeleteError?: (key: string, error: unknown) => void;
}) {
  const { repo, limits } = deps;

  /** 403 with `message` on `field` unless `password` is the account's; 429 after too many. */
  async function requirePassword(
    accountId: string,
    password: string,
    message: string,
    field: string,
  ): Promise<void> {
    // Same budget as sign-in (rate-limit-rules.ts); only wrong passwords count, as at sign-in.
    const wrong: Counter = { rule: 'wrongPasswordsPerAccount', value: accountId };
    await limits.check(wrong).catch((error: unknown) => {
      // The settings page words this refusal itself (settings.tooManyWrongPasswords).
      if (error instanceof HttpError && error.statusCode === 429) {
        throw new HttpError(
          429,
          TOO_MANY_PASSWORD_ATTEMPTS,
          undefined,
          undefined,
          error.retryAfterSeconds,
        );
      }
      throw error;
    });
    const hash = await repo.passwordHash(accountId);
    if (!hash || !(await verifyPassword(password, hash))) {
      await limits.record(wrong);
      throw new HttpError(403, message, { [field]: message });
    }
  }

  async function read(profileId: string): Promise<SettingsResponse> {
    const listing = await repo.findForProfile(profileId);
    // The session names an existing profile (it would have been deleted with it).
    if (!listing) throw notFound('Profile not found');
    return presentListing(listing);
  }

  return {
    read,

    /** Saves the values sent (the others keep theirs) and answers the whole settings. */
    async update(
      accountId: string,
      profileId: string,
      changes: AccountSettingsUpdate,
    ): Promise<SettingsResponse> {
      await repo.upsert(accountId, changes);
      return read(profileId);
    },

    /** Deletes the account with its rows and files, once `password` proves it is its owner. */
    async deleteAccount(accountId: string, password: string): Promise<void> {
      await requirePassword(accountId, password, DELETE_ACCOUNT_WRONG_PASSWORD, 'password');
      await deleteAccount(
        { db: deps.db, storage: deps.storage, onFileDeleteError: deps.onFileDeleteError },
        accountId,
      );
    },

    /** Changes the password once the current one is proven; other sessions end (repository). */
    async changePassword(
      session: { accountId: string; tokenHash: string },
      input: ChangePasswordInput,
    ): Promise<void> {
      await requirePassword(
        session.accountId,
        input.currentPassword,
        CHANGE_PASSWORD_WRONG,
        'currentPassword',
      );
      const hash = await hashPassword(input.newPassword);
      await repo.replacePassword(session.accountId, hash, session.tokenHash);
    },
  };
}
export type AccountSettingsService = ReturnType<typeof accountSettingsService>;
