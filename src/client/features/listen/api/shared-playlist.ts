import { useQuery } from '@tanstack/react-query';
import type { SharedPlaylist, SharedTrack } from '../../../../shared/schemas/playlists';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { pagedListQuery, usePagedList } from '../../../lib/use-paged-list';

/** The query key of one share link: keys are the URL they GET (part 1 §7). */
export const sharedPlaylistKey = (token: string) =>
  [`/api/listen/${encodeURIComponent(token)}`] as const;

/** A link that answers 404 is dead (made private or deleted): asking again cannot revive it. */
export function isDeadLink(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

const retryLive = (failureCount: number, error: Error) => !isDeadLink(error) && failureCount < 1;

/** GET /api/listen/{token}: a public playlist for anyone holding the link (no session needed). */
export function useSharedPlaylist(token: string) {
  return useQuery({
    queryKey: sharedPlaylistKey(token),
    queryFn: () => apiRequest<SharedPlaylist>('GET', sharedPlaylistKey(token)[0]),
    retry: retryLive,
  });
}

/** GET /api/listen/{token}/tracks in pages: its songs in order, fetched as the list scrolls. */
export function useSharedTracks(token: string, enabled: boolean) {
  return usePagedList({
    ...pagedListQuery<SharedTrack>(`${sharedPlaylistKey(token)[0]}/tracks`),
    retry: retryLive,
    enabled,
  });
}
