const SHORT_DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short' });

/** Dates in the en-GB short form (part 2 §9), e.g. 05/03/2025; '' for an unreadable date. */
export function formatShortDate(date: string): string {
  const parsed = new Date(date);
  return Number.isNaN(parsed.getTime()) ? '' : SHORT_DATE.format(parsed);
}
