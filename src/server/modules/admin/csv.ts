import { csvCell, type CsvValue } from '../../../shared/csv.js';

export type { CsvValue };

/** CSV lines for some rows, each ended by CRLF: a chunk of a document written as it streams. */
export function csvLines(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/** A whole CSV document: the header row, then one line per row, CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly CsvValue[][]): string {
  return csvLines([header, ...rows]);
}
