import type { QueryClient } from '@tanstack/react-query';
import type { ApiPage } from './api-page';
import type { PagedListData } from './use-paged-list';

/**
 * Pure edits of a paged list's cache (TanStack Query's InfiniteData of ApiPage), for optimistic
 * changes: each page keeps its place and its next-page link; the server's pages stay valid
 * because a cursor names the row after which the next page starts, not a count. The total
 * (X-Total-Count of the first page) follows additions and removals.
 */

/** Every row loaded so far, in order. */
export function pagedItems<T>(data: PagedListData<T> | undefined): T[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}

/** Whether every page of the list is loaded (the last one has no next link). */
export function isFullyLoaded<T>(data: PagedListData<T>): boolean {
  return data.pages.length === 0 || data.pages[data.pages.length - 1]!.next === null;
}

// Pages (and the whole cache) nothing changed in keep their identity: memoised rows and
// selectors see no change where there is none.
function withPages<T>(data: PagedListData<T>, pages: ApiPage<T>[], totalChange = 0) {
  if (totalChange === 0 && pages.every((page, i) => page === data.pages[i])) return data;
  const [first, ...rest] = pages;
  if (!first || totalChange === 0 || first.total === null) return { ...data, pages };
  return { ...data, pages: [{ ...first, total: Math.max(0, first.total + totalChange) }, ...rest] };
}

/** Each loaded row through `change` (same rows, same pages). */
export function mapPagedItems<T>(data: PagedListData<T>, change: (item: T) => T): PagedListData<T> {
  return withPages(
    data,
    data.pages.map((page) => {
      const items = page.items.map(change);
      return items.every((item, i) => item === page.items[i]) ? page : { ...page, items };
    }),
  );
}

/** Without the rows `remove` picks; the total drops by as many. */
export function removeFromPages<T>(
  data: PagedListData<T>,
  remove: (item: T) => boolean,
): PagedListData<T> {
  let removed = 0;
  const pages = data.pages.map((page) => {
    const items = page.items.filter((item) => !remove(item));
    removed += page.items.length - items.length;
    return items.length === page.items.length ? page : { ...page, items };
  });
  return withPages(data, pages, -removed);
}

/** With `item` first (a list whose newest row comes first). */
export function prependToPages<T>(data: PagedListData<T>, item: T): PagedListData<T> {
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return withPages(data, [{ ...first, items: [item, ...first.items] }, ...rest], 1);
}

/**
 * With `item` where `sortsBefore` puts it among the loaded rows; when it sorts after all of
 * them and more pages are still to come, it is left to the page that will bring it.
 */
export function insertInPages<T>(
  data: PagedListData<T>,
  item: T,
  sortsBefore: (item: T, other: T) => boolean,
): PagedListData<T> {
  const pages = data.pages.map((page) => ({ ...page, items: [...page.items] }));
  for (const page of pages) {
    const at = page.items.findIndex((other) => sortsBefore(item, other));
    if (at >= 0) {
      page.items.splice(at, 0, item);
      return withPages(data, pages, 1);
    }
  }
  const last = pages[pages.length - 1];
  if (last && last.next === null) last.items.push(item);
  return withPages(data, pages, 1);
}

/**
 * The loaded rows in a new order (`reorder` gets them all and returns them all), cut back into
 * pages of the same sizes.
 */
export function reorderPages<T>(
  data: PagedListData<T>,
  reorder: (items: T[]) => T[],
): PagedListData<T> {
  const ordered = reorder(pagedItems(data));
  let start = 0;
  const pages = data.pages.map((page) => {
    const items = ordered.slice(start, start + page.items.length);
    start += page.items.length;
    return { ...page, items };
  });
  return withPages(data, pages);
}

/** Applies `edit` to every cached page set of the list at `path` (every size and filter). */
export function editPagedLists<T>(
  queryClient: QueryClient,
  path: string,
  edit: (data: PagedListData<T>) => PagedListData<T>,
): void {
  queryClient.setQueriesData<PagedListData<T>>({ queryKey: [path] }, (data) =>
    data?.pages ? edit(data) : data,
  );
}

// By id, for mutations that answer with the changed row; each takes an absent cache as is.

/** The pages with row `id` changed in place, on whichever page holds it. */
export function replacedInPages<T extends { id: string }>(
  data: PagedListData<T> | undefined,
  id: string,
  change: (row: T) => T,
): PagedListData<T> | undefined {
  return data && mapPagedItems(data, (row) => (row.id === id ? change(row) : row));
}

/** The pages without row `id`, the total (when the server sent one) one less. */
export function removedFromPages<T extends { id: string }>(
  data: PagedListData<T> | undefined,
  id: string,
): PagedListData<T> | undefined {
  return data && removeFromPages(data, (row) => row.id === id);
}

/**
 * The pages with a new row at the end of a list ordered oldest first: on the last page when
 * every page is loaded, otherwise with the page that will bring it; the total counts it at once.
 */
export function appendedToPages<T extends { id: string }>(
  data: PagedListData<T> | undefined,
  row: T,
): PagedListData<T> | undefined {
  if (!data || pagedItems(data).some((item) => item.id === row.id)) return data;
  return insertInPages(data, row, () => false);
}

/**
 * The loaded pages with `fresh`, the first page read again, in its place, when it ends where the
 * loaded one did (its next link is the one the second page was read with): the later pages
 * still follow it, so they are kept as they are. Null when it does not (rows came or went
 * across the first page's end): then only `fresh` may be shown, and the rest read as scrolled.
 */
export function withFreshFirstPage<T>(
  data: PagedListData<T>,
  fresh: ApiPage<T>,
): PagedListData<T> | null {
  if (data.pages.length > 1 && fresh.next !== data.pageParams[1]) return null;
  return { ...data, pages: [fresh, ...data.pages.slice(1)] };
}
