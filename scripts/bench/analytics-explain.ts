// Where the time of GET /api/analytics goes: each statement the answer runs, under EXPLAIN
// (ANALYZE, BUFFERS), for one period and zone of the bench's heavy user. Run on a seeded bench
// data set (scripts/bench/analytics.ts seeds it), PGlite by default or DATABASE_URL's server:
// `npx tsx scripts/bench/analytics-explain.ts [--size large] [--days 366] [--tz Europe/Berlin]
// [--runs 3]`. Each statement runs `runs` times; the last run's plan is printed whole, and every
// run's execution time. Without --plans, only the times.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq, sql, type SQL } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client.js';
import { accounts, profiles } from '../../src/server/db/schema/index.js';
import { rowsOf } from '../../src/server/db/rows.js';
import { analyticsRepository } from '../../src/server/modules/analytics/analytics.repository.js';
import { ANALYTICS_TOP_SONGS } from '../../src/shared/schemas/analytics.js';
import { HEAVY_USER_EMAIL } from '../seed/sizes.js';
import { lastDays } from './analytics.js';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: 'large' },
    days: { type: 'string', default: '366' },
    tz: { type: 'string', default: 'Europe/Berlin' },
    runs: { type: 'string', default: '3' },
    plans: { type: 'boolean', default: false },
  },
});

const serverUrl = process.env.DATABASE_URL;
const handle = serverUrl
  ? await openDatabase({
      kind: 'postgres',
      url: Object.assign(new URL(serverUrl), {
        pathname: `/${process.env.BENCH_DATABASE ?? `trackroom_bench_${values.size}`}`,
      }).toString(),
    })
  : await openDatabase({
      kind: 'pglite',
      dataDir: path.join(
        process.env.BENCH_DATA_DIR ??
          path.join(os.tmpdir(), `trackroom-bench-${values.size}-pglite`),
        'db',
      ),
    });

/** Each statement under EXPLAIN first (its plan kept), then as itself for the caller. */
const plans: { label: string; times: number[]; plan: string }[] = [];
let label = '';
const explaining = new Proxy(handle.db, {
  get(target, key, receiver): unknown {
    if (key !== 'execute') return Reflect.get(target, key, receiver) as unknown;
    return async (query: SQL) => {
      const entry = { label, times: [] as number[], plan: '' };
      plans.push(entry);
      for (let run = 0; run < Number(values.runs); run++) {
        const lines = rowsOf<Record<string, string>>(
          await target.execute(sql`explain (analyze, buffers) ${query}`),
        ).map((row) => Object.values(row)[0]!);
        const time = lines.find((line) => line.startsWith('Execution Time'));
        entry.times.push(Number(time?.match(/[\d.]+/)?.[0] ?? NaN));
        entry.plan = lines.join('\n');
      }
      return target.execute(query);
    };
  },
});

try {
  const [heavy] = await handle.db
    .select({ profileId: profiles.id })
    .from(profiles)
    .innerJoin(accounts, eq(accounts.id, profiles.accountId))
    .where(eq(accounts.email, HEAVY_USER_EMAIL));
  const repo = analyticsRepository(explaining);
  const { from, to } = lastDays(Number(values.days));
  const period = { ownerProfileId: heavy!.profileId, from, to, tz: values.tz };
  // One after another (as on PGlite), so that each statement is labelled by its method.
  label = 'piecesOf';
  const pieces = await repo.piecesOf(period);
  label = 'playSummary';
  const summary = await repo.playSummary(period, pieces);
  label = 'listeners';
  await repo.listeners(period, pieces);
  label = 'songsPage';
  await repo.songsPage(period, pieces, null, ANALYTICS_TOP_SONGS);
  label = 'listenSummary';
  await repo.listenSummary(period);
  const plays = summary.find((row) => row.day === null && row.source === null)?.plays ?? 0;
  console.log(`${values.days} days ${from}..${to} ${values.tz} on ${handle.kind}: ${plays} plays`);
  for (const entry of plans) {
    console.log(`${entry.label}: ${entry.times.map((t) => t.toFixed(1)).join(' / ')} ms`);
    if (values.plans) console.log(entry.plan, '\n');
  }
} finally {
  await handle.close();
}
