import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PAGE_LIMIT_DEFAULT } from '../../shared/constants.js';
import type { PageQuery } from '../../shared/schemas/pagination.js';
import { decodeCursor, pageLimit, sendJsonArrayStream, sendPage, type Page } from './pagination.js';

/**
 * A `timestamptz` as PostgreSQL prints it (`created_at::text`, e.g. "2026-11-25
 * 10:00:00.123456+00"): cursors keep it as text, because a JS Date would drop the microseconds
 * and the next page would repeat or skip rows. Checked here so a forged cursor is a 400 from
 * decodeCursor, never a cast error from the database.
 */
export const timestampText = z
  .string()
  .max(40)
  .regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2}){0,2}|Z)?$/);

/** The cursor of a list ordered by (a timestamp, the row's id). */
export const timestampIdKey = z.tuple([timestampText, z.uuid()]);
export type TimestampIdKey = z.infer<typeof timestampIdKey>;

/** The sort key after which a page starts: null for the first page. */
export const cursorAfter = <T>(cursor: string | undefined, shape: z.ZodType<T>): T | null =>
  cursor === undefined ? null : decodeCursor(cursor, shape);

/** Fetches one page: after `cursor` (absent for the first page), at most `limit` rows. */
export type FetchPage<T> = (cursor: string | undefined, limit: number) => Promise<Page<T>>;

/**
 * Answers a list route that the spec's call tables name (DESIGN §3): without `limit` and
 * `cursor`, the spec's whole JSON array, streamed a chunk at a time; otherwise one page with its
 * `Link`. The first chunk is read before anything is sent, so an access refusal is still a
 * proper 403/404 and never a broken stream.
 */
export async function sendWholeOrPage<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  query: PageQuery,
  fetchPage: FetchPage<T>,
): Promise<FastifyReply> {
  if (query.limit !== undefined || query.cursor !== undefined) {
    return sendPaged(request, reply, query, fetchPage);
  }
  const first = await fetchPage(undefined, PAGE_LIMIT_DEFAULT);
  async function* chunks(): AsyncGenerator<T[]> {
    let page = first;
    yield page.items;
    while (page.nextCursor) {
      page = await fetchPage(page.nextCursor, PAGE_LIMIT_DEFAULT);
      yield page.items;
    }
  }
  return sendJsonArrayStream(reply, chunks());
}

/** Answers one page of a list (default PAGE_LIMIT_DEFAULT rows) with its `Link`. */
export async function sendPaged<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  query: PageQuery,
  fetchPage: FetchPage<T>,
): Promise<FastifyReply> {
  const limit = pageLimit(query.limit);
  return sendPage(request, reply, await fetchPage(query.cursor, limit), limit);
}
