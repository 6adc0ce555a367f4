import type { Query, QueryClient } from '@tanstack/react-query';
import type { ApiPage } from '../../../lib/api-page';
import { withFreshFirstPage } from '../../../lib/paged-cache';
import type { PagedListData } from '../../../lib/use-paged-list';
import {
  isProjectItself,
  parseProjectEvent,
  staleAfterReconnect,
  staleQueriesOf,
  type KeyTest,
} from '../lib/project-event-queries';

const isInfinite = (data: unknown): data is PagedListData<unknown> =>
  typeof data === 'object' &&
  data !== null &&
  Array.isArray((data as PagedListData<unknown>).pages) &&
  Array.isArray((data as PagedListData<unknown>).pageParams);

/**
 * A paged list on screen with more than its first page loaded: that page alone is read again
 * and put in place of the loaded one, the later pages kept when they still follow it, else
 * dropped (they are read again as the list scrolls). TanStack Query would refetch every loaded
 * page in turn; a live event costs one request per list. False when it could not be read.
 */
async function refreshFirstPage(queryClient: QueryClient, query: Query): Promise<boolean> {
  const data = query.state.data as PagedListData<unknown>;
  const read = query.options.queryFn;
  if (typeof read !== 'function') return false;
  try {
    // The paged lists' query function reads the page at `pageParam` (use-paged-list.ts).
    const fresh = (await read({
      client: queryClient,
      queryKey: query.queryKey,
      pageParam: data.pageParams[0],
      signal: new AbortController().signal,
      meta: query.meta,
      direction: 'forward',
    })) as ApiPage<unknown>;
    const now = queryClient.getQueryData<PagedListData<unknown>>(query.queryKey) ?? data;
    queryClient.setQueryData(
      query.queryKey,
      withFreshFirstPage(now, fresh) ?? { pages: [fresh], pageParams: now.pageParams.slice(0, 1) },
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * Marks the queries `test` picks stale; those on screen refetch now. A paged list refetches its
 * first page only (refreshFirstPage); one not on screen keeps only its first page, so that it
 * too reads one page when next shown.
 */
export async function refreshQueries(queryClient: QueryClient, test: KeyTest): Promise<void> {
  const picked = (query: Query) => test(String(query.queryKey[0]));
  const patched = new Set<string>();
  await Promise.all(
    queryClient
      .getQueryCache()
      .findAll({ predicate: picked })
      .map(async (query) => {
        const data = query.state.data;
        if (!isInfinite(data) || data.pages.length < 2) return;
        if (query.isActive() && (await refreshFirstPage(queryClient, query))) {
          patched.add(query.queryHash);
          return;
        }
        queryClient.setQueryData(query.queryKey, {
          pages: data.pages.slice(0, 1),
          pageParams: data.pageParams.slice(0, 1),
        });
      }),
  );
  await queryClient.invalidateQueries({
    predicate: (query) => picked(query) && !patched.has(query.queryHash),
  });
}

/**
 * A pushed `project` event (its `data`): the queries it names are read again. A change of
 * members or of the project itself reads the project first, alone: the caller's role (or the
 * project's absence) decides what the page may still show, and a removed member's page should
 * close at once, not after a dozen other refetches that will all be refused.
 */
export async function refreshForProjectEvent(
  queryClient: QueryClient,
  data: unknown,
): Promise<void> {
  const event = parseProjectEvent(data);
  if (!event) return;
  const stale = staleQueriesOf(event);
  if (event.kind !== 'members' && event.kind !== 'project') {
    return refreshQueries(queryClient, stale);
  }
  const itself = isProjectItself(event.projectId);
  await refreshQueries(queryClient, itself);
  // Refused: the page is closing; the rest would be refused too.
  if (queryClient.getQueryState([`/api/projects/${event.projectId}`])?.status === 'error') return;
  await refreshQueries(queryClient, (key) => !itself(key) && stale(key));
}

/** After a reconnect: whatever of any project changed meanwhile is read again. */
export const refreshAfterReconnect = (queryClient: QueryClient) =>
  refreshQueries(queryClient, staleAfterReconnect);
