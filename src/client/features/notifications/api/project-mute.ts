import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProjectMute } from '../../../../shared/schemas/notifications';
import { apiRequest } from '../../../lib/api-client';

const muteKey = (projectId: string) => ['/api/projects', projectId, 'mute'] as const;
const mutePath = (projectId: string) => `/api/projects/${projectId}/mute`;

/** GET /api/projects/{id}/mute: whether the caller muted the project's notifications. */
export function useProjectMute(projectId: string, enabled: boolean) {
  return useQuery({
    queryKey: muteKey(projectId),
    queryFn: () => apiRequest<ProjectMute>('GET', mutePath(projectId)),
    enabled,
  });
}

/** PUT /api/projects/{id}/mute: shown at once, put back if the server refuses. */
export function useSetProjectMute(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (muted: boolean) => apiRequest<ProjectMute>('PUT', mutePath(projectId), { muted }),
    onMutate: async (muted) => {
      await queryClient.cancelQueries({ queryKey: muteKey(projectId) });
      const before = queryClient.getQueryData<ProjectMute>(muteKey(projectId));
      queryClient.setQueryData<ProjectMute>(muteKey(projectId), { muted });
      return { before };
    },
    onError: (_error, _muted, context) => {
      queryClient.setQueryData(muteKey(projectId), context?.before);
    },
    onSuccess: (answer) => queryClient.setQueryData(muteKey(projectId), answer),
  });
}
