// GET /api/audio/all for a profile with 10,000 songs, beside GET /api/health served by the
// same server process (a child running the production entry point).
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../src/server/db/client.js';
import {
  accounts,
  audioFiles,
  profiles,
  projects,
  sessions,
} from '../../src/server/db/schema/index.js';
import {
  hashSessionToken,
  newSessionToken,
  SESSION_COOKIE,
} from '../../src/server/plugins/auth.js';
import { prepareBenchDatabase, startBenchServer } from './audio-server.js';
import { mb, type TargetRow } from './audio-targets.js';
import { latencyRow, measure } from './measure.js';

const SONGS = Number(process.env.BENCH_SONGS ?? 10_000);
const PROJECTS = 20;
const BATCH = 500;
const LIST_P99_TARGET_MS = 50;

/** A signed-in profile with SONGS songs (with real-sized peaks) over PROJECTS projects. */
async function seedLibrary(db: Database): Promise<string> {
  const [account] = await db
    .insert(accounts)
    .values({ email: `bench-${randomUUID()}@example.com`, passwordHash: 'x' })
    .returning();
  const [profile] = await db
    .insert(profiles)
    .values({ accountId: account!.id, firstName: 'Bench', lastName: 'Artist', artistName: 'Bench' })
    .returning();
  const token = newSessionToken();
  await db.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    accountId: account!.id,
    profileId: profile!.id,
    expiresAt: new Date(Date.now() + 3600_000),
  });
  const projectRows = await db
    .insert(projects)
    .values(
      Array.from({ length: PROJECTS }, (_, i) => ({
        ownerProfileId: profile!.id,
        title: i === 0 ? 'My Library' : `Project ${i}`,
        isLibrary: i === 0,
      })),
    )
    .returning({ id: projects.id });
  const peaks = Array.from(
    { length: 200 },
    (_, i) => Math.round(Math.abs(Math.sin(i / 9)) * 1e4) / 1e4,
  );
  const start = Date.now() - SONGS * 60_000;
  for (let first = 0; first < SONGS; first += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, SONGS - first) }, (_, k) => {
      const n = first + k;
      return {
        projectId: projectRows[n % PROJECTS]!.id,
        uploaderProfileId: profile!.id,
        filename: `${randomUUID()}.wav`,
        originalName: `Song ${n}.wav`,
        title: `Song ${n}`,
        mimeType: 'audio/wav',
        size: 5_000_000 + n,
        duration: 180 + (n % 60),
        peaks,
        notes: n % 3 === 0 ? 'needs a new bridge' : '',
        createdAt: new Date(start + n * 60_000),
      };
    });
    await db.insert(audioFiles).values(rows);
  }
  return `${SESSION_COOKIE}=${token}`;
}

/**
 * Seeds SONGS songs, starts the server, then loads GET /api/audio/all and GET /api/health for
 * `seconds` each, one client at a time (latency) and four at a time (throughput).
 */
export async function benchAudioList(seconds: number): Promise<TargetRow[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'trackroom-bench-list-'));
  let cookie = '';
  const database = await prepareBenchDatabase(dataDir, async (db) => {
    cookie = await seedLibrary(db);
  });
  const server = await startBenchServer(dataDir, database);
  try {
    const url = `${server.base}/api/audio/all`;
    const t0 = performance.now();
    const first = await fetch(url, { headers: { cookie } });
    const body = Buffer.from(await first.arrayBuffer());
    const coldMs = performance.now() - t0;
    const listed = (JSON.parse(body.toString()) as unknown[]).length;
    const revalidated = await fetch(url, {
      headers: { cookie, 'if-none-match': first.headers.get('etag') ?? '' },
    });
    const rows: TargetRow[] = [
      {
        measure: `GET /api/audio/all, ${SONGS} songs (${database.kind})`,
        value: `${listed} songs, ${mb(body.length)} MB JSON`,
        target: `all ${SONGS}`,
        pass: listed === SONGS,
        note: `first request (builds the list) ${coldMs.toFixed(0)} ms; with its ETag: ${revalidated.status}`,
      },
    ];
    for (const connections of [1, 4]) {
      const durationMs = seconds * 1000;
      const init = { headers: { cookie } };
      const list = await measure({
        name: 'GET /api/audio/all',
        url,
        init,
        connections,
        durationMs,
      });
      const health = await measure({
        name: 'GET /api/health',
        url: `${server.base}/api/health`,
        init: {},
        connections,
        durationMs,
      });
      rows.push(
        latencyRow(list, connections, connections === 1 ? LIST_P99_TARGET_MS : null),
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
