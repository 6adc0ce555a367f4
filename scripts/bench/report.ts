// The bench's one table: each measured number beside issue 8's target for it, PASS / MISS
// (or "info" where the issue sets none), and the same as JSON in bench-results.json.
import type { BundleSizes } from './bundle-sizes.js';
import { allAnswered, type LoadResult } from './load.js';
import type { TargetRow } from './audio-targets.js';

/** Issue 8's targets. */
export const TARGETS = {
  postgresShareOfTrivial: 0.25,
  postgresP99Ms: 50,
  pgliteShareOfOneSelect: 0.5,
  landingInitialJsBytes: 150_000,
};

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const pct = (value: number) => `${(value * 100).toFixed(0)} %`;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function statusNote(r: LoadResult): string {
  const answers = Object.entries(r.statuses)
    .map(([code, n]) => `${code}×${n}`)
    .join(' ');
  // Slower than the window itself: what was running at its end took long to finish.
  const unfinished =
    r.backlogMs > 1000 ? `; requests running at the end took ${ms(r.backlogMs)} more` : '';
  return `${answers || 'no answer in the window'}${r.errors ? `, ${r.errors} connection errors` : ''}${unfinished}`;
}

/** Route rows: req/s, p50 / p99, share of the ceilings, and the target for this database. */
export function routeRows(results: LoadResult[], database: 'pglite' | 'postgres'): TargetRow[] {
  const trivial = results.find((r) => r.kind === 'ceiling' && r.name.includes('trivial'));
  const oneSelect = results.find((r) => r.kind === 'ceiling' && r.name.includes('one-select'));
  const rows: TargetRow[] = [];
  for (const r of results) {
    const ofTrivial = trivial ? r.reqPerSec / trivial.reqPerSec : NaN;
    const ofOneSelect = oneSelect ? r.reqPerSec / oneSelect.reqPerSec : NaN;
    const shares = [
      r === trivial ? '' : `${pct(ofTrivial)} of trivial`,
      r.kind === 'ceiling' ? '' : `${pct(ofOneSelect)} of one-select`,
    ].filter(Boolean);
    let target = '—';
    let pass: boolean | null = null;
    if (r.kind === 'read' && database === 'postgres') {
      target = `≥ ${pct(TARGETS.postgresShareOfTrivial)} of trivial, p99 < ${TARGETS.postgresP99Ms} ms`;
      pass =
        ofTrivial >= TARGETS.postgresShareOfTrivial &&
        r.p99Ms < TARGETS.postgresP99Ms &&
        allAnswered(r);
    } else if (r.kind === 'read') {
      target = `≥ ${pct(TARGETS.pgliteShareOfOneSelect)} of one-select`;
      pass = ofOneSelect >= TARGETS.pgliteShareOfOneSelect && allAnswered(r);
    } else if (r.kind === 'mixed') {
      target = 'every answer 2xx';
      pass = allAnswered(r);
    }
    rows.push({
      measure: r.name,
      value:
        r.requests === 0
          ? `0 req/s: none answered within ${r.seconds} s`
          : `${r.reqPerSec.toFixed(0)} req/s, p50 ${ms(r.p50Ms)}, p99 ${ms(r.p99Ms)}`,
      target,
      pass: pass === null && !allAnswered(r) ? false : pass,
      note: [
        ...shares,
        `loop p99 ${ms(r.loop.p99Ms)}`,
        ...r.probes.map((probe) => `${probe.name} p99 ${ms(probe.p99Ms)}`),
        `server CPU ${r.loop.cpuPercent.toFixed(0)} %`,
        statusNote(r),
      ].join('; '),
    });
  }
  return rows;
}

/** Bundle rows: the landing page's initial JS against its budget, then the largest routes. */
export function bundleRows(bundles: BundleSizes, routesShown: number): TargetRow[] {
  const landing = bundles.routes.find((route) => route.name === 'landing-page');
  const rows: TargetRow[] = [
    {
      measure: 'landing page initial JS (gzip): entry, landing chunk, their locales',
      value: kb(bundles.landingGzipBytes),
      target: `≤ ${kb(TARGETS.landingInitialJsBytes)}`,
      pass: bundles.landingGzipBytes <= TARGETS.landingInitialJsBytes,
      note: `entry ${bundles.entry} with its static imports ${kb(bundles.entryGzipBytes)}; landing chunk +${kb(landing?.withImportsGzipBytes ?? 0)}; English translations it waits for +${kb(bundles.landingLocalesGzipBytes)} (a whole language, lazily per namespace: ${kb(bundles.languageGzipBytes)}); CSS ${kb(bundles.cssGzipBytes)}${bundles.built ? '; built by this run' : ''}`,
    },
  ];
  for (const route of bundles.routes.slice(0, routesShown)) {
    rows.push({
      measure: `route chunk ${route.name} (gzip, with its own imports)`,
      value: kb(route.withImportsGzipBytes),
      target: '—',
      pass: null,
      note: `${route.file} alone ${kb(route.gzipBytes)}`,
    });
  }
  const rest = bundles.routes.slice(routesShown);
  if (rest.length > 0) {
    rows.push({
      measure: `${rest.length} smaller route chunks`,
      value: `≤ ${kb(Math.max(...rest.map((r) => r.withImportsGzipBytes)))} each`,
      target: '—',
      pass: null,
      note: rest.map((r) => `${r.name} ${kb(r.withImportsGzipBytes)}`).join(', '),
    });
  }
  return rows;
}

/** Prints the table: a section line before each group, one header for all. */
export function printReport(title: string, sections: Array<[string, TargetRow[]]>): void {
  const header = ['measure', 'value', 'target', 'result', 'note'];
  const cells = (row: TargetRow) => [
    row.measure,
    row.value,
    row.target,
    row.pass === null ? 'info' : row.pass ? 'PASS' : 'MISS',
    row.note ?? '',
  ];
  const all = sections.flatMap(([, rows]) => rows.map(cells));
  // The note column is left unpadded: it is the last one and often long.
  const widths = header.map((h, i) => Math.max(h.length, ...all.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c.map((cell, i) => (i < c.length - 1 ? cell.padEnd(widths[i]!) : cell)).join('  ');
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(Math.min(w, 40))).join('  '));
  for (const [section, rows] of sections) {
    if (rows.length === 0) continue;
    console.log(`[${section}]`);
    for (const row of rows) console.log(line(cells(row)));
  }
  const judged = all.filter((c) => c[3] !== 'info');
  const passed = judged.filter((c) => c[3] === 'PASS').length;
  console.log(`\nTargets: ${passed} PASS, ${judged.length - passed} MISS (printed, not enforced).`);
}
