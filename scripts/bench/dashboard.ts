// GET /api/dashboard/fast for a profile with 1,000 projects and 10,000 songs (plus a few
// collaborations, lyrics and splits), beside GET /api/health served by the same server process.
// Run alone with `npx tsx scripts/bench/dashboard.ts` (BENCH_EXPLAIN=1 prints the query plan).
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.js';
import {
  accounts,
  audioFiles,
  collaborations,
  lyrics,
  profiles,
  projects,
  sessions,
  splits,
} from '../../src/server/db/schema/index.js';
import { dashboardOverviewQuery } from '../../src/server/modules/dashboard/dashboard-overview.sql.js';
import {
  hashSessionToken,
  newSessionToken,
  SESSION_COOKIE,
} from '../../src/server/plugins/auth.js';
import { prepareBenchDatabase, startBenchServer } from './audio-server.js';
import { printTargets, type TargetRow } from './audio-targets.js';
import { latencyRow, measure } from './measure.js';

const PROJECTS = Number(process.env.BENCH_DASHBOARD_PROJECTS ?? 1_000);
const SONGS = Number(process.env.BENCH_DASHBOARD_SONGS ?? 10_000);
/** Other people: members of the bench profile's projects, and owners of projects it joined. */
const PEOPLE = 8;
const BATCH = 500;
const P99_TARGET_MS = 30;
/** Uncounted load before each measurement: steady state, not the route's first calls. */
const WARMUP_MS = 1_000;

async function insertPerson(db: Database, name: string) {
  const [account] = await db
    .insert(accounts)
    .values({ email: `${name.toLowerCase()}-${randomUUID()}@example.com`, passwordHash: 'x' })
    .returning();
  const [profile] = await db
    .insert(profiles)
    .values({ accountId: account!.id, firstName: name, lastName: 'Bench', artistName: name })
    .returning();
  return { accountId: account!.id, profileId: profile!.id, email: account!.email };
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let first = 0; first < rows.length; first += BATCH)
    await insert(rows.slice(first, first + BATCH));
}

/** The bench profile, its projects and songs, and its collaborations; returns its cookie. */
export async function seedDashboard(db: Database): Promise<{ cookie: string; profileId: string }> {
  const me = await insertPerson(db, 'Bench');
  const token = newSessionToken();
  await db.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    accountId: me.accountId,
    profileId: me.profileId,
    expiresAt: new Date(Date.now() + 3600_000),
  });
  const start = Date.now() - PROJECTS * 3600_000;
  const projectIds: string[] = [];
  await insertInBatches(
    Array.from({ length: PROJECTS }, (_, i) => ({
      ownerProfileId: me.profileId,
      title: i === 0 ? 'My Library' : `Project ${i}`,
      isLibrary: i === 0,
      createdAt: new Date(start + i * 3600_000),
    })),
    async (batch) => {
      const rows = await db.insert(projects).values(batch).returning({ id: projects.id });
      projectIds.push(...rows.map((row) => row.id));
    },
  );
  // Real rows carry 200 waveform peaks: a wide heap is what a scan of songs pays for.
  const peaks = Array.from(
    { length: 200 },
    (_, i) => Math.round(Math.abs(Math.sin(i / 9)) * 1e4) / 1e4,
  );
  await insertInBatches(
    Array.from({ length: SONGS }, (_, n) => ({
      peaks,
      projectId: projectIds[n % PROJECTS]!,
      uploaderProfileId: me.profileId,
      filename: `${randomUUID()}.wav`,
      originalName: `Song ${n}.wav`,
      title: `Song ${n}`,
      mimeType: 'audio/wav',
      size: 5_000_000 + n,
      duration: 180 + (n % 60),
    })),
    (batch) => db.insert(audioFiles).values(batch),
  );
  // The newest projects: lyrics and full master splits on some, so "complete" has work to do.
  for (const projectId of projectIds.slice(-10)) {
    await db.insert(lyrics).values({ projectId, title: 'Bench', content: '<p>la la la</p>' });
    await db.insert(splits).values([
      { projectId, splitType: 'master', name: 'Bench', basisPoints: 5000 },
      { projectId, splitType: 'master', name: 'Other', basisPoints: 5000 },
    ]);
  }
  for (let i = 0; i < PEOPLE; i += 1) {
    const person = await insertPerson(db, `Person${i}`);
    // Half are members of the bench profile's projects, half own a project it joined.
    if (i % 2 === 0) {
      await db.insert(collaborations).values({
        projectId: projectIds[PROJECTS - 1 - i]!,
        profileId: person.profileId,
        inviteEmail: person.email,
        role: 'collaborator',
        status: 'accepted',
        acceptedAt: new Date(),
      });
    } else {
      const [theirs] = await db
        .insert(projects)
        .values({ ownerProfileId: person.profileId, title: `Their project ${i}` })
        .returning();
      await db.insert(audioFiles).values({
        projectId: theirs!.id,
        filename: `${randomUUID()}.wav`,
        originalName: 'Theirs.wav',
        title: 'Theirs',
        mimeType: 'audio/wav',
        size: 1000,
        duration: 200,
      });
      await db.insert(collaborations).values({
        projectId: theirs!.id,
        profileId: me.profileId,
        inviteEmail: me.email,
        role: 'viewer',
        status: 'accepted',
        acceptedAt: new Date(),
      });
      // And one still waiting for the bench profile's answer.
      await db.insert(collaborations).values({
        projectId: theirs!.id,
        inviteEmail: me.email,
        role: 'viewer',
        invitedByProfileId: person.profileId,
        tokenExpiresAt: new Date(Date.now() + 86_400_000),
      });
    }
  }
  await db.insert(collaborations).values({
    projectId: projectIds[PROJECTS - 1]!,
    inviteEmail: `pending-${randomUUID()}@example.com`,
    role: 'viewer',
    invitedByProfileId: me.profileId,
    tokenExpiresAt: new Date(Date.now() + 86_400_000),
  });
  await db.execute(sql`vacuum analyze`);
  if (process.env.BENCH_EXPLAIN) {
    const plan = await db.execute(
      sql`explain (analyze, buffers) ${dashboardOverviewQuery(me.profileId, 3, 3)}`,
    );
    const rows = (Array.isArray(plan) ? plan : (plan as { rows: unknown[] }).rows) as Record<
      string,
      string
    >[];
    console.log(rows.map((row) => Object.values(row)[0]).join('\n'));
  }
  return { cookie: `${SESSION_COOKIE}=${token}`, profileId: me.profileId };
}

