import { z } from 'zod';

/** Whether the runtime knows the IANA zone (Intl throws a RangeError for an unknown one). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone name the runtime knows, refused with `message` (each use has its own code). */
export const timeZoneSchemaWith = (message: string) =>
  z.string().max(64, { message, abort: true }).refine(isKnownTimeZone, message);
