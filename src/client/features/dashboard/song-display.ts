/** A song's title as lists show it: the uploaded file name without its extension. */
export function songTitle(originalName: string): string {
  const dot = originalName.lastIndexOf('.');
  return dot > 0 ? originalName.slice(0, dot) : originalName;
}

const ADDED_DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short' });

/** Dates in the en-GB short form (part 1 §9), e.g. 05/03/2025. */
export function formatAddedDate(date: string): string {
  const parsed = new Date(date);
  return Number.isNaN(parsed.getTime()) ? '' : ADDED_DATE.format(parsed);
}
