import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  type InfiniteData,
  type QueryKey,
} from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { PAGE_LIMIT_DEFAULT } from '../../shared/constants';
import { apiRequestPage, listUrl, type ApiPage } from './api-page';

export type ListParams = Record<string, string | number | undefined>;

/** The cache of a paged list: its pages as fetched. */
export type PagedListData<T> = InfiniteData<ApiPage<T>, string>;

/**
 * Query options of a paged list route (DESIGN §3): pages follow the server's `Link` header.
 * The key starts with the route's path (keys are the URL they GET, part 1 §7), so every
 * invalidation by path reaches the paged lists too; `params` (search, sort) make their own key.
 */
export function pagedListQuery<T>(
  path: string,
  params: ListParams = {},
  limit = PAGE_LIMIT_DEFAULT,
) {
  return infiniteQueryOptions<ApiPage<T>, Error, PagedListData<T>, QueryKey, string>({
    queryKey: [path, { ...params, limit }],
    queryFn: ({ pageParam }) => apiRequestPage<T>(pageParam),
    initialPageParam: listUrl(path, { ...params, limit }),
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

/** How a paged list is cached and refreshed (the reason beside each use). */
export interface PagedListOptions {
  enabled?: boolean;
  staleTime?: number;
  gcTime?: number;
  refetchOnMount?: boolean | 'always';
  /** While new search or sort results load, keep showing the last ones. */
  keepPrevious?: boolean;
}

/**
 * A paged list as one array (the pages fetched so far), with its total when the server sent
 * one, and `loadMore` for the list to call as it nears its end.
 */
export function usePagedList<T>(
  list: ReturnType<typeof pagedListQuery<T>>,
  { keepPrevious = false, ...options }: PagedListOptions = {},
) {
  const query = useInfiniteQuery({
    ...list,
    ...options,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
  const { data, hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  const items = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data]);
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  /**
   * Every page, fetched in turn, for an action on the whole of a list the server bounds (a
   * playlist's "Play all": at most PLAYLIST_TRACKS_MAX songs); never for an unbounded list.
   */
  const loadAll = useCallback(async (): Promise<T[]> => {
    let pages = data?.pages ?? [];
    let more = hasNextPage;
    while (more) {
      const next = await fetchNextPage();
      if (next.isError) throw next.error;
      pages = next.data?.pages ?? pages;
      more = next.hasNextPage;
    }
    return pages.flatMap((page) => page.items);
  }, [data, hasNextPage, fetchNextPage]);
  return { ...query, items, total: data?.pages[0]?.total ?? null, loadMore, loadAll };
}

/** How close to the end of what is loaded a list asks for the next page, in rows. */
export const LOAD_MORE_THRESHOLD = 20;

/**
 * Calls `loadMore` when the last row on screen is within LOAD_MORE_THRESHOLD rows of the end of
 * what is loaded: virtualized lists fetch their next page as they scroll.
 */
export function useLoadMoreNearEnd(lastVisibleIndex: number, count: number, loadMore?: () => void) {
  useEffect(() => {
    if (loadMore && count > 0 && lastVisibleIndex >= count - LOAD_MORE_THRESHOLD) loadMore();
  }, [lastVisibleIndex, count, loadMore]);
}
