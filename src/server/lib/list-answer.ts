import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageQuery } from '../../shared/schemas/pagination.js';
import { pageLimit, type Page } from './pagination.js';
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

/**
 * Answers a page as DESIGN §3 says: a JSON array, `Link: <…>; rel="next"` (RFC 8288) when there
 * is more, `X-Total-Count` when known. The link is the request's own path and query with the
 * next cursor (and the limit used), relative, so it never depends on the Host header.
 */
export function sendPage<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  page: Page<T>,
  limit: number,
): FastifyReply {
  if (page.nextCursor) {
    const next = new URL(request.url, 'http://placeholder');
    next.searchParams.set('limit', String(limit));
    next.searchParams.set('cursor', page.nextCursor);
    reply.header('link', `<${next.pathname}${next.search}>; rel="next"`);
  }
  if (page.total !== undefined) reply.header('x-total-count', String(page.total));
  if (page.json !== undefined) return reply.type('application/json; charset=utf-8').send(page.json);
  return reply.send(page.items);
}

/** A chunk of a streamed array: rows, or rows already serialized as one JSON array. */
export type ArrayChunk = readonly unknown[] | { json: Buffer };

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/**
 * The whole list as one JSON array, written chunk by chunk as the database hands over pages:
 * no single step serializes more than one chunk, so a 10,000-song answer never holds the
 * event loop (the spec's whole-list routes, for clients that send no `limit`).
 */
export function sendJsonArrayStream(
  reply: FastifyReply,
  chunks: AsyncIterable<ArrayChunk>,
): FastifyReply {
  // Bytes, not strings: a string chunk is measured (Buffer.byteLength) and encoded again for
  // every write, which took a third of the server's time streaming cached 10,000-song lists.
  async function* body(): AsyncGenerator<Buffer> {
    yield OPEN;
    let first = true;
    for await (const chunk of chunks) {
      const json = 'json' in chunk ? chunk.json : Buffer.from(JSON.stringify(chunk));
      if (json.length <= 2) continue; // "[]"
      if (!first) yield COMMA;
      yield json.subarray(1, json.length - 1);
      first = false;
    }
    yield CLOSE;
  }
  // A byte stream reads ahead one chunk (16 KiB), not 16 chunks: no burst of writes per
  // connection in one turn of the event loop, and no pages read long before the socket wants them.
  return reply
    .type('application/json; charset=utf-8')
    .send(Readable.from(body(), { objectMode: false }));
}

/**
 * Every page of a keyset list in turn, for sendJsonArrayStream: `fetchPage(cursor)` returns a
 * page and the cursor after it (null after the last). A page already serialized (a cached one)
 * goes out as its bytes.
 */
export async function* allPages<T>(
  fetchPage: (cursor: string | null) => Promise<Page<T>>,
): AsyncGenerator<ArrayChunk> {
  let cursor: string | null = null;
  do {
    const page: Page<T> = await fetchPage(cursor);
    yield page.json !== undefined ? { json: page.json } : page.items;
    cursor = page.nextCursor;
  } while (cursor);
}
