import type { PagedListData } from './use-paged-list';

/**
 * Edits of a paged list's cache (the pages an infinite query holds), for mutations that answer
 * with the changed row: the row changes where it is, leaves, or joins the end of the list.
 */

/** The pages with row `id` changed in place, on whichever page holds it. */
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

/** The pages without row `id`, the total (when the server sent one) one less. */
export function removedFromPages<T extends { id: string }>(
  data: PagedListData<T> | undefined,
  id: string,
): PagedListData<T> | undefined {
  if (!data || !data.pages.some((page) => page.items.some((row) => row.id === id))) return data;
  return {
    ...data,
    pages: data.pages.map((page, index) => ({
      ...page,
      items: page.items.filter((row) => row.id !== id),
      total: index === 0 && page.total !== null ? Math.max(0, page.total - 1) : page.total,
    })),
  };
}

/**
 * The pages with a new row at the end of a list ordered oldest first: on the last page when every
 * page is loaded; otherwise it arrives with the page that holds it. The total counts it at once.
 */
export function appendedToPages<T extends { id: string }>(
  data: PagedListData<T> | undefined,
  row: T,
): PagedListData<T> | undefined {
  if (!data || data.pages.length === 0) return data;
  if (data.pages.some((page) => page.items.some((item) => item.id === row.id))) return data;
  const lastIndex = data.pages.length - 1;
  const complete = data.pages[lastIndex]!.next === null;
  return {
    ...data,
    pages: data.pages.map((page, index) => ({
      ...page,
      items: complete && index === lastIndex ? [...page.items, row] : page.items,
      total: index === 0 && page.total !== null ? page.total + 1 : page.total,
    })),
  };
}
