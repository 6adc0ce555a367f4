import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  Playlist,
  PlaylistSummary,
  PlaylistTrack,
} from '../../../../shared/schemas/playlists';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { pagedListQuery, usePagedList } from '../../../lib/use-paged-list';
import { isPlaylistMissing } from '../lib/playlist-rules';

/**
 * Query keys start with the URL they GET (part 1 §7); every playlist key starts with
 * '/api/playlists'. The list and a playlist's songs are paged (DESIGN §3): their keys add the
 * page size after the path.
 */
export const playlistKeys = {
  list: ['/api/playlists'] as const,
  detail: (id: string) => [`/api/playlists/${id}`] as const,
  tracks: (id: string) => [`/api/playlists/${id}/tracks`] as const,
};

/**
 * GET /api/playlists in pages: the active profile's playlists, newest first. Part 2 §7 "no
 * cache": always refetched when shown, while the last answer stays on screen (and carries
 * optimistic changes).
 */
export const playlistsQuery = {
  ...pagedListQuery<PlaylistSummary>(playlistKeys.list[0]),
  staleTime: 0,
  refetchOnMount: 'always' as const,
  enabled: true,
};

/** The playlists loaded so far as one array, and how to load the next page. */
export interface LoadedPlaylists {
  /** Undefined until the first page arrives. */
  data: PlaylistSummary[] | undefined;
  /** How many there are in all (X-Total-Count), once known. */
  total: number | null;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  loadMore: () => void;
  /** Asks again for a next page that failed (loadMore waits while the list is in error). */
  fetchNextPage: () => void;
}

/** The profile's playlists, a page at a time (the grid and the Add to Playlist menus). */
export function usePlaylists(): LoadedPlaylists {
  const paged = usePagedList(playlistsQuery);
  return {
    data: paged.data ? paged.items : undefined,
    total: paged.total,
    isError: paged.isError,
    isFetching: paged.isFetching,
    refetch: paged.refetch,
    hasNextPage: paged.hasNextPage,
    isFetchingNextPage: paged.isFetchingNextPage,
    isFetchNextPageError: paged.isFetchNextPageError,
    loadMore: paged.loadMore,
    fetchNextPage: () => void paged.fetchNextPage(),
  };
}

/** 404 and 401 are answers, not retried. */
const retryPlaylist = (failures: number, error: Error) =>
  failures < 1 && !isPlaylistMissing(error) && !(error instanceof ApiError && error.status === 401);

/** GET /api/playlists/{id}: the playlist without its songs (they come in pages). */
export const playlistQuery = (id: string) =>
  queryOptions({
    queryKey: playlistKeys.detail(id),
    queryFn: () => apiRequest<Playlist>('GET', playlistKeys.detail(id)[0]),
    staleTime: 0,
    refetchOnMount: 'always',
    retry: retryPlaylist,
  });

export function usePlaylist(id: string, enabled = true) {
  return useQuery({ ...playlistQuery(id), enabled });
}

/** GET /api/playlists/{id}/tracks in pages: the playlist's songs in order, fetched as it scrolls. */
export const playlistTracksQuery = (id: string, enabled = true) => ({
  ...pagedListQuery<PlaylistTrack>(playlistKeys.tracks(id)[0]),
  staleTime: 0,
  refetchOnMount: 'always' as const,
  retry: retryPlaylist,
  enabled,
});

export function usePlaylistTracks(id: string, enabled = true) {
  return usePagedList(playlistTracksQuery(id, enabled));
}

/** After any change: the list and every open playlist (and its songs) refetch. */
export async function invalidatePlaylists(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({
    predicate: (query) => String(query.queryKey[0]).startsWith(playlistKeys.list[0]),
  });
}

/** Stops in-flight reads of the list and of one playlist, so they cannot overwrite an optimistic change. */
export async function cancelPlaylistReads(queryClient: QueryClient, id: string): Promise<void> {
  await Promise.all([
    queryClient.cancelQueries({ queryKey: playlistKeys.list }),
    queryClient.cancelQueries({ queryKey: playlistKeys.detail(id), exact: true }),
    queryClient.cancelQueries({ queryKey: playlistKeys.tracks(id) }),
  ]);
}
