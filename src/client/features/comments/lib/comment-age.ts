const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Largest unit first: the first whose size fits the age is the one a person would say. */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

/** "2 minutes ago", "yesterday", "hace 3 horas"; "now" under a minute (and for a clock ahead). */
export function commentAge(iso: string, now: Date, language: string): string {
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return '';
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return format.format(-Math.floor(elapsed / size), unit);
  }
  return format.format(0, 'second');
}
