import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type {
  Playlist,
  PlaylistSummary,
  PlaylistTrack,
} from '../../../../shared/schemas/playlists';
import { editPagedLists, mapPagedItems } from '../../../lib/paged-cache';
import type { PagedListData } from '../../../lib/use-paged-list';
import { playlistKeys } from './playlist-queries';

/** Every cached query an optimistic change to one playlist may touch, as it was before. */
export interface PlaylistSnapshot {
  entries: [QueryKey, unknown][];
}

export function takeSnapshot(queryClient: QueryClient, id: string): PlaylistSnapshot {
  return {
    entries: [
      ...queryClient.getQueriesData({ queryKey: playlistKeys.list }),
      ...queryClient.getQueriesData({ queryKey: playlistKeys.detail(id), exact: true }),
      ...queryClient.getQueriesData({ queryKey: playlistKeys.tracks(id) }),
    ],
  };
}

/** Puts back what the failed change replaced (part 2 §4: "roll back on error"). */
export function restoreSnapshot(queryClient: QueryClient, snapshot: PlaylistSnapshot | undefined) {
  for (const [key, data] of snapshot?.entries ?? []) queryClient.setQueryData(key, data);
}

/** Applies `change` to one playlist's summary wherever it is cached: its page and the lists. */
export function changeCachedSummary(
  queryClient: QueryClient,
  id: string,
  change: (summary: PlaylistSummary) => PlaylistSummary,
) {
  queryClient.setQueryData<Playlist>(playlistKeys.detail(id), (playlist) =>
    playlist ? change(playlist) : playlist,
  );
  editPagedLists<PlaylistSummary>(queryClient, playlistKeys.list[0], (data) =>
    mapPagedItems(data, (summary) => (summary.id === id ? change(summary) : summary)),
  );
}

/** Shows a changed playlist in its page and in the lists at once. */
export function showPlaylist(queryClient: QueryClient, playlist: Playlist) {
  changeCachedSummary(queryClient, playlist.id, () => playlist);
}

/** Applies `edit` to the cached pages of one playlist's songs. */
export function editCachedTracks(
  queryClient: QueryClient,
  id: string,
  edit: (data: PagedListData<PlaylistTrack>) => PagedListData<PlaylistTrack>,
) {
  editPagedLists(queryClient, playlistKeys.tracks(id)[0], edit);
}
