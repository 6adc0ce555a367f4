import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { PAGE_LIMIT_MAX } from '../../shared/constants.js';
import {
  nextLinkOf,
  readAllPages,
  readPage,
  withQuery,
  type PageRead,
} from './paged-list-contract.js';

// The list contract (paged-list-contract.ts) read as one caller with the route's URL, the form
// the notification, admin, member and credit list tests use: ids only, limits given.

/** What a list test needs to read a route as one caller. */
export interface ListCaller {
  app: FastifyInstance;
  /** The route's first-page URL, with its own filters but without `limit` or `cursor`. */
  url: string;
  cookie: string;
}

const idsOf = (page: PageRead) => (page.items as Array<{ id: string }>).map((row) => row.id);

/** The `rel="next"` target of a Link header, or null. */
export const nextLink = (link: unknown) => nextLinkOf(typeof link === 'string' ? link : undefined);

export const getJson = (caller: ListCaller, url: string) =>
  caller.app.inject({ method: 'GET', url, headers: { cookie: caller.cookie } });

/** Every page in turn from `limit` rows at a time, following `Link`; the ids of each page. */
export async function readPages(caller: ListCaller, limit: number): Promise<string[][]> {
  const pages = await readAllPages(caller.app, withQuery(caller.url, { limit }), caller.cookie);
  return pages.map(idsOf);
}

/** The ids of the whole list as one answer (no `limit`: the spec's whole array, or page one). */
export async function readWhole(caller: ListCaller): Promise<string[]> {
  return idsOf(await readPage(caller.app, caller.url, caller.cookie));
}

/**
 * DESIGN §3's contract on one list route, for a caller who may read it and a list of at least
 * `limit * 2 + 1` rows: the pages concatenate to `expected` (in that order), every page but the
 * last carries `Link` and the last none, a forged cursor and a limit over the maximum are 400s.
 */
export async function expectPageContract(caller: ListCaller, expected: string[], limit = 2) {
  expect(expected.length).toBeGreaterThan(limit * 2);
  const pages = await readPages(caller, limit);
  expect(pages.flat()).toEqual(expected);
  expect(pages.slice(0, -1).every((page) => page.length === limit)).toBe(true);
  expect(pages.at(-1)!.length).toBeGreaterThan(0);

  const last = await getJson(caller, withQuery(caller.url, { limit: expected.length }));
  expect(last.headers.link).toBeUndefined();

  for (const cursor of ['not-a-cursor', 'WzEsMl0', 'eyJhIjoxfQ']) {
    const bad = await getJson(caller, withQuery(caller.url, { limit, cursor }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'pagination.invalidCursor' });
  }
  for (const badLimit of [PAGE_LIMIT_MAX + 1, 0, 'ten']) {
    const bad = await getJson(caller, withQuery(caller.url, { limit: badLimit }));
    expect(bad.statusCode).toBe(400);
  }
}

/**
 * Rows added between two page reads never make a page repeat a row or skip one that was there
 * from the start: read the first page, let `insert` add rows, read on to the end.
 */
export async function expectStableAcrossInserts(
  caller: ListCaller,
  insert: () => Promise<unknown>,
  limit = 2,
) {
  const before = await readWhole({ ...caller, url: withQuery(caller.url, { limit: 500 }) });
  const first = await readPage(caller.app, withQuery(caller.url, { limit }), caller.cookie);
  await insert();
  const rest = first.next ? await readAllPages(caller.app, first.next, caller.cookie) : [];
  const seen = [first, ...rest].flatMap(idsOf);
  expect(new Set(seen).size).toBe(seen.length);
  expect(before.filter((id) => !seen.includes(id))).toEqual([]);
}
