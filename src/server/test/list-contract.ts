import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { PAGE_LIMIT_MAX } from '../../shared/constants.js';

/** What a list test needs to read a route as one caller. */
export interface ListCaller {
  app: FastifyInstance;
  /** The route's first-page URL, with its own filters but without `limit` or `cursor`. */
  url: string;
  cookie: string;
}

const withParams = (url: string, params: Record<string, string | number>) => {
  const next = new URL(url, 'http://placeholder');
  for (const [name, value] of Object.entries(params)) next.searchParams.set(name, String(value));
  return `${next.pathname}${next.search}`;
};

/** The `rel="next"` target of a Link header, or null. */
export function nextLink(link: unknown): string | null {
  if (typeof link !== 'string') return null;
  return /<([^>]+)>;\s*rel="next"/.exec(link)?.[1] ?? null;
}

export async function getJson(caller: ListCaller, url: string) {
  const res = await caller.app.inject({ method: 'GET', url, headers: { cookie: caller.cookie } });
  return res;
}

/** Every page in turn from `limit` rows at a time, following `Link`; the ids of each page. */
export async function readPages(caller: ListCaller, limit: number): Promise<string[][]> {
  const pages: string[][] = [];
  let url: string | null = withParams(caller.url, { limit });
  while (url) {
    const res = await getJson(caller, url);
    expect(res.statusCode, res.body).toBe(200);
    pages.push(res.json<{ id: string }[]>().map((row) => row.id));
    url = nextLink(res.headers.link);
    // A guard against a cursor that never moves on.
    expect(pages.length).toBeLessThan(10_000);
  }
  return pages;
}

/** The ids of the whole list as one answer (no `limit`: the spec's whole array, or page one). */
export async function readWhole(caller: ListCaller): Promise<string[]> {
  const res = await getJson(caller, caller.url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: string }[]>().map((row) => row.id);
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

  const last = await getJson(caller, withParams(caller.url, { limit: expected.length }));
  expect(last.headers.link).toBeUndefined();

  for (const cursor of ['not-a-cursor', 'WzEsMl0', 'eyJhIjoxfQ']) {
    const bad = await getJson(caller, withParams(caller.url, { limit, cursor }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'pagination.invalidCursor' });
  }
  for (const badLimit of [PAGE_LIMIT_MAX + 1, 0, 'ten']) {
    const bad = await getJson(caller, withParams(caller.url, { limit: badLimit }));
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
  const before = await readWhole({ ...caller, url: withParams(caller.url, { limit: 500 }) });
  const first = await getJson(caller, withParams(caller.url, { limit }));
  const seen = first.json<{ id: string }[]>().map((row) => row.id);
  await insert();
  let url = nextLink(first.headers.link);
  while (url) {
    const res = await getJson(caller, url);
    expect(res.statusCode).toBe(200);
    seen.push(...res.json<{ id: string }[]>().map((row) => row.id));
    url = nextLink(res.headers.link);
  }
  expect(new Set(seen).size).toBe(seen.length);
  expect(before.filter((id) => !seen.includes(id))).toEqual([]);
}
