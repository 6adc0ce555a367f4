const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** Largest unit first: the first whose size fits the age is the one a person would say. */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', YEAR],
  ['month', MONTH],
  ['week', WEEK],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

/** "3 days ago", "yesterday", "hace 2 horas": how long ago `date` was, in `language`. */
export function formatRelativeAge(date: string | Date, now: Date, language: string): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(then.getTime())) return '';
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  // A clock slightly ahead of ours must not say "in 2 seconds".
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return format.format(-Math.floor(elapsed / size), unit);
  }
  return format.format(0, 'second');
}

// Dates are shown in en-GB short form across the app (part 2 §9), with the time of day.
const EXACT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'short' });

/** "22/11/2026, 14:05" in the viewer's time zone (the tooltip beside a relative age). */
export function formatExactTime(iso: string): string {
  const then = new Date(iso);
  return Number.isNaN(then.getTime()) ? '' : EXACT.format(then);
}
