/** One measured number next to the goal it is held to. */
export interface TargetRow {
  measure: string;
  value: string;
  target: string;
  pass: boolean | null;
  note?: string;
}

/** Prints the measured numbers with their targets and PASS / MISS (or "info" without a target). */
export function printTargets(title: string, rows: TargetRow[]): void {
  console.log(`\n${title}`);
  const header = ['measure', 'value', 'target', 'result', 'note'];
  const cells = rows.map((row) => [
    row.measure,
    row.value,
    row.target,
    row.pass === null ? 'info' : row.pass ? 'PASS' : 'MISS',
    row.note ?? '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const c of cells) console.log(line(c));
}

/** Megabytes (MiB) with one decimal. */
export const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
