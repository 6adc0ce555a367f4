import { randomBytes } from 'node:crypto';
import { TRIAL_DAYS } from '../../../shared/constants.js';
import { DEFAULT_ACCOUNT_SETTINGS } from '../../../shared/schemas/settings.js';
import type {
  CreateProfileInput,
  CurrentUser,
  ProfileSummary,
  registerSchema,
} from '../../../shared/schemas/auth.js';
import type { z } from 'zod';
import type { Database, DbExecutor } from '../../db/client.js';
import {
  ACCOUNT_SUSPENDED_MESSAGE,
  REGISTRATION_CLOSED_MESSAGE,
} from '../../../shared/schemas/admin.js';
import { conflict, forbidden, notFound, unauthorized } from '../../lib/http-errors.js';
import { cursorAfter, pageFrom, timestampIdKey, type Page } from '../../lib/pagination.js';
import { isUniqueViolation } from '../../lib/unique-violation.js';
import { recordAudit } from '../audit/index.js';
import { createLibraryProject, type ProjectRow } from '../projects/index.js';
import { isRegistrationAllowed } from '../settings/index.js';
import {
  insertAccount,
  insertAccountLanguage,
  insertProfile,
  type AuthRepository,
  type ProfileRow,
} from './auth.repository.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { toCurrentUser, toProfileSummary } from './present-user.js';

export const EMAIL_TAKEN_MESSAGE = 'An account with this e-mail already exists';
export const INVALID_LOGIN_MESSAGE = 'Invalid email or password';

type RegisterData = z.output<typeof registerSchema>;
type CreateProfileData = Required<CreateProfileInput>;

/** Who to start a session for, and what to answer once it is started. */
export interface SignIn {
  accountId: string;
  profileId: string;
  user: CurrentUser;
}

// Unknown e-mails are checked against this hash so that they cost the same scrypt time as a
// wrong password: response timing must not reveal which e-mails have accounts.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

/**
 * Inserts an artist profile together with its "My Library" project: every profile has one
 * from the start. Call it inside the transaction that creates the profile.
 */
export async function insertProfileWithLibrary(
  tx: DbExecutor,
  values: Parameters<typeof insertProfile>[1],
): Promise<{ profile: ProfileRow; library: ProjectRow }> {
  const profile = await insertProfile(tx, values);
  const library = await createLibraryProject(tx, profile.id);
  return { profile, library };
}

/** Account rules: registration, password sign-in, profiles. No HTTP here. */
export function authService(deps: { db: Database; repo: AuthRepository }) {
  const { db, repo } = deps;

  return {
    /**
     * Creates the account, its first profile and that profile's library in one transaction.
     * Self-registered accounts get the role 'artist': they are musicians with an artist
     * profile; 'founder' and 'admin' are only ever granted, never chosen at sign-up.
     */
    async register(input: RegisterData, now = new Date()): Promise<SignIn> {
      if (!(await isRegistrationAllowed(db))) throw forbidden(REGISTRATION_CLOSED_MESSAGE);
      if (await repo.emailExists(input.email)) throw conflict(EMAIL_TAKEN_MESSAGE);
      const passwordHash = await hashPassword(input.password);
      // The landing page's Professional modal starts the spec's 14-day trial; else the free plan.
      const trial = input.plan === 'professional';
      // input.invitationToken is accepted but not used yet: collaborations wire it up later.
      let signIn: SignIn;
      try {
        signIn = await db.transaction(async (tx) => {
          const account = await insertAccount(tx, {
            email: input.email,
            passwordHash,
            role: 'artist',
          });
          const { profile } = await insertProfileWithLibrary(tx, {
            accountId: account.id,
            firstName: input.firstName,
            lastName: input.lastName,
            artistName: input.artistName,
            plan: trial ? 'professional' : 'creator',
            trialEndsAt: trial ? new Date(now.getTime() + TRIAL_DAYS * 86_400_000) : null,
          });
          // The language the person signed up in stays theirs (else the settings default),
          // so the app does not switch a Spanish sign-up to English.
          if (input.language) await insertAccountLanguage(tx, account.id, input.language);
          const language = input.language ?? DEFAULT_ACCOUNT_SETTINGS.language;
          return {
            accountId: account.id,
            profileId: profile.id,
            user: toCurrentUser({ account, profile, language }, true),
          };
        });
      } catch (error) {
        // Two sign-ups with one e-mail at the same moment: the unique index decides.
        if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN_MESSAGE);
        throw error;
      }
      await recordAudit(db, {
        kind: 'account.registered',
        actorAccountId: signIn.accountId,
        details: { email: input.email },
      });
      return signIn;
    },

    /** Checks e-mail and password; the same 401 for an unknown e-mail and a wrong password. */
    async login(email: string, password: string): Promise<SignIn> {
      const found = await repo.findLogin(email);
      const valid = await verifyPassword(
        password,
        found ? found.account.passwordHash : await getDummyHash(),
      );
      if (!found || !valid) throw unauthorized(INVALID_LOGIN_MESSAGE);
      const { account, profile } = found;
      // Said only to whoever knows the password: it reveals nothing to a guesser.
      if (account.status === 'suspended') throw forbidden(ACCOUNT_SUSPENDED_MESSAGE);
      return {
        accountId: account.id,
        profileId: profile.id,
        user: toCurrentUser({ account, profile, language: found.language }, false),
      };
    },

    /**
     * The active profile with its account, or a 401 when the profile has gone; `firstVisit`
     * is the session's.
     */
    async currentUser(profileId: string, firstVisit: boolean): Promise<CurrentUser> {
      const found = await repo.findUser(profileId);
      if (!found) throw unauthorized();
      return toCurrentUser(found, firstVisit);
    },

    /** One page of the account's profiles, oldest first; the first page knows the total. */
    async profilesPage(
      accountId: string,
      activeProfileId: string,
      cursor: string | null,
      limit: number,
    ): Promise<Page<ProfileSummary>> {
      const after = cursorAfter(cursor, timestampIdKey);
      const [rows, total] = await Promise.all([
        repo.pageProfiles(accountId, after, limit),
        after ? undefined : repo.countProfiles(accountId),
      ]);
      const present = (profile: ProfileRow) => toProfileSummary(profile, activeProfileId);
      return { ...pageFrom(rows, limit, (row) => [row.sortAt, row.id], present), total };
    },

    /** Another artist profile for the account, with its own library. */
    async createProfile(accountId: string, input: CreateProfileData): Promise<ProfileSummary> {
      const { profile } = await db.transaction((tx) =>
        insertProfileWithLibrary(tx, { accountId, ...input }),
      );
      // A new profile is not the active one until the user switches to it.
      return toProfileSummary(profile, null);
    },

    /** The profile to switch to; 404 when it is not one of the account's own. */
    async requireOwnProfile(accountId: string, profileId: string): Promise<string> {
      const profile = await repo.findOwnProfile(accountId, profileId);
      if (!profile) throw notFound('Profile not found');
      return profile.id;
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
