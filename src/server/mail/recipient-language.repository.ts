import { eq } from 'drizzle-orm';
import { LANGUAGES, type Language } from '../../shared/constants.js';
import { DEFAULT_ACCOUNT_SETTINGS } from '../../shared/schemas/settings.js';
import type { DbExecutor } from '../db/client.js';
import { accounts, accountSettings, profiles } from '../db/schema/index.js';

// The column is free text: a language this server no longer offers reads as the default.
const asLanguage = (value: string | undefined): Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '')
    ? (value as Language)
    : DEFAULT_ACCOUNT_SETTINGS.language;

/**
 * The language of the account signed in with `email` (its settings' choice), or null when no
 * account uses that address: the caller then picks who speaks for it (an inviter's language).
 */
export async function languageOfEmail(db: DbExecutor, email: string): Promise<Language | null> {
  const [row] = await db
    .select({ language: accountSettings.language })
    .from(accounts)
    .leftJoin(accountSettings, eq(accountSettings.accountId, accounts.id))
    .where(eq(accounts.email, email))
    .limit(1);
  return row ? asLanguage(row.language ?? undefined) : null;
}

/** The language the account of `profileId` chose (the default when it never chose). */
export async function languageOfProfile(db: DbExecutor, profileId: string): Promise<Language> {
  const [row] = await db
    .select({ language: accountSettings.language })
    .from(profiles)
    .leftJoin(accountSettings, eq(accountSettings.accountId, profiles.accountId))
    .where(eq(profiles.id, profileId))
    .limit(1);
  return asLanguage(row?.language ?? undefined);
}

/** The language the account `accountId` chose (the default when it never chose). */
export async function languageOfAccount(db: DbExecutor, accountId: string): Promise<Language> {
  const [row] = await db
    .select({ language: accountSettings.language })
    .from(accountSettings)
    .where(eq(accountSettings.accountId, accountId))
    .limit(1);
  return asLanguage(row?.language);
}
