export { formatBytes } from '../../../lib/format-bytes';

/** A whole number in the reader's locale. */
export const formatCount = (value: number, locale: string | undefined) =>
  new Intl.NumberFormat(locale).format(value);

/** Seconds as days, hours and minutes (the server's uptime). */
export function uptimeParts(seconds: number): { days: number; hours: number; minutes: number } {
  return {
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3_600),
    minutes: Math.floor((seconds % 3_600) / 60),
  };
}

/** A date and time in the reader's locale, short. */
export const formatDateTime = (iso: string, locale: string | undefined) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
