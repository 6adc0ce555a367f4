import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  editPagedLists,
  insertInPages,
  isFullyLoaded,
  mapPagedItems,
  pagedItems,
  prependToPages,
  removeFromPages,
  reorderPages,
  appendedToPages,
  removedFromPages,
  replacedInPages,
  withFreshFirstPage,
} from './paged-cache';
import type { PagedListData } from './use-paged-list';

/** Pages of numbers: sizes as given, the last with or without a next link. */
function pages(sizes: number[][], more = false, total: number | null = 9): PagedListData<number> {
  return {
    pageParams: sizes.map((_, index) => `/list?page=${index}`),
    pages: sizes.map((items, index) => ({
      items,
      next: index < sizes.length - 1 || more ? `/list?after=${items.at(-1)}` : null,
      total: index === 0 ? total : null,
    })),
  };
}

const before = (a: number, b: number) => a < b;

describe('paged list cache edits', () => {
  it('reads every loaded row and knows whether the list is complete', () => {
    expect(pagedItems(pages([[1, 2], [3]]))).toEqual([1, 2, 3]);
    expect(pagedItems(undefined)).toEqual([]);
    expect(isFullyLoaded(pages([[1, 2], [3]]))).toBe(true);
    expect(isFullyLoaded(pages([[1, 2]], true))).toBe(false);
  });

  it('removes rows from whichever page holds them and lowers the total', () => {
    const data = removeFromPages(
      pages([
        [1, 2],
        [3, 4],
      ]),
      (n) => n === 3,
    );
    expect(data.pages.map((page) => page.items)).toEqual([[1, 2], [4]]);
    expect(data.pages[0]!.total).toBe(8);
    expect(data.pages[1]!.next).toBeNull();
    expect(removeFromPages(pages([[1]]), () => false).pages[0]!.total).toBe(9);
  });

  it('puts a new row first, or in its sorted place among the loaded rows', () => {
    expect(prependToPages(pages([[2, 3]]), 1).pages[0]).toMatchObject({
      items: [1, 2, 3],
      total: 10,
    });
    const placed = insertInPages(
      pages([
        [1, 4],
        [6, 8],
      ]),
      5,
      before,
    );
    expect(placed.pages.map((page) => page.items)).toEqual([
      [1, 4],
      [5, 6, 8],
    ]);
    // After every loaded row: the last page takes it only when no page is still to come.
    expect(pagedItems(insertInPages(pages([[1, 2]]), 9, before))).toEqual([1, 2, 9]);
    const waiting = insertInPages(pages([[1, 2]], true), 9, before);
    expect([pagedItems(waiting), waiting.pages[0]!.total]).toEqual([[1, 2], 10]);
  });

  it('reorders across pages and keeps each page’s size and link', () => {
    const data = reorderPages(
      pages(
        [
          [1, 2],
          [3, 4],
        ],
        true,
      ),
      (items) => [...items].reverse(),
    );
    expect(data.pages.map((page) => page.items)).toEqual([
      [4, 3],
      [2, 1],
    ]);
    expect(data.pages[1]!.next).toBe('/list?after=4');
    expect(mapPagedItems(pages([[1], [2]]), (n) => n * 10).pages[1]!.items).toEqual([20]);
  });

  it('edits every cached size and filter of one list, and nothing else', () => {
    const client = new QueryClient();
    client.setQueryData(['/list', { limit: 2 }], pages([[1, 2]]));
    client.setQueryData(['/list', { limit: 5, q: 'x' }], pages([[2, 3]]));
    client.setQueryData(['/other'], pages([[2]]));
    editPagedLists<number>(client, '/list', (data) => removeFromPages(data, (n) => n === 2));
    expect(pagedItems(client.getQueryData(['/list', { limit: 2 }]))).toEqual([1]);
    expect(pagedItems(client.getQueryData(['/list', { limit: 5, q: 'x' }]))).toEqual([3]);
    expect(pagedItems(client.getQueryData(['/other']))).toEqual([2]);
  });
});

type Row = { id: string; name: string };
const namedRow = (id: string): Row => ({ id, name: id });
/** Pages of rows; every page but the last points at a next one. `total` on the first. */
const rowPages = (total: number | null, ...lists: Row[][]): PagedListData<Row> => ({
  pages: lists.map((items, i) => ({
    items,
    next: i < lists.length - 1 ? `/next/${i}` : null,
    total: i === 0 ? total : null,
  })),
  pageParams: lists.map((_, i) => `/page/${i}`),
});
const pageIds = (data: PagedListData<Row> | undefined) =>
  data?.pages.map((page) => page.items.map((item) => item.id));

describe('editing cached pages', () => {
  it('changes a row on whichever page holds it, leaving the other pages as they were', () => {
    const data = rowPages(2, [namedRow('a')], [namedRow('b')]);
    const changed = replacedInPages(data, 'b', (r) => ({ ...r, name: 'B' }));
    expect(changed?.pages[1]?.items[0]?.name).toBe('B');
    expect(changed?.pages[0]).toBe(data.pages[0]);
  });

  it('removes a row from any page and counts one less', () => {
    const removed = removedFromPages(
      rowPages(3, [namedRow('a'), namedRow('b')], [namedRow('c')]),
      'c',
    );
    expect(pageIds(removed)).toEqual([['a', 'b'], []]);
    expect(removed?.pages[0]?.total).toBe(2);
    const data = rowPages(1, [namedRow('a')]);
    expect(removedFromPages(data, 'zzz')).toBe(data);
  });

  it('appends a new row to the last page only when every page is loaded', () => {
    const complete = appendedToPages(rowPages(2, [namedRow('a')], [namedRow('b')]), namedRow('c'));
    expect(pageIds(complete)).toEqual([['a'], ['b', 'c']]);
    expect(complete?.pages[0]?.total).toBe(3);
    const partial = rowPages(5, [namedRow('a')]);
    partial.pages[0]!.next = '/more';
    const waiting = appendedToPages(partial, namedRow('z'));
    expect(pageIds(waiting)).toEqual([['a']]);
    expect(waiting?.pages[0]?.total).toBe(6);
  });

  it('leaves an empty cache empty and never adds a row twice', () => {
    expect(appendedToPages<Row>(undefined, namedRow('a'))).toBeUndefined();
    const data = rowPages(1, [namedRow('a')]);
    expect(appendedToPages(data, namedRow('a'))).toBe(data);
  });
});

describe('withFreshFirstPage', () => {
  // As the paged lists read them: each page after the first is read at the previous one's next.
  const loaded: PagedListData<number> = {
    pageParams: ['/list', '/list?after=2'],
    pages: [
      { items: [1, 2], next: '/list?after=2', total: 4 },
      { items: [3, 4], next: null, total: null },
    ],
  };

  it('puts the fresh first page in place and keeps the later ones when it ends where it did', () => {
    const fresh = { items: [1, 2], next: '/list?after=2', total: 5 };
    expect(withFreshFirstPage(loaded, fresh)).toEqual({
      ...loaded,
      pages: [fresh, loaded.pages[1]],
    });
  });

  it('answers null when rows crossed the first page’s end', () => {
    expect(
      withFreshFirstPage(loaded, { items: [0, 1], next: '/list?after=1', total: 5 }),
    ).toBeNull();
  });
});
