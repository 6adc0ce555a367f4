// `npm run test:soak [-- --short]`: load and fault tests of the production server on loopback.
// Full: 100 users × 60 s, kill -9 mid-writes, PostgreSQL stopped and restarted, a full disk
// (about 3 minutes). --short (CI): 10 users × 10 s and a smaller kill -9 (well under 2 minutes).
// Exit code 1 when any scenario fails; skipped scenarios say why.
import { parseArgs } from 'node:util';
import { runDatabaseOutage } from './db-outage.js';
import { runDiskFull } from './disk-full.js';
import { runKillRestart } from './kill-restart.js';
import { runMixedLoad } from './mixed-load.js';
import { printTable, type ScenarioResult } from './soak-report.js';
import { cleanUp as cleanUpScenario, removeTemplate } from './soak-server.js';

const cleanUp = () => cleanUpScenario().finally(removeTemplate);

const USAGE = `Usage: npm run test:soak -- [--short] [--only mixed,kill,outage,disk]
  --short   CI mode: 10 users × 10 s, a smaller kill -9 round (SOAK_SHORT=1)
  --only    run only these scenarios
  DATABASE_URL  run the load and kill -9 scenarios on that PostgreSQL server (a fresh database)`;

/** The whole soak may not run longer than this, whatever hangs. */
const HARD_LIMIT_MS = { full: 9 * 60_000, short: 110_000 };

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { short: { type: 'boolean' }, only: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const short = values.short ?? ['1', 'true'].includes(process.env.SOAK_SHORT ?? '');
  const only = new Set((values.only ?? 'mixed,kill,outage,disk').split(','));
  const plan = short
    ? { users: 10, seconds: 10, killWriters: 6, killAfterMs: 2500, rounds: 1 }
    : { users: 100, seconds: 60, killWriters: 20, killAfterMs: 3000, rounds: 3 };

  const scenarios: Array<[string, () => Promise<ScenarioResult>]> = [
    ['mixed', () => runMixedLoad({ users: plan.users, seconds: plan.seconds })],
    [
      'kill',
      () =>
        runKillRestart({
          writers: plan.killWriters,
          killAfterMs: plan.killAfterMs,
          rounds: plan.rounds,
        }),
    ],
    ['outage', () => runDatabaseOutage()],
    ['disk', () => runDiskFull()],
  ];
  const results: ScenarioResult[] = [];
  const started = Date.now();
  for (const [key, run] of scenarios) {
    if (!only.has(key)) continue;
    console.log(`soak: ${key}…`);
    const t0 = Date.now();
    try {
      results.push({ ...(await run()), seconds: (Date.now() - t0) / 1000 });
    } catch (error) {
      results.push({
        name: key,
        outcome: 'fail',
        note: `stopped: ${(error as Error).stack ?? String(error)}`,
      });
    } finally {
      await cleanUpScenario();
    }
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  printTable(results, `${short ? 'short' : 'full'} mode, ${seconds} s, node ${process.version}`);
  return results.some((r) => r.outcome === 'fail') ? 1 : 0;
}

const mode = process.argv.includes('--short') || process.env.SOAK_SHORT === '1' ? 'short' : 'full';
const limit = setTimeout(() => {
  console.error(`soak: over its ${HARD_LIMIT_MS[mode] / 1000} s limit, stopping`);
  void cleanUp().finally(() => process.exit(1));
}, HARD_LIMIT_MS[mode]);
limit.unref();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`soak: ${signal}, cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  });
}

main()
  .then((code) => cleanUp().then(() => process.exit(code)))
  .catch((error: unknown) => {
    console.error(error);
    void cleanUp().finally(() => process.exit(1));
  });
