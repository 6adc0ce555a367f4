import { isKnownTimeZone } from '../../shared/schemas/time-zone';

/** The person's IANA time zone as the browser knows it, UTC when it knows none we can send. */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isKnownTimeZone(zone) ? zone : 'UTC';
}

/**
 * The zones a person can choose: the runtime's list (Intl.supportedValuesOf), with UTC and
 * `current` added when the list lacks them (some runtimes list neither UTC nor an alias in use).
 */
export function timeZoneChoices(current: string | null): string[] {
  const listed: string[] =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set(listed);
  zones.add('UTC');
  if (current) zones.add(current);
  return [...zones].sort((a, b) => a.localeCompare(b));
}
