// GET /api/analytics at one connection (issue 28 item 5: p99 < 100 ms on the large data set,
// whose heavy user has most of its two million plays): the last 90 days in a rotation of time
// zones, one request after another. Run alone against a running bench server with
// `npx tsx scripts/bench/analytics.ts http://127.0.0.1:PORT "trackroom_session=…"`.
import type { AnalyticsAnswer } from '../../src/shared/schemas/analytics.js';
import { printTargets, type TargetRow } from './audio-targets.js';

export const ANALYTICS_P99_TARGET_MS = 100;
const PERIOD_DAYS = 90;
/** Zones in turn: the day boundaries move, so no answer is the last one's twice. */
const ZONES = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Tokyo'];

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);

/** `?from=&to=` of the 90 days ending today (UTC's today). */
export function lastDays(days: number, now = new Date()): { from: string; to: string } {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(now.getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}

/** Sends the request one at a time for `seconds` after an uncounted warm-up; p50 / p99 row. */
export async function benchAnalytics(
  base: string,
  cookie: string,
  options: { seconds?: number; warmupSeconds?: number; label?: string } = {},
): Promise<TargetRow[]> {
  const seconds = options.seconds ?? 20;
  const { from, to } = lastDays(PERIOD_DAYS);
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
      measure: `GET /api/analytics ${PERIOD_DAYS} days, heavy user, 1 connection p50 / p99${options.label ? ` (${options.label})` : ''}`,
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, cookie] = process.argv.slice(2);
  if (!base || !cookie) {
    console.error('Usage: npx tsx scripts/bench/analytics.ts BASE_URL COOKIE');
    process.exitCode = 2;
  } else {
    printTargets(
      'Analytics — GET /api/analytics at one connection',
      await benchAnalytics(base, cookie, {
        seconds: Number(process.env.BENCH_ANALYTICS_SECONDS ?? 20),
      }),
    );
  }
}
