import type { TargetRow } from './audio-targets.js';

/** One route's numbers from a closed-loop load of `connections` concurrent clients. */
export interface BenchResult {
  name: string;
  requests: number;
  errors: number;
  statuses: Record<number, number>;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface MeasureOptions {
  name: string;
  url: string;
  init: RequestInit;
  connections: number;
  durationMs: number;
  /** Load first for this long, uncounted: the route's first calls pay for JIT and caches. */
  warmupMs?: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);

/**
 * Each client sends its next request when the previous answers, until the time is up; what
 * answers during the warm-up is not counted.
 */
export async function measure(options: MeasureOptions): Promise<BenchResult> {
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let errors = 0;
  const warmupEnds = performance.now() + (options.warmupMs ?? 0);
  const deadline = warmupEnds + options.durationMs;
  let start = warmupEnds;
  const client = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      let status: number | null = null;
      try {
        const res = await fetch(options.url, options.init);
        await res.arrayBuffer();
        status = res.status;
      } catch {
        status = null;
      }
      if (t0 < warmupEnds) continue;
      start = Math.min(start, t0);
      if (status === null) errors += 1;
      else statuses[status] = (statuses[status] ?? 0) + 1;
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: options.connections }, client));
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name: options.name,
    requests: latencies.length,
    errors,
    statuses,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

/** Prints the results as a fixed-width table with the run's settings and memory use. */
export function printTable(
  results: BenchResult[],
  settings: Record<string, string | number>,
): void {
  const rss = (process.memoryUsage().rss / 1024 / 1024).toFixed(0);
  console.log(
    `\nTrackroom bench — ${Object.entries(settings)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')} rss=${rss} MB`,
  );
  const header = ['route', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'requests', 'statuses', 'errors'];
  const rows = results.map((r) => [
    r.name,
    r.perSecond.toFixed(0),
    r.p50.toFixed(1),
    r.p95.toFixed(1),
    r.p99.toFixed(1),
    String(r.requests),
    Object.entries(r.statuses)
      .map(([s, n]) => `${s}×${n}`)
      .join(' '),
    String(r.errors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

const statusCounts = (r: BenchResult) =>
  Object.entries(r.statuses)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');

/** A table row of one load: p50 / p99, and a pass or miss when `p99TargetMs` is given. */
export function latencyRow(
  r: BenchResult,
  connections: number,
  p99TargetMs: number | null,
): TargetRow {
  return {
    measure: `${r.name} p50 / p99, ${connections} conn.`,
    value: `${r.p50.toFixed(1)} / ${r.p99.toFixed(1)} ms`,
    target: p99TargetMs === null ? '—' : `p99 < ${p99TargetMs} ms`,
    pass: p99TargetMs === null ? null : r.p99 < p99TargetMs && r.errors === 0,
    note: `${r.perSecond.toFixed(0)} req/s; ${statusCounts(r)}${r.errors ? `; ${r.errors} errors` : ''}`,
  };
}
