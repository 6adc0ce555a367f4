import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { accounts, profiles, sessions } from '../db/schema/index.js';
import { hashPassword } from '../modules/auth/password.js';
import { hashSessionToken, newSessionToken, SESSION_COOKIE } from '../plugins/auth.js';

let counter = 0;

export interface TestUser {
  accountId: string;
  profileId: string;
  email: string;
  password: string;
  /** A ready `cookie` header value for `inject` / fetch. */
  cookie: string;
}

/** Inserts an account with one profile and a signed-in session, straight into the database. */
export async function createUser(
  app: FastifyInstance,
  overrides: {
    email?: string;
    role?: (typeof accounts.$inferInsert)['role'];
    artistName?: string;
  } = {},
): Promise<TestUser> {
  counter += 1;
  const email = overrides.email ?? `artist${counter}-${randomBytes(3).toString('hex')}@example.com`;
  const password = 'correct horse battery';
  const [account] = await app.deps.db
    .insert(accounts)
    .values({ email, passwordHash: await hashPassword(password), role: overrides.role ?? 'artist' })
    .returning();
  const [profile] = await app.deps.db
    .insert(profiles)
    .values({
      accountId: account!.id,
      firstName: 'Test',
      lastName: `Artist ${counter}`,
      artistName: overrides.artistName ?? `Test Artist ${counter}`,
    })
    .returning();
  const token = newSessionToken();
  await app.deps.db.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    accountId: account!.id,
    profileId: profile!.id,
    expiresAt: new Date(Date.now() + 3600_000),
  });
  return {
    accountId: account!.id,
    profileId: profile!.id,
    email,
    password,
    cookie: `${SESSION_COOKIE}=${token}`,
  };
}

/** A valid POST /api/auth/register body with a unique e-mail; override any field. */
export function registration(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    artistName: 'Ada L',
    email: `ada-${randomBytes(6).toString('hex')}@example.com`,
    password: 'long enough password',
    ...overrides,
  };
}
