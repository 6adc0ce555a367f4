import type { PagedListData } from '../../../lib/use-paged-list';

/** The cached pages with the row `id` changed in place, wherever it is; the rest untouched. */
export function replacedInPages<T extends { id: string }>(
  data: PagedListData<T> | undefined,
  id: string,
  change: (row: T) => T,
): PagedListData<T> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.items.some((row) => row.id === id)
        ? { ...page, items: page.items.map((row) => (row.id === id ? change(row) : row)) }
        : page,
    ),
  };
}
