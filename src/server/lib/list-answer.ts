import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { PageQuery } from '../../shared/schemas/pagination.js';
import {
  allPages,
  decodeCursor,
  pageLimit,
  sendJsonArrayStream,
  sendPage,
  type Page,
} from './pagination.js';

// The cursor value shapes belong to the one decoder (pagination.ts); re-exported for the lists
// that still import them from here.
export { cursorValues, timestampIdKey, timestampText, type TimestampIdKey } from './pagination.js';
import { currentWorkOwner } from '../db/work-owner.js';
import { clientGone, createOwnerSlots } from './owner-slots.js';

/**
 * Rows per chunk of a whole-list answer. Each chunk is one query and one JSON.stringify on the
 * event loop, and on PGlite the query itself runs on it too: with 500-row chunks sent as
 * strings the bench measured an event-loop p99 of 54 ms (10,000 songs); with 250-row chunks
 * sent as bytes, 39 ms, but 51–55 ms once the library held 100,000 songs (a chunk's query
 * costs more there); with 100-row chunks, 34–39 ms, each whole list taking a little longer.
 */
export const WHOLE_LIST_CHUNK_ROWS = 100;

/**
 * Whole-list answers one account (or address) may stream at once; more wait their turn. Two
 * keep a client's list and its refresh going; fifty (the bench's load) streamed 100,000-song
 * lists side by side, their chunks filling the event loop for everybody (p99 delay 68 ms,
 * health checks 1.1 s) while no answer finished in 10 s.
 */
export const WHOLE_LISTS_PER_OWNER = 2;
const wholeListSlots = createOwnerSlots(WHOLE_LISTS_PER_OWNER);

/** Whole lists streaming and waiting for `ownerKey` (for tests). */
export const wholeListUsage = (ownerKey: string) => wholeListSlots.usage(ownerKey);

/** The key whole lists of requests without an owner (no request hooks) share. */
export const UNOWNED_KEY = 'unowned';

/** One page of a list after `cursor` (null: the first), `limit` rows at most. */
export type PageFetcher<T> = (cursor: string | null, limit: number) => Promise<Page<T>>;

/**
 * A list route's answer (DESIGN §3): one page when the client pages (`limit` or `cursor`),
 * else, for the lists the spec's call tables name, the whole list as one JSON array streamed
 * in chunks of WHOLE_LIST_CHUNK_ROWS, so old clients keep their answer and nothing
 * user-sized is built in one go. Lists the spec does not name pass `whole: false` and default to one page.
 */
export async function sendList<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  query: PageQuery,
  fetchPage: PageFetcher<T>,
  options: { whole: boolean },
): Promise<FastifyReply> {
  if (options.whole && query.limit === undefined && query.cursor === undefined) {
    return sendWholeList(reply, fetchPage);
  }
  const limit = pageLimit(query.limit);
  return sendPage(request, reply, await fetchPage(query.cursor ?? null, limit), limit);
}

/** The whole list in chunks, once the owner has a slot; the slot is held until the answer ends. */
async function sendWholeList<T>(
  reply: FastifyReply,
  fetchPage: PageFetcher<T>,
): Promise<FastifyReply> {
  const gone = clientGone(reply.raw);
  const release = await wholeListSlots.acquire(currentWorkOwner()?.key ?? UNOWNED_KEY, gone);
  if (release && gone.aborted) release(); // it left the moment its turn came
  if (!release || gone.aborted) {
    // The client left while waiting: nobody to answer.
    reply.hijack();
    reply.raw.destroy();
    return reply;
  }
  gone.addEventListener('abort', release, { once: true });
  try {
    // The first chunk is read before the answer starts: a refusal or a database failure is
    // still an error status, not a 200 cut short.
    const first = await fetchPage(null, WHOLE_LIST_CHUNK_ROWS);
    return sendJsonArrayStream(
      reply,
      allPages((cursor) =>
        cursor === null ? Promise.resolve(first) : fetchPage(cursor, WHOLE_LIST_CHUNK_ROWS),
      ),
    );
  } catch (error) {
    release();
    throw error;
  }
}

/** The sort key after which a page starts: null for the first page. */
export const cursorAfter = <T>(cursor: string | undefined, shape: z.ZodType<T>): T | null =>
  cursor === undefined ? null : decodeCursor(cursor, shape);

/** A page fetcher that takes `undefined` (not null) for the first page. */
export type FetchPage<T> = (cursor: string | undefined, limit: number) => Promise<Page<T>>;

/** sendList for a list the spec's call tables name: the whole array without `limit`. */
export const sendWholeOrPage = <T>(
  request: FastifyRequest,
  reply: FastifyReply,
  query: PageQuery,
  fetchPage: FetchPage<T>,
) =>
  sendList(request, reply, query, (cursor, limit) => fetchPage(cursor ?? undefined, limit), {
    whole: true,
  });

/** sendList for any other list: one page (PAGE_LIMIT_DEFAULT rows unless asked). */
export const sendPaged = <T>(
  request: FastifyRequest,
  reply: FastifyReply,
  query: PageQuery,
  fetchPage: FetchPage<T>,
) =>
  sendList(request, reply, query, (cursor, limit) => fetchPage(cursor ?? undefined, limit), {
    whole: false,
  });
