// The list contract of DESIGN §3, checked the same way for every paged route: pages follow
// `Link: <…>; rel="next"` and concatenate to the whole list, the last page has no Link, a bad
// cursor and a limit over 500 are 400s, and rows inserted between two page reads neither
// repeat a row nor hide one that was there at the start.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { PAGE_LIMIT_MAX } from '../../shared/constants.js';

export interface PageRead {
  items: Record<string, unknown>[];
  next: string | null;
  total: string | undefined;
}

/** The `rel="next"` target of a Link header, or null. */
export function nextLinkOf(link: string | string[] | undefined): string | null {
  const value = Array.isArray(link) ? link.join(',') : link;
  // Our routes send one relation, rel="next"; read without a pattern (linear, lint-proof).
  if (!value?.trimEnd().endsWith('rel="next"')) return null;
  const open = value.indexOf('<');
  const close = value.indexOf('>', open);
  return open < 0 || close < 0 ? null : value.slice(open + 1, close);
}

/** One page of a list route, as `cookie` (or signed out) sees it; fails on anything but 200. */
export async function readPage(
  app: FastifyInstance,
  url: string,
  cookie?: string,
): Promise<PageRead> {
  const res = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  const total = res.headers['x-total-count'];
  return {
    items: res.json(),
    next: nextLinkOf(res.headers.link),
    total: total === undefined ? undefined : String(total),
  };
}

/** Every page of a list from `url`, following its Link headers. */
export async function readAllPages(
  app: FastifyInstance,
  url: string,
  cookie?: string,
): Promise<PageRead[]> {
  const pages: PageRead[] = [];
  let next: string | null = url;
  while (next) {
    const page: PageRead = await readPage(app, next, cookie);
    pages.push(page);
    next = page.next;
    if (pages.length > 10_000) throw new Error(`${url}: the pages never end`);
  }
  return pages;
}

/** Every row of a list, pages joined. */
export async function readWholeList<T = Record<string, unknown>>(
  app: FastifyInstance,
  path: string,
  cookie?: string,
  limit = PAGE_LIMIT_MAX,
): Promise<T[]> {
  const pages = await readAllPages(app, withQuery(path, { limit }), cookie);
  return pages.flatMap((page) => page.items) as T[];
}

/** `path` with more query parameters. */
export function withQuery(path: string, params: Record<string, string | number>): string {
  const url = new URL(path, 'http://test');
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, String(value));
  return `${url.pathname}${url.search}`;
}

export interface ContractOptions {
  app: FastifyInstance;
  /** The route with its own filters, without limit or cursor. */
  path: string;
  cookie?: string;
  /** The ids of the whole list in its order, as the test built it. */
  expectedIds: readonly string[];
  /** How a row names itself. */
  idOf?: (row: Record<string, unknown>) => string;
  /** The X-Total-Count the first page must carry, when the route sends one. */
  expectedTotal?: number;
  /** Adds rows that belong to the list (between two page reads). */
  insertRows: () => Promise<void>;
}

const defaultId = (row: Record<string, unknown>) => String(row.id);

/** Runs the whole contract against one list; at least five rows make the pages interesting. */
export async function expectPagedListContract(options: ContractOptions): Promise<void> {
  const { app, path, cookie, expectedIds } = options;
  const idOf = options.idOf ?? defaultId;
  expect(expectedIds.length, 'the contract needs a few rows').toBeGreaterThanOrEqual(5);

  // Pages of two concatenate to the whole list; only the last has no Link.
  const pages = await readAllPages(app, withQuery(path, { limit: 2 }), cookie);
  expect(pages.flatMap((page) => page.items.map(idOf))).toEqual(expectedIds);
  expect(pages.length).toBe(Math.ceil(expectedIds.length / 2));
  pages.forEach((page, index) => {
    expect(page.items.length).toBeLessThanOrEqual(2);
    expect(page.next === null).toBe(index === pages.length - 1);
  });
  if (options.expectedTotal !== undefined) {
    expect(pages[0]!.total).toBe(String(options.expectedTotal));
  }
  // One page big enough for everything has no Link.
  const one = await readPage(app, withQuery(path, { limit: PAGE_LIMIT_MAX }), cookie);
  expect([one.items.map(idOf), one.next]).toEqual([expectedIds, null]);

  // Refusals, with a stable code and nothing changed.
  const refuse = async (query: Record<string, string | number>) => {
    const res = await app.inject({
      method: 'GET',
      url: withQuery(path, query),
      headers: cookie ? { cookie } : {},
    });
    expect(res.statusCode, `${JSON.stringify(query)}: ${res.body}`).toBe(400);
    return res.json<{ code?: string }>();
  };
  const forged = Buffer.from(JSON.stringify(['not', 'a', 'key'])).toString('base64url');
  for (const cursor of ['not-a-cursor', forged, 'AAAA']) {
    expect((await refuse({ limit: 2, cursor })).code).toBe('pagination.invalidCursor');
  }
  await refuse({ limit: PAGE_LIMIT_MAX + 1 });
  await refuse({ limit: 0 });
  await refuse({ limit: 'many' });

  // Rows inserted between two page reads: none seen twice, none present at the start skipped.
  const first = await readPage(app, withQuery(path, { limit: 2 }), cookie);
  await options.insertRows();
  const rest = first.next ? await readAllPages(app, first.next, cookie) : [];
  const seen = [...first.items, ...rest.flatMap((page) => page.items)].map(idOf);
  expect(new Set(seen).size, 'a row came twice').toBe(seen.length);
  expect(seen.filter((id) => expectedIds.includes(id))).toEqual(expectedIds);
}
