// GET /api/analytics at one connection (issue 28 item 5: p99 < 100 ms on the large data set,
// whose heavy user has most of its two million plays): the last 7, 30 and 90 days and the
// longest custom period (366 days) in a rotation of time zones, one request after another.
// Run alone with `npx tsx scripts/bench/analytics.ts [--size large]` (the bench's data set,
// seeded or reused, on PGlite or DATABASE_URL, and its own bench server), or against a running
// server with `npx tsx scripts/bench/analytics.ts http://127.0.0.1:PORT "trackroom_session=…"`.
import { parseArgs } from 'node:util';
import type { AnalyticsAnswer } from '../../src/shared/schemas/analytics.js';
import { isSeedSizeName, SEED_SIZES } from '../seed/sizes.js';
import { printTargets, type TargetRow } from './audio-targets.js';
import { prepareBenchData } from './bench-data.js';
import { startBenchProcess } from './bench-process.js';

export const ANALYTICS_P99_TARGET_MS = 100;
/** The periods measured: the page's three and the longest a custom period may be. */
export const ANALYTICS_BENCH_DAYS = [7, 30, 90, 366] as const;
/** Zones in turn: the day boundaries move, so no answer is the last one's twice. */
const ZONES = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Tokyo'];

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);

/** `?from=&to=` of the `days` days ending today (UTC's today). */
export function lastDays(days: number, now = new Date()): { from: string; to: string } {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(now.getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}

/** Sends the request one at a time for `seconds` after an uncounted warm-up; p50 / p99 row. */
export async function benchAnalytics(
  base: string,
  cookie: string,
  options: { seconds?: number; warmupSeconds?: number; label?: string; days?: number } = {},
): Promise<TargetRow[]> {
  const seconds = options.seconds ?? 20;
  const days = options.days ?? 90;
  const { from, to } = lastDays(days);
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let plays = 0;
  let turn = 0;
  const warmupEnds = performance.now() + (options.warmupSeconds ?? 1) * 1000;
  const deadline = warmupEnds + seconds * 1000;
  while (performance.now() < deadline) {
    const tz = ZONES[turn++ % ZONES.length]!;
    const t0 = performance.now();
    const res = await fetch(`${base}/api/analytics?from=${from}&to=${to}&tz=${tz}`, {
      headers: { cookie },
    });
    const body = res.ok ? ((await res.json()) as AnalyticsAnswer) : null;
    if (!res.ok) await res.arrayBuffer().catch(() => null);
    const elapsed = performance.now() - t0;
    if (t0 < warmupEnds) continue;
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    plays = body?.totals.plays ?? plays;
    latencies.push(elapsed);
  }
  latencies.sort((a, b) => a - b);
  const p99 = percentile(latencies, 99);
  const okOnly = Object.keys(statuses).every((code) => code === '200');
  return [
    {
      measure: `GET /api/analytics ${days} days, heavy user, 1 connection p50 / p99${options.label ? ` (${options.label})` : ''}`,
      value: `${percentile(latencies, 50).toFixed(1)} / ${p99.toFixed(1)} ms`,
      target: `p99 < ${ANALYTICS_P99_TARGET_MS} ms`,
      pass: latencies.length > 0 && okOnly && p99 < ANALYTICS_P99_TARGET_MS,
      note:
        `${latencies.length} requests in ${seconds} s; ${plays.toLocaleString('en')} plays in the period; ` +
        Object.entries(statuses)
          .map(([code, n]) => `${code}×${n}`)
          .join(' '),
    },
  ];
}

/** Every period of ANALYTICS_BENCH_DAYS, `seconds` each. */
export async function benchAnalyticsPeriods(
  base: string,
  cookie: string,
  options: { seconds: number; warmupSeconds?: number; label?: string },
): Promise<TargetRow[]> {
  const rows: TargetRow[] = [];
  for (const days of ANALYTICS_BENCH_DAYS) {
    rows.push(...(await benchAnalytics(base, cookie, { ...options, days })));
  }
  return rows;
}

async function runAlone(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { size: { type: 'string', default: 'large' } },
  });
  const seconds = Number(process.env.BENCH_ANALYTICS_SECONDS ?? 20);
  const title = 'Analytics — GET /api/analytics at one connection';
  const [base, cookie] = positionals;
  if (base && cookie) {
    printTargets(title, await benchAnalyticsPeriods(base, cookie, { seconds }));
    return 0;
  }
  if (!isSeedSizeName(values.size)) {
    console.error('Usage: npx tsx scripts/bench/analytics.ts [--size large] | BASE_URL COOKIE');
    return 2;
  }
  const data = await prepareBenchData(SEED_SIZES[values.size], 0, (line) => console.log(line));
  const server = await startBenchProcess(data.env);
  try {
    const label = data.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
    printTargets(
      `${title} (${values.size} data set, ${data.where})`,
      await benchAnalyticsPeriods(server.base, data.heavy.cookie, { seconds, label }),
    );
  } finally {
    await server.stop();
  }
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await runAlone();
}
