// The soak's table: one row per scenario with its outcome and figures.
import type { Tally } from './soak-http.js';

export interface ScenarioResult {
  name: string;
  outcome: 'pass' | 'fail' | 'skipped';
  /** The scenario's measured requests (absent when skipped). */
  tally?: Tally;
  acknowledged?: number;
  verified?: number;
  /** Why it failed or was skipped, and what else it found. */
  note: string;
  /** Wall-clock time of the whole scenario, set-up and checks included. */
  seconds?: number;
}

const fixed = (value: number, digits = 0) => value.toFixed(digits);

export function printTable(results: ScenarioResult[], settings: string): void {
  console.log(`\nTrackroom soak — ${settings}`);
  const header = [
    'scenario',
    'result',
    'time s',
    'requests',
    'req/s',
    '5xx',
    'no answer',
    'writes ack/verified',
    'p50 ms',
    'p99 ms',
  ];
  const rows = results.map((r) => {
    const t = r.tally;
    return [
      r.name,
      r.outcome.toUpperCase(),
      r.seconds === undefined ? '—' : fixed(r.seconds),
      t ? String(t.requests) : '—',
      t ? fixed(t.perSecond()) : '—',
      t ? String(t.serverErrors) : '—',
      t ? String(t.failures) : '—',
      r.acknowledged === undefined ? '—' : `${r.acknowledged}/${r.verified ?? 0}`,
      t ? fixed(t.percentile(50), 1) : '—',
      t ? fixed(t.percentile(99), 1) : '—',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
  console.log('');
  for (const r of results) if (r.note) console.log(`${r.name}: ${r.note}`);
}
