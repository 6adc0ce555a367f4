import { describe, expect, it } from 'vitest';
import { appendedToPages, removedFromPages, replacedInPages } from './paged-cache';
import type { PagedListData } from './use-paged-list';

type Row = { id: string; name: string };
const row = (id: string): Row => ({ id, name: id });
/** Pages of rows; every page but the last points at a next one. `total` on the first. */
const pages = (total: number | null, ...lists: Row[][]): PagedListData<Row> => ({
  pages: lists.map((items, i) => ({
    items,
    next: i < lists.length - 1 ? `/next/${i}` : null,
    total: i === 0 ? total : null,
  })),
  pageParams: lists.map((_, i) => `/page/${i}`),
});
const ids = (data: PagedListData<Row> | undefined) =>
  data?.pages.map((page) => page.items.map((item) => item.id));

describe('editing cached pages', () => {
  it('changes a row on whichever page holds it, leaving the other pages as they were', () => {
    const data = pages(2, [row('a')], [row('b')]);
    const changed = replacedInPages(data, 'b', (r) => ({ ...r, name: 'B' }));
    expect(changed?.pages[1]?.items[0]?.name).toBe('B');
    expect(changed?.pages[0]).toBe(data.pages[0]);
  });

  it('removes a row from any page and counts one less', () => {
    const removed = removedFromPages(pages(3, [row('a'), row('b')], [row('c')]), 'c');
    expect(ids(removed)).toEqual([['a', 'b'], []]);
    expect(removed?.pages[0]?.total).toBe(2);
    const data = pages(1, [row('a')]);
    expect(removedFromPages(data, 'zzz')).toBe(data);
  });

  it('appends a new row to the last page only when every page is loaded', () => {
    const complete = appendedToPages(pages(2, [row('a')], [row('b')]), row('c'));
    expect(ids(complete)).toEqual([['a'], ['b', 'c']]);
    expect(complete?.pages[0]?.total).toBe(3);
    const partial = pages(5, [row('a')]);
    partial.pages[0]!.next = '/more';
    const waiting = appendedToPages(partial, row('z'));
    expect(ids(waiting)).toEqual([['a']]);
    expect(waiting?.pages[0]?.total).toBe(6);
  });

  it('leaves an empty cache empty and never adds a row twice', () => {
    expect(appendedToPages<Row>(undefined, row('a'))).toBeUndefined();
    const data = pages(1, [row('a')]);
    expect(appendedToPages(data, row('a'))).toBe(data);
  });
});
