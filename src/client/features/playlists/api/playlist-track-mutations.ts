import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AudioFile } from '../../../../shared/schemas/audio';
import type { PlaylistTrack } from '../../../../shared/schemas/playlists';
import { apiRequest } from '../../../lib/api-client';
import {
  insertInPages,
  mapPagedItems,
  pagedItems,
  removeFromPages,
  reorderPages,
} from '../../../lib/paged-cache';
import {
  pendingTrack,
  pendingTrackId,
  withSongCounted,
  withTrackMoved,
} from '../lib/playlist-cache';
import { cancelPlaylistReads, invalidatePlaylists, playlistKeys } from './playlist-queries';
import {
  changeCachedSummary,
  editCachedTracks,
  restoreSnapshot,
  takeSnapshot,
} from './playlist-snapshot';
import { useCreateMutation } from '../../../lib/use-create-mutation';

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

const tracksPath = (playlistId: string) => playlistKeys.tracks(playlistId)[0];

export interface AddTrackInput {
  playlistId: string;
  song: AudioFile;
}

/**
 * POST /api/playlists/{id}/tracks: the playlist counts the song at once (in the lists and its
 * page) and, when its last page is loaded, shows it as the last row; all of it rolls back if
 * the server refuses (409 when it is already there).
 */
export function useAddPlaylistTrack() {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationKey: TRACK_CHANGES,
    mutationFn: ({ playlistId, song }: AddTrackInput, idempotencyKey) =>
      apiRequest<PlaylistTrack>(
        'POST',
        tracksPath(playlistId),
        { audioFileId: song.id },
        { idempotencyKey },
      ),
    onMutate: async ({ playlistId, song }) => {
      await cancelPlaylistReads(queryClient, playlistId);
      const snapshot = takeSnapshot(queryClient, playlistId);
      changeCachedSummary(queryClient, playlistId, (summary) =>
        withSongCounted(summary, song.duration),
      );
      const addedAt = new Date().toISOString();
      editCachedTracks(queryClient, playlistId, (data) =>
        insertInPages(
          data,
          pendingTrack(playlistId, song, addedAt, pagedItems(data).length),
          () => false,
        ),
      );
      return snapshot;
    },
    onSuccess: (track, { playlistId, song }) =>
      editCachedTracks(queryClient, playlistId, (data) =>
        mapPagedItems(data, (current) =>
          current.id === pendingTrackId(song.id) ? track : current,
        ),
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
    mutationFn: ({ playlistId, track }: { playlistId: string; track: PlaylistTrack }) =>
      apiRequest<void>('DELETE', `${tracksPath(playlistId)}/${track.id}`),
    onMutate: async ({ playlistId, track }) => {
      await cancelPlaylistReads(queryClient, playlistId);
      const snapshot = takeSnapshot(queryClient, playlistId);
      editCachedTracks(queryClient, playlistId, (data) =>
        removeFromPages(data, (current) => current.id === track.id),
      );
      if (track.audioFile) {
        const { duration } = track.audioFile;
        changeCachedSummary(queryClient, playlistId, (summary) =>
          withSongCounted(summary, duration, -1),
        );
      }
      return snapshot;
    },
    onError: (_error, _input, snapshot) => restoreSnapshot(queryClient, snapshot),
    onSettled: () => refetchWhenLast(queryClient),
  });
}

export interface MoveTrackInput {
  playlistId: string;
  trackId: string;
  /** The song it now follows; null puts it first. */
  afterTrackId: string | null;
}

/**
 * PUT /api/playlists/{id}/tracks/{trackId}/position: one song moves at once (the server writes
 * that one row, whatever the playlist's size) and snaps back if the server refuses.
 */
export function useMovePlaylistTrack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: TRACK_CHANGES,
    mutationFn: ({ playlistId, trackId, afterTrackId }: MoveTrackInput) =>
      apiRequest<void>('PUT', `${tracksPath(playlistId)}/${trackId}/position`, { afterTrackId }),
    onMutate: async ({ playlistId, trackId, afterTrackId }) => {
      await cancelPlaylistReads(queryClient, playlistId);
      const snapshot = takeSnapshot(queryClient, playlistId);
      editCachedTracks(queryClient, playlistId, (data) =>
        reorderPages(data, (tracks) => withTrackMoved(tracks, trackId, afterTrackId)),
      );
      return snapshot;
    },
    onError: (_error, _input, snapshot) => restoreSnapshot(queryClient, snapshot),
    onSettled: () => refetchWhenLast(queryClient),
  });
}
