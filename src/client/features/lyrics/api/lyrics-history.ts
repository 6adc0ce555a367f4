import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { Lyrics } from '../../../../shared/schemas/lyrics';
import { apiFetch, apiRequest } from '../../../lib/api-client';
import { nextPageUrl } from '../../../lib/api-page';
import { projectLyricsKey } from './lyrics';

/** One restorable version of a lyrics document (GET /api/lyrics/{id}/history). */
export interface LyricsSnapshotEntry {
  id: string;
  createdAt: string;
  /** Why it was kept: 'hourly' while edited, 'beforeRestore', or another the server names. */
  reason: string;
  /** Who wrote last before it, when the server knows. */
  byName?: string | null;
  /** Its first words, as plain text. */
  preview: string;
}

interface SnapshotPage {
  items: LyricsSnapshotEntry[];
  next: string | null;
}

const HISTORY_PAGE = 20;
export const lyricsHistoryKey = (lyricsId: string) => [`/api/lyrics/${lyricsId}/history`] as const;

/**
 * One page of the history. The next page is the `Link` header's (DESIGN §3), else the body's
 * `nextCursor`; the body is `{items, nextCursor}` or, as other lists, the rows alone.
 */
async function snapshotPage(lyricsId: string, url: string): Promise<SnapshotPage> {
  const response = await apiFetch('GET', url);
  const body = (await response.json()) as
    LyricsSnapshotEntry[] | { items: LyricsSnapshotEntry[]; nextCursor?: string | null };
  const items = Array.isArray(body) ? body : body.items;
  const cursor = Array.isArray(body) ? null : (body.nextCursor ?? null);
  const next =
    nextPageUrl(response.headers.get('link')) ??
    (cursor
      ? `${lyricsHistoryKey(lyricsId)[0]}?limit=${HISTORY_PAGE}&cursor=${encodeURIComponent(cursor)}`
      : null);
  return { items, next };
}

export const lyricsHistoryQuery = (lyricsId: string) =>
  infiniteQueryOptions({
    queryKey: lyricsHistoryKey(lyricsId),
    queryFn: ({ pageParam }) => snapshotPage(lyricsId, pageParam),
    initialPageParam: `${lyricsHistoryKey(lyricsId)[0]}?limit=${HISTORY_PAGE}`,
    getNextPageParam: (last) => last.next ?? undefined,
  });

/** The history while its dialog is open; newest first, as the server pages it. */
export function useLyricsHistory(lyricsId: string, enabled: boolean) {
  const query = useInfiniteQuery({ ...lyricsHistoryQuery(lyricsId), enabled });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  const loadMore = () => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  };
  return { ...query, items, loadMore };
}

/**
 * POST /api/lyrics/{id}/history/{snapshotId}/restore: the server applies it to the live document
 * (every open editor shows it) after keeping the current version, so a restore is undoable too.
 */
export function useRestoreLyrics(projectId: string, lyricsId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (snapshotId: string) =>
      apiRequest<Lyrics>(
        'POST',
        `${lyricsHistoryKey(lyricsId)[0]}/${encodeURIComponent(snapshotId)}/restore`,
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: lyricsHistoryKey(lyricsId) });
      void queryClient.invalidateQueries({ queryKey: projectLyricsKey(projectId) });
    },
  });
}
