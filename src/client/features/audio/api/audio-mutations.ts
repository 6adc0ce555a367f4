import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AudioFile } from '../../../../shared/schemas/audio';
import { apiRequest } from '../../../lib/api-client';
import { removeFromPages } from '../../../lib/paged-cache';
import { invalidateAudio } from '../../../lib/queries/audio-queries';
import { changeSongLists, restoreSongLists, songListsOf } from './song-list-cache';

function useAudioMutation<Input>(request: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => invalidateAudio(queryClient),
  });
}

/** PATCH /api/audio/{id}/notes */
export const useUpdateAudioNotes = () =>
  useAudioMutation(({ id, notes }: { id: string; notes: string }) =>
    apiRequest<AudioFile>('PATCH', `/api/audio/${id}/notes`, { notes }),
  );

/** PATCH /api/audio/{id}/title */
export const useUpdateAudioTitle = () =>
  useAudioMutation(({ id, title }: { id: string; title: string }) =>
    apiRequest<AudioFile>('PATCH', `/api/audio/${id}/title`, { title }),
  );

/** PATCH /api/audio/{id}/project: move the song to another project. */
export const useMoveAudio = () =>
  useAudioMutation(({ id, projectId }: { id: string; projectId: string }) =>
    apiRequest<AudioFile>('PATCH', `/api/audio/${id}/project`, { projectId }),
  );

/** POST /api/audio/{id}/latest: "Mark as Latest Version" (optionally of another song). */
export const useMarkLatestVersion = () =>
  useAudioMutation(({ id, versionOf }: { id: string; versionOf?: string }) =>
    apiRequest<AudioFile>('POST', `/api/audio/${id}/latest`, versionOf ? { versionOf } : {}),
  );

/**
 * DELETE /api/audio/{id}: removed from every cached list at once and put back if the server
 * refuses (part 2 §4 "Optimistic updates").
 */
export function useDeleteAudio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (audio: AudioFile) => apiRequest<void>('DELETE', `/api/audio/${audio.id}`),
    onMutate: async (audio) => ({
      snapshot: await changeSongLists(queryClient, songListsOf(audio.projectId), (data) =>
        removeFromPages(data, (song) => song.id === audio.id),
      ),
    }),
    onError: (_error, _audio, context) => restoreSongLists(queryClient, context?.snapshot),
    onSettled: () => invalidateAudio(queryClient),
  });
}