/**
 * Seeds the profile, starts the production server, checks the answer, then loads the dashboard
 * and GET /api/health for `seconds` each: one client at a time (the latency target) and four.
 */
export async function benchDashboard(seconds: number): Promise<TargetRow[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'trackroom-bench-dashboard-'));
  let cookie = '';
  const database = await prepareBenchDatabase(dataDir, async (db) => {
    ({ cookie } = await seedDashboard(db));
  });
  const server = await startBenchServer(dataDir, database);
  try {
    const url = `${server.base}/api/dashboard/fast`;
    const t0 = performance.now();
    const first = await fetch(url, { headers: { cookie } });
    const coldMs = performance.now() - t0;
    const body = (await first.json()) as {
      stats: { projects: number; songs: number; collaborations: number };
      collaborations: unknown[];
    };
    const expected = { projects: PROJECTS - 1 + PEOPLE / 2, songs: SONGS + PEOPLE / 2 };
    const rows: TargetRow[] = [
      {
        measure: `GET /api/dashboard/fast, ${PROJECTS} projects / ${SONGS} songs (${database.kind})`,
        value: `${body.stats.projects} projects, ${body.stats.songs} songs, ${body.stats.collaborations} people`,
        target: `${expected.projects} / ${expected.songs} / ${PEOPLE}`,
        pass:
          body.stats.projects === expected.projects &&
          body.stats.songs === expected.songs &&
          body.stats.collaborations === PEOPLE &&
          body.collaborations.length === 3,
        note: `first request ${coldMs.toFixed(0)} ms`,
      },
    ];
    for (const connections of [1, 4]) {
      const durationMs = seconds * 1000;
      const dashboard = await measure({
        name: 'GET /api/dashboard/fast',
        url,
        init: { headers: { cookie } },
        connections,
        durationMs,
        warmupMs: WARMUP_MS,
      });
      const health = await measure({
        name: 'GET /api/health',
        url: `${server.base}/api/health`,
        init: {},
        connections,
        durationMs,
        warmupMs: WARMUP_MS,
      });
      rows.push(
        latencyRow(dashboard, connections, connections === 1 ? P99_TARGET_MS : null),
        latencyRow(health, connections, null),
      );
    }
    return rows;
  } finally {
    await server.stop();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export const DASHBOARD_BENCH_TITLE =
  'Dashboard — GET /api/dashboard/fast, 1,000 projects / 10,000 songs, beside GET /api/health (same server process)';

if (import.meta.url === `file://${process.argv[1]}`) {
  printTargets(
    DASHBOARD_BENCH_TITLE,
    await benchDashboard(Number(process.env.BENCH_AUDIO_SECONDS ?? 5)),
  );
}
