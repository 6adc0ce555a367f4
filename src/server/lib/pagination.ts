import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
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

/** The sort key in a cursor, checked against the list's own shape; 400 for anything else. */
export function decodeCursor<T>(cursor: string, shape: z.ZodType<T>): T {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const parsed = shape.safeParse(value);
  if (!parsed.success) throw invalidCursor();
  return parsed.data;
}

const invalidCursor = () =>
  new HttpError(400, INVALID_CURSOR, { cursor: INVALID_CURSOR }, 'pagination.invalidCursor');

/** The page size asked for, or the default. */
export const pageLimit = (limit: number | undefined) => limit ?? PAGE_LIMIT_DEFAULT;

/**
 * A page from rows fetched with `limit + 1` (one more than asked tells whether there is a next
 * page without counting): the first `limit` rows, and a cursor after the last of them.
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
