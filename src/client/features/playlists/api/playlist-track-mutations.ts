import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AudioFile } from '../../../../shared/schemas/audio';
import type {
  Playlist,
  PlaylistSummary,
  PlaylistTrack,
} from '../../../../shared/schemas/playlists';
import { apiRequest } from '../../../lib/api-client';
import {
  inTrackOrder,
  pendingTrack,
  pendingTrackId,
  withoutTrack,
  withSongCounted,
  withTrackAppended,
  withTrackConfirmed,
} from '../lib/playlist-cache';
import { cancelPlaylistReads, invalidatePlaylists, playlistKeys } from './playlist-queries';
import {
  changeCachedPlaylist,
  restoreSnapshot,
  showPlaylist,
  takeSnapshot,
} from './playlist-snapshot';

/** Every change to a playlist's songs shares this key, so only the last one to finish refetches. */
const TRACK_CHANGES = ['playlist-tracks'] as const;

/**
 * Refetches once the last of several quick changes (a run of adds, drags in a row) is done:
 * an earlier answer must not overwrite the optimistic state of a later change still on its way.
 */
async function refetchWhenLast(queryClient: QueryClient) {
  if (queryClient.isMutating({ mutationKey: TRACK_CHANGES }) === 1) {
    await invalidatePlaylists(queryClient);
  }
}

export interface AddTrackInput {
  playlistId: string;
  song: AudioFile;
}

/**
 * POST /api/playlists/{id}/tracks: the playlist counts the song at once (in the list and, when
 * open, as the last row) and rolls back if the server refuses (409 when it is already there).
 */
export function useAddPlaylistTrack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: TRACK_CHANGES,
    mutationFn: ({ playlistId, song }: AddTrackInput) =>
      apiRequest<PlaylistTrack>('POST', `${playlistKeys.detail(playlistId)[0]}/tracks`, {
        audioFileId: song.id,
      }),
    onMutate: async ({ playlistId, song }) => {
      await cancelPlaylistReads(queryClient, playlistId);
      const snapshot = takeSnapshot(queryClient, playlistId);
      queryClient.setQueryData<PlaylistSummary[]>(
        playlistKeys.list,
        (list) => list && withSongCounted(list, playlistId, song),
      );
      queryClient.setQueryData<Playlist>(
        playlistKeys.detail(playlistId),
        (playlist) =>
          playlist &&
          withTrackAppended(playlist, pendingTrack(playlist, song, new Date().toISOString())),
      );
      return snapshot;
    },
    onSuccess: (track, { playlistId, song }) =>
      queryClient.setQueryData<Playlist>(
        playlistKeys.detail(playlistId),
        (playlist) => playlist && withTrackConfirmed(playlist, pendingTrackId(song.id), track),
      ),
    onError: (_error, _input, snapshot) => restoreSnapshot(queryClient, snapshot),
    onSettled: () => refetchWhenLast(queryClient),
  });
}

/** DELETE /api/playlists/{id}/tracks/{trackId}: gone at once, back if the server refuses. */
export function useRemovePlaylistTrack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: TRACK_CHANGES,
    mutationFn: ({ playlistId, trackId }: { playlistId: string; trackId: string }) =>
      apiRequest<void>('DELETE', `${playlistKeys.detail(playlistId)[0]}/tracks/${trackId}`),
    onMutate: async ({ playlistId, trackId }) => {
      await cancelPlaylistReads(queryClient, playlistId);
      const snapshot = takeSnapshot(queryClient, playlistId);
      changeCachedPlaylist(queryClient, playlistId, (playlist) => withoutTrack(playlist, trackId));
      return snapshot;
    },
    onError: (_error, _input, snapshot) => restoreSnapshot(queryClient, snapshot),
    onSettled: () => refetchWhenLast(queryClient),
  });
}

/** PUT /api/playlists/{id}/tracks/order: the new order shows at once and is undone on failure. */
export function useReorderPlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: TRACK_CHANGES,
    mutationFn: ({ playlistId, trackIds }: { playlistId: string; trackIds: string[] }) =>
      apiRequest<Playlist>('PUT', `${playlistKeys.detail(playlistId)[0]}/tracks/order`, {
        trackIds,
      }),
    onMutate: async ({ playlistId, trackIds }) => {
      await cancelPlaylistReads(queryClient, playlistId);
      const snapshot = takeSnapshot(queryClient, playlistId);
      changeCachedPlaylist(queryClient, playlistId, (playlist) => inTrackOrder(playlist, trackIds));
      return snapshot;
    },
    onSuccess: (playlist) => {
      // A later drag may already be showing; only the last answer is the truth.
      if (queryClient.isMutating({ mutationKey: TRACK_CHANGES }) === 1) {
        showPlaylist(queryClient, playlist);
      }
    },
    onError: (_error, _input, snapshot) => restoreSnapshot(queryClient, snapshot),
    onSettled: () => refetchWhenLast(queryClient),
  });
}
