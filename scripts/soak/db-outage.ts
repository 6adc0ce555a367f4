// Scenario 3: PostgreSQL stopped while the app runs. Every API answer meanwhile must be a 503
// with a message saying so (no 500, no hang, no crash); once PostgreSQL is back the app must
// answer again by itself, without a restart, and accept writes.
import { setTimeout as sleep } from 'node:timers/promises';
import { DATABASE_UNAVAILABLE } from '../../src/server/lib/infrastructure-errors.js';
import { startCluster } from './pg-cluster.js';
import { soakClient, Tally, waitFor } from './soak-http.js';
import { databaseAt, scratchDir, startSoakServer } from './soak-server.js';
import { newUser } from './soak-users.js';
import { WriteLedger } from './soak-writes.js';
import type { ScenarioResult } from './soak-report.js';

const OUTAGE_MS = 4000;
const RECOVERY_TIMEOUT_MS = 30_000;

export async function runDatabaseOutage(): Promise<ScenarioResult> {
  const name = 'PostgreSQL stopped and restarted';
  const cluster = await startCluster();
  if ('skip' in cluster) return { name, outcome: 'skipped', note: cluster.skip };
  const dataDir = await scratchDir('outage');
  const server = await startSoakServer(dataDir, databaseAt(cluster.url));
  const tally = new Tally();
  const client = soakClient(server.base, tally);
  const user = await newUser(client, 0);
  const ledger = new WriteLedger();
  const problems: string[] = [];
  if ((await ledger.saveLyrics(client, user)) !== 200)
    problems.push('a save before the outage failed');

  await cluster.stop();
  const during = new Tally();
  const down = soakClient(server.base, during);
  const answers: Record<string, number> = {};
  const stoppedAt = Date.now();
  while (Date.now() - stoppedAt < OUTAGE_MS) {
    const requests = [
      down.call('GET', '/api/projects', { cookie: user.cookie, timeoutMs: 10_000 }),
      down.call('PATCH', `/api/lyrics/${user.lyricsId}`, {
        cookie: user.cookie,
        json: { content: '<p>written while the database is down</p>' },
        timeoutMs: 10_000,
      }),
      down.call('POST', '/api/auth/login', {
        json: { email: user.email, password: 'not the password' },
        timeoutMs: 10_000,
      }),
    ];
    const labels = ['GET projects', 'PATCH lyrics', 'POST login'];
    for (const [i, answer] of (await Promise.all(requests)).entries()) {
      const message = (answer?.json as { message?: string } | undefined)?.message;
      const key = answer
        ? `${answer.status} ${message === DATABASE_UNAVAILABLE ? 'with message' : JSON.stringify(message)}`
        : `no answer (${labels[i]})`;
      answers[key] = (answers[key] ?? 0) + 1;
    }
    const health = await down.call('GET', '/api/health', { timeoutMs: 10_000 });
    const healthKey = `health ${health?.status ?? 'no answer'}`;
    answers[healthKey] = (answers[healthKey] ?? 0) + 1;
    await sleep(250);
  }
  const wrong = Object.keys(answers).filter(
    (key) => key !== '503 with message' && key !== 'health 503',
  );
  if (wrong.length) problems.push(`while down: ${wrong.join(', ')}`);
  if (!server.alive()) problems.push('the server process died during the outage');

  await cluster.start();
  const restartedAt = performance.now();
  const recovered = await waitFor(
    async () =>
      (await client.call('GET', '/api/projects', { cookie: user.cookie }))?.status === 200,
    RECOVERY_TIMEOUT_MS,
    250,
  );
  const recoveryMs = performance.now() - restartedAt;
  if (!recovered)
    problems.push(`no 200 within ${RECOVERY_TIMEOUT_MS / 1000} s of PostgreSQL's return`);
  if ((await ledger.saveLyrics(client, user)) !== 200)
    problems.push('a save after the outage failed');
  const check = await ledger.verify(soakClient(server.base, new Tally()), true);
  problems.push(...check.problems);
  await server.stop();

  // The figures are the outage's own requests: all of them should be 503s.
  during.ended = performance.now();
  return {
    name,
    outcome: problems.length === 0 ? 'pass' : 'fail',
    tally: during,
    acknowledged: ledger.acknowledged,
    verified: check.verified,
    note: [
      `down ${OUTAGE_MS / 1000} s: ${Object.entries(answers)
        .map(([k, n]) => `${k} ×${n}`)
        .join(', ')}`,
      recovered
        ? `answered 200 again ${(recoveryMs / 1000).toFixed(1)} s after PostgreSQL was back, no restart`
        : '',
      ...problems,
    ]
      .filter(Boolean)
      .join('; '),
  };
}
