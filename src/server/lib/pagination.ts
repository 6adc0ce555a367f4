// A list's pages and cursors (DESIGN §3), without HTTP: repositories and services read and
// shape pages with these; lib/list-answer.ts answers them.
import { z } from 'zod';
import { PAGE_LIMIT_DEFAULT } from '../../shared/constants.js';
import { HttpError } from './http-errors.js';

/** One page of a list: its rows, the cursor of the next page (null on the last) and the total. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  /** Sent as X-Total-Count when the list knows it cheaply. */
  total?: number;
  /**
   * `items` already serialized as UTF-8 JSON (a cached page is stringified and encoded once,
   * not per answer: the socket takes the bytes as they are).
   */
  json?: Buffer;
}

/** The values of a row's sort key, in the order of the list's ORDER BY. */
export type CursorKey = ReadonlyArray<string | number | boolean | null>;

export const INVALID_CURSOR = 'This page link is not valid; start again from the first page';

/** An opaque cursor: the last row's sort key as base64url JSON. Clients only pass it back. */
export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/**
 * The sort key in a cursor, checked against the list's own shape; 400 for anything else. A
 * cursor comes back from the client, so it may be forged: besides the shape, every text in it
 * must be one PostgreSQL can hold (no NUL, no lone surrogate), and the shapes' timestamps and
 * decimals must be values their casts accept (cursorValues), so a forgery is refused here and
 * never reaches SQL as a cast error (a 500 that logged the statement).
 */
export function decodeCursor<T>(cursor: string, shape: z.ZodType<T>): T {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(value) || !value.every(isStorableValue)) throw invalidCursor();
  const parsed = shape.safeParse(value);
  if (!parsed.success) throw invalidCursor();
  return parsed.data;
}

/** A cursor's value as a query parameter can carry it. */
const isStorableValue = (value: unknown): boolean =>
  value === null ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value.isWellFormed() && !value.includes('\u0000'));

const invalidCursor = () =>
  new HttpError(400, INVALID_CURSOR, { cursor: INVALID_CURSOR }, 'pagination.invalidCursor');

/** The page size asked for, or the default. */
export const pageLimit = (limit: number | undefined) => limit ?? PAGE_LIMIT_DEFAULT;

/**
 * The rows a page of `limit` reads: one more than it shows, which tells whether there is a next
 * page without counting. Every paged query reads this many (the one place that adds the one).
 */
export const pageReadSize = (limit: number) => limit + 1;

/** The sort key after which a page starts: null for the first page. */
export const cursorAfter = <T>(cursor: string | null, shape: z.ZodType<T>): T | null =>
  cursor === null ? null : decodeCursor(cursor, shape);

/**
 * A page from rows fetched with pageReadSize(limit): the first `limit` rows, and a cursor after
 * the last of them (when there was one more).
 */
export function pageFrom<R, T>(
  rows: R[],
  limit: number,
  keyOf: (row: R) => CursorKey,
  present: (row: R) => T,
): Page<T> {
  const more = rows.length > limit;
  const kept = more ? rows.slice(0, limit) : rows;
  return {
    items: kept.map(present),
    nextCursor: more ? encodeCursor(keyOf(kept[kept.length - 1]!)) : null,
  };
}

/**
 * A `timestamptz` as PostgreSQL prints it (`created_at::text`, e.g. "2026-11-25
 * 10:00:00.123456+00"): cursors keep it as text, because a JS Date would drop the microseconds
 * and the next page would repeat or skip rows. Checked as a real instant (a day the month has,
 * hours 0–23, a zone within PostgreSQL's ±15:59:59) so the `::timestamptz` cast never refuses it.
 */
export const timestampText = z
  .string()
  .max(40)
  .regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2}){0,2}|Z)?$/)
  .refine(isRealInstant);

/** Whether a timestamp of timestampText's shape names a date and zone PostgreSQL accepts. */
function isRealInstant(text: string): boolean {
  const number = (from: number, to: number) => Number(text.slice(from, to));
  const [year, month, day] = [number(0, 4), number(5, 7), number(8, 10)];
  const [hour, minute, second] = [number(11, 13), number(14, 16), number(17, 19)];
  // Day 0 of the next month is this month's last day (years 1–99 map to 1901–1999, which share
  // their leap years).
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth) return false;
  if (hour > 23 || minute > 59 || second > 59) return false;
  // The zone follows the seconds and their fraction: "+05", "+0530", "+05:30", "-03:30:15".
  const zoneStart = Math.max(text.indexOf('+', 19), text.indexOf('-', 19));
  if (zoneStart < 0) return true;
  const [zoneHours = 0, zoneMinutes = 0, zoneSeconds = 0] = (
    text
      .slice(zoneStart + 1)
      .replaceAll(':', '')
      .match(/\d\d/g) ?? []
  ).map(Number);
  return zoneHours <= 15 && zoneMinutes <= 59 && zoneSeconds <= 59;
}

/** A `real` as PostgreSQL prints it; refused when the `::real` cast would overflow or underflow. */
const realText = z
  .string()
  .max(200)
  .regex(/^-?\d+(\.\d+)?(e[+-]?\d+)?$/)
  .refine((text) => {
    const single = Math.fround(Number(text));
    return Number.isFinite(single) && (single !== 0 || Number(text) === 0);
  });

/**
 * Cursor values as PostgreSQL prints them, checked before any cast in SQL sees them (a value
 * the cast refuses would be a 500, not the 400 a bad cursor deserves).
 */
export const cursorValues = {
  /** `timestamptz::text` (ISO DateStyle): exact to the microsecond, unlike a JS Date. */
  timestamp: timestampText,
  /** `real::text`: a finite decimal, maybe with an exponent, within the range of a `real`. */
  decimal: realText,
  uuid: z.uuid(),
  /** How many rows came before the cursor (a list that shows each row's index). */
  offset: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
};

/** The cursor of a list ordered by (a timestamp, the row's id). */
export const timestampIdKey = z.tuple([timestampText, z.uuid()]);
export type TimestampIdKey = z.infer<typeof timestampIdKey>;
