// The memory bench's rows against the issue's targets, and its breakdown table: one column per
// moment, one row per process and per part the server reports.
import type { TargetRow } from './audio-targets.js';
import type { MemoryMoment, MemoryResult } from './memory-types.js';

/**
 * Issue "Runs light": idle ceilings by database, and the peak and after-load ratios to the
 * idle figure before the load.
 */
export const MEMORY_TARGETS = {
  idleBytes: { pglite: 300 * 1024 * 1024, postgres: 150 * 1024 * 1024 },
  peakOfIdle: 2,
  afterOfIdle: 1.2,
};

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ratio = (value: number) => `${value.toFixed(2)}×`;

/** "start.mjs 45.1 MB, main.ts 180.2 MB": where the sum comes from. */
const processNote = (moment: MemoryMoment) =>
  moment.processes.map((p) => `${p.command} ${mb(p.pssBytes)}`).join('; ');

function breakdownNote(moment: MemoryMoment): string {
  const b = moment.breakdown;
  if (!b) return 'no breakdown: no administrator exists before a first start';
  const p = b.process;
  return [
    `server process RSS ${mb(p.rssBytes)}${p.pssBytes === null ? '' : `, PSS ${mb(p.pssBytes)}`}`,
    `JS heap ${mb(p.heapUsedBytes)} of ${mb(p.heapTotalBytes)}`,
    `external ${mb(p.externalBytes)} (array buffers ${mb(p.arrayBuffersBytes)})`,
    ...b.parts.map((part) => `${part.part} ${mb(part.bytes)}`),
  ].join(', ');
}

export function memoryRows(result: MemoryResult): TargetRow[] {
  const { firstStart, idle, dataSetIdle, peak, afterLoad } = result.moments;
  const idleTarget = MEMORY_TARGETS.idleBytes[result.kind];
  const row = (moment: MemoryMoment, target: string, pass: boolean | null, extra = '') => ({
    measure: moment.name,
    value: `${mb(moment.pssBytes)} PSS, ${moment.processes.length} process${moment.processes.length === 1 ? '' : 'es'}`,
    target,
    pass,
    note: [extra, processNote(moment), breakdownNote(moment)].filter(Boolean).join(' | '),
  });
  // The load's ratios are to the same server before it: the data set's start, 60 s after health
  // (a data set's catalogue and page cache cost memory of their own, the load none); the ratio
  // to the headline idle (a directory with the demo data) is printed beside it.
  const before = dataSetIdle ?? idle;
  const peakRatio = peak.pssBytes / before.pssBytes;
  const afterRatio = afterLoad.pssBytes / before.pssBytes;
  const toHeadline = (moment: MemoryMoment) =>
    dataSetIdle ? `; ${ratio(moment.pssBytes / idle.pssBytes)} the headline idle` : '';
  const external =
    result.kind === 'postgres'
      ? "PostgreSQL's own processes are not the app's and not counted"
      : 'the embedded database runs inside the server process';
  const { non2xx, errors, requests } = result.load;
  const loadIdle = dataSetIdle ? 'data-set idle' : 'idle';
  return [
    row(firstStart, '—', null, external),
    row(idle, `≤ ${mb(idleTarget)}`, idle.pssBytes <= idleTarget, 'the headline idle figure'),
    ...(dataSetIdle
      ? [
          row(
            dataSetIdle,
            `≤ ${mb(idleTarget)}`,
            dataSetIdle.pssBytes <= idleTarget,
            `idle on the data set, the load's baseline; ${ratio(dataSetIdle.pssBytes / idle.pssBytes)} the headline idle`,
          ),
        ]
      : []),
    row(
      peak,
      `≤ ${MEMORY_TARGETS.peakOfIdle}× ${loadIdle}`,
      peakRatio <= MEMORY_TARGETS.peakOfIdle && non2xx + errors === 0,
      `${ratio(peakRatio)} ${loadIdle}${toHeadline(peak)}; ${requests} requests, ${non2xx} not 2xx, ${errors} errors; sampled every ${result.timings.sampleMs} ms, breakdown read as the peak was sampled`,
    ),
    row(
      afterLoad,
      `≤ ${MEMORY_TARGETS.afterOfIdle}× ${loadIdle}`,
      afterRatio <= MEMORY_TARGETS.afterOfIdle,
      `${ratio(afterRatio)} ${loadIdle}${toHeadline(afterLoad)}`,
    ),
  ];
}

/** One column per moment: each process's PSS, the server's own figures, each reported part. */
export function printMemoryBreakdown(result: MemoryResult): void {
  const { firstStart, idle, dataSetIdle, peak, afterLoad } = result.moments;
  const columns: Array<[string, MemoryMoment | null]> = [
    ['first start', firstStart],
    ['idle', idle],
    [`${result.dataSet} set idle`, dataSetIdle],
    ['peak', peak],
    ['after load', afterLoad],
  ];
  const shown = columns.filter((column): column is [string, MemoryMoment] => column[1] !== null);
  const moments = shown.map(([, moment]) => moment);
  const lines = new Map<string, Array<number | null>>();
  const set = (label: string, column: number, bytes: number | null) => {
    if (!lines.has(label))
      lines.set(
        label,
        moments.map(() => null),
      );
    lines.get(label)![column] = bytes;
  };
  moments.forEach((moment, column) => {
    set('PSS, all processes', column, moment.pssBytes);
    for (const p of moment.processes) set(`  PSS ${p.command}`, column, p.pssBytes);
    const b = moment.breakdown;
    if (!b) return;
    set('server process RSS', column, b.process.rssBytes);
    set('server process PSS', column, b.process.pssBytes);
    set('  JS heap used (main thread)', column, b.process.heapUsedBytes);
    set('  JS heap total (main thread)', column, b.process.heapTotalBytes);
    set('  external (main thread)', column, b.process.externalBytes);
    set('    of which array buffers', column, b.process.arrayBuffersBytes);
    for (const part of b.parts)
      set(`  ${part.part}${part.detail ? ` (${part.detail})` : ''}`, column, part.bytes);
  });
  const header = ['MB', ...shown.map(([name]) => name)];
  const cells = [...lines].map(([label, values]) => [
    label,
    ...values.map((v) => (v === null ? '—' : (v / 1024 / 1024).toFixed(1))),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(`\nMemory breakdown (${result.kind}; MB = MiB)`);
  console.log(line(header));
  for (const c of cells) console.log(line(c));
}
