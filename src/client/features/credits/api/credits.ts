import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateCreditInput,
  Credit,
  UpdateCreditInput,
} from '../../../../shared/schemas/credits';
import { apiRequest } from '../../../lib/api-client';

export const projectCreditsKey = (projectId: string) =>
  [`/api/projects/${projectId}/credits`] as const;

/** GET /api/projects/{id}/credits, oldest first (the order people were credited in). */
export const projectCreditsQuery = (projectId: string) =>
  queryOptions({
    queryKey: projectCreditsKey(projectId),
    queryFn: () => apiRequest<Credit[]>('GET', projectCreditsKey(projectId)[0]),
  });

export function useProjectCredits(projectId: string) {
  return useQuery(projectCreditsQuery(projectId));
}

/** Every write answers with the changed credit; the list is patched in place with it. */
function useCreditsCache(projectId: string) {
  const queryClient = useQueryClient();
  const key = projectCreditsKey(projectId);
  return {
    put: (credit: Credit) =>
      queryClient.setQueryData<Credit[]>(key, (list = []) =>
        list.some((c) => c.id === credit.id)
          ? list.map((c) => (c.id === credit.id ? credit : c))
          : [...list, credit],
      ),
    drop: (creditId: string) =>
      queryClient.setQueryData<Credit[]>(key, (list = []) => list.filter((c) => c.id !== creditId)),
  };
}

/** POST /api/projects/{id}/credits (owner). */
export function useCreateCredit(projectId: string) {
  const cache = useCreditsCache(projectId);
  return useMutation({
    mutationFn: (input: CreateCreditInput) =>
      apiRequest<Credit>('POST', projectCreditsKey(projectId)[0], { ...input, projectId }),
    onSuccess: cache.put,
  });
}

/** PATCH /api/credits/{id} (owner). */
export function useUpdateCredit(projectId: string) {
  const cache = useCreditsCache(projectId);
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateCreditInput }) =>
      apiRequest<Credit>('PATCH', `/api/credits/${id}`, changes),
    onSuccess: cache.put,
  });
}

/** DELETE /api/credits/{id} (owner). */
export function useDeleteCredit(projectId: string) {
  const cache = useCreditsCache(projectId);
  return useMutation({
    mutationFn: (creditId: string) => apiRequest<void>('DELETE', `/api/credits/${creditId}`),
    onSuccess: (_reply, creditId) => cache.drop(creditId),
  });
}
