import { describe, expect, it } from 'vitest';
import type { PagedListData } from '../../../lib/use-paged-list';
import { replacedInPages } from './paged-rows';

type Row = { id: string; role: string };
const pages = (...lists: Row[][]): PagedListData<Row> => ({
  pages: lists.map((items) => ({ items, next: null, total: null })),
  pageParams: lists.map((_, i) => `/page/${i}`),
});

describe('changing a row in cached pages', () => {
  it('changes it on whichever page holds it and keeps the other pages as they were', () => {
    const data = pages([{ id: 'a', role: 'viewer' }], [{ id: 'b', role: 'viewer' }]);
    const changed = replacedInPages(data, 'b', (row) => ({ ...row, role: 'collaborator' }));
    expect(changed?.pages.map((page) => page.items)).toEqual([
      [{ id: 'a', role: 'viewer' }],
      [{ id: 'b', role: 'collaborator' }],
    ]);
    expect(changed?.pages[0]).toBe(data.pages[0]);
  });
  it('leaves an empty cache empty', () => {
    expect(replacedInPages<Row>(undefined, 'a', (row) => row)).toBeUndefined();
  });
});
