// `npm run bench`: throughput and latency of the hot routes on this machine, over real HTTP on
// loopback, against the embedded database (or DATABASE_URL when set). Bounded in time and count.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { openDatabase } from '../../src/server/db/client.js';
import { ensureDemoData } from '../../src/server/modules/demo/demo-seed.js';
import { localStorage } from '../../src/server/storage/local-storage.js';
import { benchAudioList } from './audio-list.js';
import { printTargets } from './audio-targets.js';
import { benchAudioUpload } from './audio-upload.js';
import { benchDashboard, DASHBOARD_BENCH_TITLE } from './dashboard.js';
import { measure, printTable, type BenchResult } from './measure.js';
import { benchRhymes } from './rhymes.js';

const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 5) * 1000;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'trackroom-bench-'));
  const config = {
    ...loadConfig({ ...process.env, NODE_ENV: 'production' }),
    dataDir,
    logLevel: 'silent',
  };
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  await database.migrate();
  const deps = {
    config,
    db: database.db,
    listen: database.listen,
    storage: localStorage(path.join(dataDir, 'uploads')),
  };
  await ensureDemoData(deps);
  const app = await buildApp({ ...deps, clientDir: path.join(dataDir, 'none') });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });

  const login = await fetch(`${base}/api/auth/demo-login`, { method: 'POST' });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const authed = { headers: { cookie } };

  const results: BenchResult[] = [];
  const run = async (
    name: string,
    url: string,
    init: RequestInit = {},
    connections = CONNECTIONS,
  ) => {
    results.push(
      await measure({ name, url: `${base}${url}`, init, connections, durationMs: DURATION_MS }),
    );
  };
  await run('GET /api/health', '/api/health');
  await run('GET /api/auth/user (signed in)', '/api/auth/user', authed);
  await run('GET /api/dashboard/fast (demo)', '/api/dashboard/fast', authed);
  // The rhyme finder answers from its worker thread; the first request waits for the index.
  await fetch(`${base}/api/rhymes?word=warm`, authed);
  await run('GET /api/rhymes?word=heart (worker thread)', '/api/rhymes?word=heart', authed);
  await run(
    'POST /api/auth/login (wrong password, scrypt)',
    '/api/auth/login',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': 'bench' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
    },
    4,
  );

  printTable(results, {
    database: database.kind,
    connections: CONNECTIONS,
    seconds: DURATION_MS / 1000,
  });
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}

await main();

// Audio (songs issue): each runs its own server process; see scripts/bench/audio-*.ts.
const audioSeconds = Number(process.env.BENCH_AUDIO_SECONDS ?? 3);
printTargets(
  'Audio — 200 MB WAV upload over HTTP (server in a child process)',
  await benchAudioUpload(),
);
printTargets(
  'Audio — GET /api/audio/all with 10,000 songs beside GET /api/health (same server process)',
  await benchAudioList(audioSeconds),
);

// Dashboard (collaboration issue): 1,000 projects and 10,000 songs, server in a child process.
printTargets(DASHBOARD_BENCH_TITLE, await benchDashboard(audioSeconds));

// Rhymes (songwriting issue): cold index builds, heap growth and look-up latency, in-process.
printTargets('Rhymes — index build, memory and look-up latency (in-process)', await benchRhymes());
