import type { InfiniteData, Query, QueryClient } from '@tanstack/react-query';
import {
  isProjectItself,
  parseProjectEvent,
  staleAfterReconnect,
  staleQueriesOf,
  type KeyTest,
} from '../lib/project-event-queries';

const isInfinite = (data: unknown): data is InfiniteData<unknown, unknown> =>
  typeof data === 'object' &&
  data !== null &&
  Array.isArray((data as InfiniteData<unknown>).pages) &&
  Array.isArray((data as InfiniteData<unknown>).pageParams);

/**
 * Marks the queries `test` picks stale; those on screen refetch now. A paged list keeps only its
 * first page before it refetches: TanStack Query refetches every loaded page of an infinite
 * query in turn, and a live event must cost one request per list, not one per page scrolled.
 */
export async function refreshQueries(queryClient: QueryClient, test: KeyTest): Promise<void> {
  const predicate = (query: Query) => test(String(query.queryKey[0]));
  for (const query of queryClient.getQueryCache().findAll({ predicate })) {
    const data = query.state.data;
    if (isInfinite(data) && data.pages.length > 1) {
      queryClient.setQueryData(query.queryKey, {
        pages: data.pages.slice(0, 1),
        pageParams: data.pageParams.slice(0, 1),
      });
    }
  }
  await queryClient.invalidateQueries({ predicate });
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
