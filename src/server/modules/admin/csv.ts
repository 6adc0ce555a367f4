export type CsvValue = string | number | boolean | Date | null | undefined;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. Text that a
 * spreadsheet would run as a formula (= + - @ at the start) gets a leading apostrophe, since
 * names and titles come from users.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'string') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV lines for some rows, each ended by CRLF: a chunk of a document written as it streams. */
export function csvLines(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

/** A whole CSV document: the header row, then one line per row, CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly CsvValue[][]): string {
  return csvLines([header, ...rows]);
}
