/** What a CSV cell may hold; dates are written as ISO 8601, empty values as nothing. */
export type CsvValue = string | number | boolean | Date | null | undefined;

/**
 * One CSV cell, the only place exports write one (admin reports, credits). Text that a
 * spreadsheet would run as a formula (= + - @, tab or carriage return first) gets a leading
 * apostrophe (OWASP "CSV injection": names and titles come from users). Then RFC 4180 quoting,
 * widened to the semicolon: Excel in de, es, pt and it splits cells on `;`, so a cell holding
 * `,` `;` `"` or a line break is quoted, with its quotes doubled.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'string') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
