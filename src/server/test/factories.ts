import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { accounts, profiles, sessions } from '../db/schema/index.js';
import { hashPassword } from '../lib/password.js';
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

// Every test account has the same password, so one real scrypt hash serves them all: hashing
// it afresh for each of the ~300 createUser calls of a run cost minutes of CPU per database.
// Sign-in, registration and password changes still hash and verify for real.
const TEST_PASSWORD = 'correct horse battery';
let testPasswordHash: Promise<string> | undefined;
const hashOfTestPassword = () => (testPasswordHash ??= hashPassword(TEST_PASSWORD));

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
  const password = TEST_PASSWORD;
  const [account] = await app.deps.db
    .insert(accounts)
    .values({ email, passwordHash: await hashOfTestPassword(), role: overrides.role ?? 'artist' })
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

// --- Projects and audio rows (songs issue) ---------------------------------------------------
// Imports sit here, not at the top, so this block can be appended without touching the code
// above; ES module imports are hoisted wherever they appear.
import { randomUUID } from 'node:crypto';
import * as projectTables from '../db/schema/index.js';

export type TestProject = typeof projectTables.projects.$inferSelect;
export type TestAudioRow = typeof projectTables.audioFiles.$inferSelect;

/** Inserts a project owned by `profileId` (a plain draft unless overridden). */
export async function createProject(
  app: FastifyInstance,
  profileId: string,
  overrides: Partial<Omit<typeof projectTables.projects.$inferInsert, 'ownerProfileId'>> = {},
): Promise<TestProject> {
  counter += 1;
  const [row] = await app.deps.db
    .insert(projectTables.projects)
    .values({ title: `Test Project ${counter}`, ...overrides, ownerProfileId: profileId })
    .returning();
  return row!;
}

/** Inserts an audio row (no bytes: put them with `app.deps.storage.put(row.filename, ...)`). */
export async function createAudioRow(
  app: FastifyInstance,
  projectId: string,
  overrides: Partial<Omit<typeof projectTables.audioFiles.$inferInsert, 'projectId'>> = {},
): Promise<TestAudioRow> {
  counter += 1;
  const title = overrides.title ?? `Test Song ${counter}`;
  const [row] = await app.deps.db
    .insert(projectTables.audioFiles)
    .values({
      filename: `${randomUUID()}.wav`,
      originalName: `${title}.wav`,
      mimeType: 'audio/wav',
      size: 44_100,
      duration: 1,
      ...overrides,
      title,
      projectId,
    })
    .returning();
  return row!;
}

// --- Collaborations (collaboration issue) ----------------------------------------------------

/** Makes `user` an accepted member of the project with `role`, as an accepted invitation does. */
export async function addMember(
  app: FastifyInstance,
  projectId: string,
  user: Pick<TestUser, 'profileId' | 'email'>,
  role: 'viewer' | 'collaborator',
): Promise<string> {
  const [row] = await app.deps.db
    .insert(projectTables.collaborations)
    .values({
      projectId,
      profileId: user.profileId,
      inviteEmail: user.email,
      role,
      status: 'accepted',
      acceptedAt: new Date(),
    })
    .returning();
  return row!.id;
}
