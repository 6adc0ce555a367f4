import type { QueryClient } from '@tanstack/react-query';
import type { Playlist, PlaylistSummary } from '../../../../shared/schemas/playlists';
import { summaryOf, withSummary } from '../lib/playlist-cache';
import { playlistKeys } from './playlist-queries';

/** The cached list and one cached playlist before an optimistic change, to roll back to. */
export interface PlaylistSnapshot {
  id: string;
  list: PlaylistSummary[] | undefined;
  detail: Playlist | undefined;
}

export function takeSnapshot(queryClient: QueryClient, id: string): PlaylistSnapshot {
  return {
    id,
    list: queryClient.getQueryData<PlaylistSummary[]>(playlistKeys.list),
    detail: queryClient.getQueryData<Playlist>(playlistKeys.detail(id)),
  };
}

/** Puts back what the failed change replaced (part 2 §4: "roll back on error"). */
export function restoreSnapshot(queryClient: QueryClient, snapshot: PlaylistSnapshot | undefined) {
  if (!snapshot) return;
  queryClient.setQueryData(playlistKeys.list, snapshot.list);
  queryClient.setQueryData(playlistKeys.detail(snapshot.id), snapshot.detail);
}

/** Shows a changed playlist in its page and in the list at once. */
export function showPlaylist(queryClient: QueryClient, playlist: Playlist) {
  queryClient.setQueryData(playlistKeys.detail(playlist.id), playlist);
  queryClient.setQueryData<PlaylistSummary[]>(
    playlistKeys.list,
    (list) => list && withSummary(list, summaryOf(playlist)),
  );
}

/** Applies `change` to the cached playlist (when it is cached) and its summary in the list. */
export function changeCachedPlaylist(
  queryClient: QueryClient,
  id: string,
  change: (playlist: Playlist) => Playlist,
) {
  const current = queryClient.getQueryData<Playlist>(playlistKeys.detail(id));
  if (current) showPlaylist(queryClient, change(current));
}
