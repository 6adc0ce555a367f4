import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AudioBulkRequest, AudioBulkResult } from '../../../../shared/schemas/audio-bulk';
import type { Project } from '../../../../shared/schemas/projects';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAudio } from '../../../lib/queries/audio-queries';

/** POST /api/audio/{id}/song-project: "Make it a song", the song becomes its own project. */
export function useMakeSongProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (audioId: string) =>
      apiRequest<Project>('POST', `/api/audio/${audioId}/song-project`),
    onSettled: () => invalidateAudio(queryClient),
  });
}

/**
 * POST /api/audio/bulk: one request for the whole selection, all or nothing. Every song list,
 * the projects and (after adding to one) the playlists refetch.
 */
export function useAudioBulk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AudioBulkRequest) =>
      apiRequest<AudioBulkResult>('POST', '/api/audio/bulk', request),
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
