import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { Lyrics } from '../../../../shared/schemas/lyrics';
import type { LyricsVersion } from '../../../../shared/schemas/lyrics-history';
import { apiFetch, apiRequest } from '../../../lib/api-client';
import { nextPageUrl } from '../../../lib/api-page';
import { useCreateMutation } from '../../../lib/use-create-mutation';
import { projectLyricsKey } from './lyrics';

/** One restorable version of a lyrics document (GET /api/lyrics/{id}/history). */
export type LyricsSnapshotEntry = LyricsVersion;

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
 * POST /api/lyrics/{id}/history/{versionId}/restore: the server applies it to the live document
 * (every open editor shows it) after keeping the current version, so a restore is undoable too.
 * Sent once per click (Idempotency-Key): a repeat would keep that version twice.
 */
export function useRestoreLyrics(projectId: string, lyricsId: string) {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: (versionId: string, idempotencyKey) =>
      apiRequest<Lyrics>(
        'POST',
        `${lyricsHistoryKey(lyricsId)[0]}/${encodeURIComponent(versionId)}/restore`,
        undefined,
        { idempotencyKey },
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: lyricsHistoryKey(lyricsId) });
      void queryClient.invalidateQueries({ queryKey: projectLyricsKey(projectId) });
    },
  });
}
