import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreatePlaylist,
  Playlist,
  PlaylistSummary,
  UpdatePlaylist,
} from '../../../../shared/schemas/playlists';
import { apiRequest } from '../../../lib/api-client';
import { editPagedLists, prependToPages, removeFromPages } from '../../../lib/paged-cache';
import { cancelPlaylistReads, playlistKeys } from './playlist-queries';
import { restoreSnapshot, showPlaylist, takeSnapshot } from './playlist-snapshot';
import { useCreateMutation } from '../../../lib/use-create-mutation';

/** POST /api/playlists: the new playlist shows first in the list as soon as the server has it. */
export function useCreatePlaylist() {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: (input: CreatePlaylist, idempotencyKey) =>
      apiRequest<Playlist>('POST', playlistKeys.list[0], input, { idempotencyKey }),
    onSuccess: (playlist) => {
      queryClient.setQueryData(playlistKeys.detail(playlist.id), playlist);
      editPagedLists<PlaylistSummary>(queryClient, playlistKeys.list[0], (data) =>
        prependToPages(
          removeFromPages(data, (summary) => summary.id === playlist.id),
          playlist,
        ),
      );
      // Not awaited: the form is done once the playlist shows; the refetch only confirms it.
      void queryClient.invalidateQueries({ queryKey: playlistKeys.list });
    },
  });
}

/** PATCH /api/playlists/{id}: name, description or isPublic (public mints a new share link). */
export function useUpdatePlaylist(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePlaylist) =>
      apiRequest<Playlist>('PATCH', playlistKeys.detail(id)[0], input),
    onSuccess: (playlist) => showPlaylist(queryClient, playlist),
  });
}

/**
 * DELETE /api/playlists/{id}: gone from the list at once, put back if the server refuses
 * (part 2 §4 "Optimistic updates").
 */
export function useDeletePlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (playlist: Pick<PlaylistSummary, 'id'>) =>
      apiRequest<void>('DELETE', playlistKeys.detail(playlist.id)[0]),
    onMutate: async ({ id }) => {
      await cancelPlaylistReads(queryClient, id);
      const snapshot = takeSnapshot(queryClient, id);
      editPagedLists<PlaylistSummary>(queryClient, playlistKeys.list[0], (data) =>
        removeFromPages(data, (summary) => summary.id === id),
      );
      return snapshot;
    },
    onError: (_error, _playlist, snapshot) => restoreSnapshot(queryClient, snapshot),
    onSuccess: (_reply, { id }) => {
      queryClient.removeQueries({ queryKey: playlistKeys.detail(id), exact: true });
      queryClient.removeQueries({ queryKey: playlistKeys.tracks(id) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: playlistKeys.list }),
  });
}
