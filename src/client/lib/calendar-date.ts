/**
 * A calendar date (YYYY-MM-DD) as the reader's language writes it ("5 March 2027", or
 * "5 Mar 2027" with `medium`). Read as UTC and written in UTC, so the day never shifts with the
 * reader's time zone; a text that is no date is shown as it is.
 */
export function formatCalendarDate(
  date: string,
  language: string,
  style: 'long' | 'medium' = 'long',
): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(language, { dateStyle: style, timeZone: 'UTC' }).format(parsed);
}
