import { useQueryClient } from '@tanstack/react-query';
import type { AudioBulkRequest, AudioBulkResult } from '../../../../shared/schemas/audio-bulk';
import type { Project } from '../../../../shared/schemas/projects';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAudio } from '../../../lib/queries/audio-queries';
import { useCreateMutation } from '../../../lib/use-create-mutation';

/** POST /api/audio/{id}/song-project: "Make it a song", the song becomes its own project. */
export function useMakeSongProject() {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: (audioId: string, idempotencyKey) =>
      apiRequest<Project>('POST', `/api/audio/${audioId}/song-project`, undefined, {
        idempotencyKey,
      }),
    onSettled: () => invalidateAudio(queryClient),
  });
}

/**
 * POST /api/audio/bulk: one request for the whole selection, all or nothing. Every song list,
 * the projects and (after adding to one) the playlists refetch.
 */
export function useAudioBulk() {
  const queryClient = useQueryClient();
  // Sent once per action too: "Add to playlist" for a selection creates its tracks.
  return useCreateMutation({
    mutationFn: (request: AudioBulkRequest, idempotencyKey) =>
      apiRequest<AudioBulkResult>('POST', '/api/audio/bulk', request, { idempotencyKey }),
    onSettled: async (_result, _error, request) => {
      await invalidateAudio(queryClient);
      if (request.action === 'addToPlaylist') {
        await queryClient.invalidateQueries({
          predicate: (query) => String(query.queryKey[0]).startsWith('/api/playlists'),
        });
      }
    },
  });
}
