// Seeds a data set of a given size, or reuses the one already there (same size), or refuses
// (another size, or a half-made one) with a message saying what to do.
import { and, count, eq, like, sql } from 'drizzle-orm';
import { PLAN_STORAGE_BYTES } from '../../src/shared/constants.js';
import type { Database } from '../../src/server/db/client.js';
import {
  accounts,
  audioFiles,
  collaborations,
  lyrics,
  profiles,
  projects,
} from '../../src/server/db/schema/index.js';
import { writeSystemSettings } from '../../src/server/modules/settings/settings.service.js';
import type { Storage } from '../../src/server/storage/storage.js';
import { seedRealFiles } from './seed-files.js';
import { rewriteCopiedLyrics } from './seed-lyrics.js';
import { hasPlayHistory, seedPlays } from './seed-plays.js';
import { seedRows } from './seed-rows.js';
import { HEAVY_USER_EMAIL, SEED_EMAIL_DOMAIN, SEED_SIZES, type SeedSize } from './sizes.js';

/** The seed cannot go ahead on this database; the message says why and what to do. */
export class SeedConflictError extends Error {}

export interface SeedReport {
  size: SeedSize['name'];
  /** True when the data set was already there and nothing but missing files was added. */
  reused: boolean;
  seconds: number;
  counts: {
    profiles: number;
    projects: number;
    songs: number;
    olderVersions: number;
    lyrics: number;
    collaborations: number;
    realFiles: number;
  };
  realFilesFrom: string;
  heavy: { email: string; profileId: string; libraryId: string; librarySongs: number };
}

async function seededProfileCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(accounts)
    .where(like(accounts.email, `%@${SEED_EMAIL_DOMAIN}`));
  return row?.n ?? 0;
}

async function heavyUser(db: Database) {
  const [row] = await db
    .select({ profileId: profiles.id, libraryId: projects.id, librarySongs: projects.songCount })
    .from(accounts)
    .innerJoin(profiles, eq(profiles.accountId, accounts.id))
    .innerJoin(
      projects,
      and(eq(projects.ownerProfileId, profiles.id), eq(projects.isLibrary, true)),
    )
    .where(eq(accounts.email, HEAVY_USER_EMAIL))
    .limit(1);
  return row ? { email: HEAVY_USER_EMAIL, ...row } : null;
}

/** What the database holds, counted (the whole database, seeded or not). */
async function countAll(db: Database) {
  const one = async (query: Promise<Array<{ n: number }>>) => (await query)[0]?.n ?? 0;
  return {
    profiles: await one(db.select({ n: count() }).from(profiles)),
    projects: await one(db.select({ n: count() }).from(projects)),
    songs: await one(
      db
        .select({ n: count() })
        .from(audioFiles)
        .where(sql`${audioFiles.isLatest}`),
    ),
    olderVersions: await one(
      db
        .select({ n: count() })
        .from(audioFiles)
        .where(sql`not ${audioFiles.isLatest}`),
    ),
    lyrics: await one(db.select({ n: count() }).from(lyrics)),
    collaborations: await one(db.select({ n: count() }).from(collaborations)),
  };
}

/**
 * The rules the seed must keep, checked on the result: each profile has exactly one library,
 * each project's song totals equal its latest-version rows (what the trigger keeps).
 */
async function checkRules(db: Database): Promise<void> {
  const [libraries] = await db
    .select({ n: count() })
    .from(profiles)
    .where(
      sql`(select count(*) from ${projects} where ${projects.ownerProfileId} = ${profiles.id} and ${projects.isLibrary}) <> 1`,
    );
  const [totals] = await db
    .select({ n: count() })
    .from(projects)
    .where(
      sql`${projects.songCount} <> (select count(*) from ${audioFiles} where ${audioFiles.projectId} = ${projects.id} and ${audioFiles.isLatest})`,
    );
  if (libraries?.n || totals?.n) {
    throw new Error(
      `The seeded data breaks the rules: ${libraries?.n} profiles without exactly one library, ` +
        `${totals?.n} projects whose song totals differ from their songs`,
    );
  }
}

/** The size whose profile count is `profiles`, if any. */
const sizeWithProfiles = (profiles: number) =>
  Object.values(SEED_SIZES).find((size) => size.profiles === profiles);

/**
 * Seeds `size` into the database (rows in one transaction, then the real files through the
 * upload service). A second run with the same size reuses the data set; with another size it
 * throws SeedConflictError.
 */
export async function seedDataSet(
  deps: { db: Database; storage: Storage },
  size: SeedSize,
  log: (line: string) => void = console.log,
): Promise<SeedReport> {
  const started = performance.now();
  const existing = await seededProfileCount(deps.db);
  const existingSize = sizeWithProfiles(existing);
  let reused = false;
  if (existing === 0) {
    log(`Seeding the ${size.name} data set…`);
    await seedRows(deps.db, size, log);
  } else if (existingSize?.name === size.name && (await heavyUser(deps.db))) {
    reused = true;
    log(`The ${size.name} data set is already seeded here: reusing it.`);
    const rewritten = await rewriteCopiedLyrics(deps.db);
    if (rewritten > 0) log(`  ${rewritten} lyrics of one copied text given words of their own`);
  } else {
    throw new SeedConflictError(
      existingSize
        ? `This database already holds the ${existingSize.name} seed data set, not ${size.name}. ` +
            'Use another DATA_DIR (or DATABASE_URL), or seed that size.'
        : `This database holds ${existing} seeded accounts (@${SEED_EMAIL_DOMAIN}) that match no ` +
            'size: a half-made seed? Use a fresh DATA_DIR (or database).',
    );
  }
  const heavy = (await heavyUser(deps.db))!;
  // A data set seeded before plays had a history gets one now, so the bench can measure it.
  if (!(await hasPlayHistory(deps.db, heavy.profileId))) {
    const started = performance.now();
    const count = await seedPlays(deps.db, size.name, heavy.profileId, log);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    log(`  ${count.toLocaleString('en')} plays over a year in ${seconds} s`);
  }
  // The administrator's storage limit per user (500 MB by default) would refuse the heavy
  // user's real files on top of their thousands of songs: this instance lets plans decide.
  await writeSystemSettings(deps.db, { storageLimitMb: PLAN_STORAGE_BYTES.studio / 1024 ** 2 });
  const files = await seedRealFiles(deps, heavy.profileId);
  if (files.uploaded > 0) log(`  ${files.uploaded} real audio files uploaded from ${files.from}`);
  // A long-running instance's state, which autovacuum keeps: planner statistics (without them
  // PostgreSQL plans the song lists for empty tables; measured: the mixed bench workload at 0
  // instead of 16 req/s) and tables without the dead rows one bulk transaction leaves (the
  // song-totals trigger rewrites a project row per song: 7 MB for 5,000 projects). FULL,
  // because space freed inside one transaction is never reused by it.
  await deps.db.execute(sql`vacuum (full, analyze)`);
  // And its visibility map, which a FULL vacuum leaves unset: without it every index-only scan
  // (the analytics roll-ups' keys carry their counts for that) reads the table's pages too.
  // Measured on PostgreSQL: a 90-day period's songs in 162 ms with 36,800 pages read, 34 ms
  // with none after a plain vacuum.
  await deps.db.execute(sql`vacuum`);
  await checkRules(deps.db);
  const counts = await countAll(deps.db);
  return {
    size: size.name,
    reused,
    seconds: (performance.now() - started) / 1000,
    counts: { ...counts, realFiles: files.files },
    realFilesFrom: files.from,
    heavy: { ...heavy, librarySongs: (await heavyUser(deps.db))!.librarySongs },
  };
}
