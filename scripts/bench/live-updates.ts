// Live project state (issue 26 item 1): how long a change takes to reach every open tab of a
// project's members. The production server runs in its own process on a fresh database
// (PGlite, and PostgreSQL when a server is given); `tabs` event streams of members are held
// open on one project, and the owner adds credits through the API one at a time. Each sample is
// the time from sending the change to one stream reading its event. Run alone:
// `npx tsx scripts/bench/live-updates.ts` (BENCH_POSTGRES_URL or DATABASE_URL adds PostgreSQL).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  openProjectEventStream,
  type ProjectEventStream,
} from '../../src/server/test/project-event-streams.js';
import { prepareBenchDatabase, startBenchServer } from './audio-server.js';
import { printTargets, type TargetRow } from './audio-targets.js';

/** The goal: every open tab updates within a second (p99). */
const TARGET_P99_MS = 1_000;
/** Streams one account may hold (MAX_STREAMS_PER_ACCOUNT is 10): five tabs per member. */
const TABS_PER_MEMBER = 5;
/** A pause between changes, so each is measured on its own and not queued behind the last. */
const PAUSE_MS = 50;

export interface LiveUpdateOptions {
  tabs: number;
  changes: number;
}

interface Account {
  cookie: string;
  email: string;
}

async function register(base: string): Promise<Account> {
  const email = `live-${randomBytes(6).toString('hex')}@example.com`;
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Live',
      lastName: 'Bench',
      artistName: 'Live Bench',
      email,
      password: 'bench password 123',
    }),
  });
  if (!res.ok) throw new Error(`Sign-up failed: ${res.status} ${await res.text()}`);
  return { cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '', email };
}

async function send<T>(base: string, cookie: string, method: string, url: string, body?: object) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Latencies (ms) from each change sent to each stream reading it, on a fresh server. */
async function measure(postgresUrl: string | undefined, options: LiveUpdateOptions) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'trackroom-live-bench-'));
  const database = await prepareBenchDatabase(dataDir, async () => {}, postgresUrl ?? null);
  const server = await startBenchServer(dataDir, database);
  const streams: ProjectEventStream[] = [];
  try {
    const owner = await register(server.base);
    const project = await send<{ id: string }>(server.base, owner.cookie, 'POST', '/api/projects', {
      title: 'Live bench',
    });
    const members = await Promise.all(
      Array.from({ length: Math.ceil(options.tabs / TABS_PER_MEMBER) }, () =>
        register(server.base),
      ),
    );
    for (const member of members) {
      const { collaboration } = await send<{ collaboration: { id: string } }>(
        server.base,
        owner.cookie,
        'POST',
        `/api/projects/${project.id}/invite`,
        { email: member.email, role: 'collaborator' },
      );
      await send(
        server.base,
        member.cookie,
        'POST',
        `/api/collaborations/${collaboration.id}/accept`,
      );
    }
    for (let tab = 0; tab < options.tabs; tab += 1) {
      const member = members[Math.floor(tab / TABS_PER_MEMBER)]!;
      streams.push(await openProjectEventStream(server.base, member.cookie));
    }

    const samples: number[] = [];
    for (let change = 0; change < options.changes; change += 1) {
      const from = streams.map((stream) => stream.events.length);
      const start = performance.now();
      const heard = streams.map((stream, i) =>
        stream
          .next((event, index) => index >= from[i]! && event.kind === 'credits')
          .then(() => performance.now() - start),
      );
      await send(server.base, owner.cookie, 'POST', `/api/projects/${project.id}/credits`, {
        name: `Credit ${change + 1}`,
        role: 'producer',
      });
      samples.push(...(await Promise.all(heard)));
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
    return samples.toSorted((a, b) => a - b);
  } finally {
    for (const stream of streams) stream.close();
    await server.stop();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The table's rows: p50 / p99 per database, and a row saying PostgreSQL was not run. */
export async function benchLiveUpdates(options: LiveUpdateOptions): Promise<TargetRow[]> {
  const postgresUrl = process.env.BENCH_POSTGRES_URL ?? process.env.DATABASE_URL;
  const kinds: [string, string | undefined][] = [['PGlite', undefined]];
  if (postgresUrl) kinds.push(['PostgreSQL', postgresUrl]);
  const rows: TargetRow[] = [];
  for (const [name, url] of kinds) {
    const sorted = await measure(url, options);
    const p50 = percentile(sorted, 50);
    const p99 = percentile(sorted, 99);
    rows.push({
      measure: `live update to ${options.tabs} tabs on one project, ${name}: p50 / p99`,
      value: `${p50.toFixed(0)} / ${p99.toFixed(0)} ms`,
      target: `p99 < ${TARGET_P99_MS.toLocaleString('en')} ms`,
      pass: p99 < TARGET_P99_MS,
      note: `${options.changes} credits added, ${sorted.length} events read; max ${sorted.at(-1)!.toFixed(0)} ms`,
    });
  }
  if (!postgresUrl) {
    rows.push({
      measure: `live update to ${options.tabs} tabs on one project, PostgreSQL`,
      value: 'not run',
      target: `p99 < ${TARGET_P99_MS.toLocaleString('en')} ms`,
      pass: null,
      note: 'BENCH_POSTGRES_URL (or DATABASE_URL) names a server to measure it on',
    });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const tabs = Number(process.env.BENCH_LIVE_TABS ?? 50);
  const changes = Number(process.env.BENCH_LIVE_CHANGES ?? 20);
  printTargets('Live project state (issue 26)', await benchLiveUpdates({ tabs, changes }));
}
