import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateSplitInput,
  ProjectSplits,
  Split,
  SplitType,
  UpdateSplitInput,
} from '../../../../shared/schemas/splits';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useCreateMutation } from '../../../lib/use-create-mutation';

export const projectSplitsKey = (projectId: string) =>
  [`/api/projects/${projectId}/splits`] as const;

/** The printable split sheet of one type (HTML the server renders; opened in a new tab). */
export const splitSheetUrl = (projectId: string, type: SplitType) =>
  `/api/projects/${projectId}/splits/${type}/sheet`;

/** GET /api/projects/{id}/splits: every split, totals per type and the newest history. */
export const projectSplitsQuery = (projectId: string) =>
  queryOptions({
    queryKey: projectSplitsKey(projectId),
    queryFn: () => apiRequest<ProjectSplits>('GET', projectSplitsKey(projectId)[0]),
    // A refusal (403 for viewers, 404) will not change by asking again; a network error may.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });

export function useProjectSplits(projectId: string, enabled = true) {
  return useQuery({ ...projectSplitsQuery(projectId), enabled });
}

/** After any change the list, totals and history are read again (the history is the server's). */
function useRefreshSplits(projectId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: projectSplitsKey(projectId) });
}

/** POST /api/projects/{id}/splits (owner; refused with 400 above 100 % for the type). */
export function useCreateSplit(projectId: string) {
  const refresh = useRefreshSplits(projectId);
  return useCreateMutation({
    mutationFn: (input: CreateSplitInput, idempotencyKey) =>
      apiRequest<Split>('POST', projectSplitsKey(projectId)[0], input, { idempotencyKey }),
    onSuccess: refresh,
  });
}

/** PUT /api/projects/{id}/splits/{splitId} with the form's fields. */
export function useUpdateSplit(projectId: string) {
  const refresh = useRefreshSplits(projectId);
  return useMutation({
    mutationFn: ({ splitId, input }: { splitId: string; input: UpdateSplitInput }) =>
      apiRequest<Split>('PUT', `${projectSplitsKey(projectId)[0]}/${splitId}`, input),
    onSuccess: refresh,
  });
}

/** DELETE /api/projects/{id}/splits/{splitId} */
export function useDeleteSplit(projectId: string) {
  const refresh = useRefreshSplits(projectId);
  return useMutation({
    mutationFn: (splitId: string) =>
      apiRequest<void>('DELETE', `${projectSplitsKey(projectId)[0]}/${splitId}`),
    onSuccess: refresh,
  });
}
