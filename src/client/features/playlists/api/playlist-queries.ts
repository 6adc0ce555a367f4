import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Playlist, PlaylistSummary } from '../../../../shared/schemas/playlists';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { isPlaylistMissing } from '../lib/playlist-rules';

/** Query keys are the URL they GET (part 1 §7); every playlist key starts with '/api/playlists'. */
export const playlistKeys = {
  list: ['/api/playlists'] as const,
  detail: (id: string) => [`/api/playlists/${id}`] as const,
};

/**
 * GET /api/playlists: the active profile's playlists, newest first. Part 2 §7 "no cache": always
 * refetched when shown, while the last answer stays on screen (and carries optimistic changes).
 */
export const playlistsQuery = queryOptions({
  queryKey: playlistKeys.list,
  queryFn: () => apiRequest<PlaylistSummary[]>('GET', playlistKeys.list[0]),
  staleTime: 0,
  refetchOnMount: 'always',
});

export function usePlaylists() {
  return useQuery(playlistsQuery);
}

/** GET /api/playlists/{id}: the playlist with its tracks by position. 404 and 401 are answers, not retried. */
export const playlistQuery = (id: string) =>
  queryOptions({
    queryKey: playlistKeys.detail(id),
    queryFn: () => apiRequest<Playlist>('GET', playlistKeys.detail(id)[0]),
    staleTime: 0,
    refetchOnMount: 'always',
    retry: (failures, error) =>
      failures < 1 &&
      !isPlaylistMissing(error) &&
      !(error instanceof ApiError && error.status === 401),
  });

export function usePlaylist(id: string, enabled = true) {
  return useQuery({ ...playlistQuery(id), enabled });
}

/** After any change: the list and every open playlist refetch. */
export async function invalidatePlaylists(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({
    predicate: (query) => String(query.queryKey[0]).startsWith(playlistKeys.list[0]),
  });
}

/** Stops in-flight reads of the list and of one playlist, so they cannot overwrite an optimistic change. */
export async function cancelPlaylistReads(queryClient: QueryClient, id: string): Promise<void> {
  await Promise.all([
    queryClient.cancelQueries({ queryKey: playlistKeys.list, exact: true }),
    queryClient.cancelQueries({ queryKey: playlistKeys.detail(id), exact: true }),
  ]);
}
