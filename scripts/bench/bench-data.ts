// Where the bench's data set lives and who the bench signs in as. The seeded set is kept
// between runs (a PGlite folder, or a database on the DATABASE_URL server) and reused: only
// the first run of a size pays for seeding.
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, gt, inArray, like, ne } from 'drizzle-orm';
import postgres from 'postgres';
import { openDatabase, type Database } from '../../src/server/db/client.js';
import {
  accounts,
  audioFiles,
  lyrics,
  profiles,
  projects,
  sessions,
} from '../../src/server/db/schema/index.js';
import {
  hashSessionToken,
  newSessionToken,
  SESSION_COOKIE,
} from '../../src/server/plugins/auth.js';
import { loadConfig } from '../../src/server/config.js';
import { openStorage } from '../../src/server/storage/open-storage.js';
import { seedDataSet, type SeedReport } from '../seed/seed-data-set.js';
import { HEAVY_USER_EMAIL, SEED_EMAIL_DOMAIN, type SeedSize } from '../seed/sizes.js';

/** A seeded artist the mixed workload acts as: one of their projects, a song and lyrics in it. */
export interface MixedUser {
  cookie: string;
  projectId: string;
  audioId: string;
  lyricsId: string;
}

export interface BenchData {
  kind: 'pglite' | 'postgres';
  /** Where it lives, for the report. */
  where: string;
  /** Environment for the bench server process. */
  env: Record<string, string>;
  seed: SeedReport;
  heavy: { cookie: string; profileId: string; libraryId: string; librarySongs: number };
  mixedUsers: MixedUser[];
}

const SESSION_MS = 3 * 3600_000;

/** Session rows for the bench's users (signing in through scrypt 50 times would only add minutes). */
export async function sessionFor(db: Database, profileId: string): Promise<string> {
  const [profile] = await db
    .select({ accountId: profiles.accountId })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  const token = newSessionToken();
  await db.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    accountId: profile!.accountId,
    profileId,
    expiresAt: new Date(Date.now() + SESSION_MS),
  });
  return `${SESSION_COOKIE}=${token}`;
}

/** Up to `wanted` seeded artists (not the heavy user), each with a project holding a song. */
async function pickMixedUsers(db: Database, wanted: number): Promise<MixedUser[]> {
  const rows = await db
    .selectDistinctOn([projects.ownerProfileId], {
      profileId: projects.ownerProfileId,
      projectId: projects.id,
      audioId: audioFiles.id,
    })
    .from(projects)
    .innerJoin(profiles, eq(profiles.id, projects.ownerProfileId))
    .innerJoin(accounts, eq(accounts.id, profiles.accountId))
    .innerJoin(
      audioFiles,
      and(eq(audioFiles.projectId, projects.id), eq(audioFiles.isLatest, true)),
    )
    .where(
      and(
        like(accounts.email, `%@${SEED_EMAIL_DOMAIN}`),
        ne(accounts.email, HEAVY_USER_EMAIL),
        eq(projects.isLibrary, false),
        gt(projects.songCount, 0),
      ),
    )
    .orderBy(asc(projects.ownerProfileId), asc(projects.createdAt), asc(audioFiles.createdAt))
    .limit(wanted);
  const users: MixedUser[] = [];
  for (const row of rows) {
    let [text] = await db
      .select({ id: lyrics.id })
      .from(lyrics)
      .where(eq(lyrics.projectId, row.projectId))
      .limit(1);
    text ??= (
      await db
        .insert(lyrics)
        .values({
          projectId: row.projectId,
          title: 'Bench lyrics',
          content: '<p>first line</p>',
          authorProfileId: row.profileId,
        })
        .returning({ id: lyrics.id })
    )[0];
    users.push({
      cookie: await sessionFor(db, row.profileId),
      projectId: row.projectId,
      audioId: row.audioId,
      lyricsId: text!.id,
    });
  }
  return users;
}

/** Seeds or reuses, then prepares sessions; the database is closed again before returning. */
async function prepare(
  open: () => ReturnType<typeof openDatabase>,
  dataDir: string,
  size: SeedSize,
  mixedUsers: number,
  log: (line: string) => void,
) {
  const handle = await open();
  try {
    await handle.migrate();
    const db = handle.db;
    // The store the bench server will read (its STORAGE_URL), files seeded into it.
    const storage = await openStorage({ dataDir, objectStore: loadConfig().objectStore });
    const seed = await seedDataSet({ db, storage }, size, log);
    // Sessions from earlier runs of the bench go; the seeded accounts are the bench's own.
    const seeded = db
      .select({ id: accounts.id })
      .from(accounts)
      .where(like(accounts.email, `%@${SEED_EMAIL_DOMAIN}`));
    await db.delete(sessions).where(inArray(sessions.accountId, seeded));
    const heavy = { ...seed.heavy, cookie: await sessionFor(db, seed.heavy.profileId) };
    return { seed, heavy, mixedUsers: await pickMixedUsers(db, mixedUsers) };
  } finally {
    await handle.close();
  }
}

/**
 * The data set of `size`: on PGlite in BENCH_DATA_DIR (default: a folder per size in the
 * system's temp folder); with DATABASE_URL in a database `trackroom_bench_<size>` on that
 * server (BENCH_DATABASE names another), created when missing.
 */
export async function prepareBenchData(
  size: SeedSize,
  mixedUsers: number,
  log: (line: string) => void,
): Promise<BenchData> {
  const serverUrl = process.env.DATABASE_URL;
  const kind = serverUrl ? 'postgres' : 'pglite';
  const dataDir =
    process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), `trackroom-bench-${size.name}-${kind}`);
  if (!serverUrl) {
    const dbDir = path.join(dataDir, 'db');
    const ready = await prepare(
      () => openDatabase({ kind: 'pglite', dataDir: dbDir }),
      dataDir,
      size,
      mixedUsers,
      log,
    );
    return { kind, where: `${dbDir} (PGlite)`, env: { DATA_DIR: dataDir }, ...ready };
  }
  const name = process.env.BENCH_DATABASE ?? `trackroom_bench_${size.name}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    const found = await admin`select 1 from pg_database where datname = ${name}`;
    if (found.length === 0) await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const ready = await prepare(
    () => openDatabase({ kind: 'postgres', url: url.toString() }),
    dataDir,
    size,
    mixedUsers,
    log,
  );
  return {
    kind,
    where: `database ${name} on ${url.host}`,
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    ...ready,
  };
}
