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

function withPages<T>(data: PagedListData<T>, pages: ApiPage<T>[], totalChange = 0) {
  const [first, ...rest] = pages;
  if (!first) return { ...data, pages };
  const total = first.total === null ? null : Math.max(0, first.total + totalChange);
  return { ...data, pages: [{ ...first, total }, ...rest] };
}

/** Each loaded row through `change` (same rows, same pages). */
export function mapPagedItems<T>(data: PagedListData<T>, change: (item: T) => T): PagedListData<T> {
  return withPages(
    data,
    data.pages.map((page) => ({ ...page, items: page.items.map(change) })),
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
    return { ...page, items };
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
