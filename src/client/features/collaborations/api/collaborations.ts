import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Collaboration,
  InvitedRole,
  InviteInput,
  InviteResult,
} from '../../../../shared/schemas/collaborations';
import { apiRequest } from '../../../lib/api-client';

/** Part 2 §9: the collaborators list stays fresh for 2 minutes. */
export const COLLABORATIONS_STALE_MS = 2 * 60 * 1000;

export const collaborationsKey = (projectId: string) =>
  [`/api/projects/${projectId}/collaborations`] as const;

/** GET /api/projects/{id}/collaborations: members, plus pending invitations for the owner. */
export const collaborationsQuery = (projectId: string) =>
  queryOptions({
    queryKey: collaborationsKey(projectId),
    queryFn: () => apiRequest<Collaboration[]>('GET', collaborationsKey(projectId)[0]),
    staleTime: COLLABORATIONS_STALE_MS,
  });

export function useProjectCollaborations(projectId: string) {
  return useQuery(collaborationsQuery(projectId));
}

/** The owner's writes answer with little; the list is read again (and the dashboard's counts). */
function useRefreshCollaborations(projectId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: collaborationsKey(projectId) }),
      queryClient.invalidateQueries({ queryKey: ['/api/dashboard/fast'] }),
    ]);
}

/** POST /api/projects/{id}/invite → {emailSent, message, collaboration} */
export function useInvite(projectId: string) {
  const refresh = useRefreshCollaborations(projectId);
  return useMutation({
    mutationFn: (input: InviteInput) =>
      apiRequest<InviteResult>('POST', `/api/projects/${projectId}/invite`, input),
    onSuccess: refresh,
  });
}

/** POST /api/collaborations/{id}/resend: a new link; the old one stops working. */
export function useResendInvitation(projectId: string) {
  const refresh = useRefreshCollaborations(projectId);
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ emailSent: boolean; message: string }>(
        'POST',
        `/api/collaborations/${id}/resend`,
      ),
    onSuccess: refresh,
  });
}

/** DELETE /api/collaborations/{id}/cancel: withdraws a pending invitation. */
export function useCancelInvitation(projectId: string) {
  const refresh = useRefreshCollaborations(projectId);
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ message: string }>('DELETE', `/api/collaborations/${id}/cancel`),
    onSuccess: refresh,
  });
}

/** DELETE /api/collaborations/{id}: the owner removes a member. */
export function useRemoveCollaborator(projectId: string) {
  const refresh = useRefreshCollaborations(projectId);
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>('DELETE', `/api/collaborations/${id}`),
    onSuccess: refresh,
  });
}

/** PATCH /api/collaborations/{id} {role}: the owner changes what a member may do. */
export function useChangeRole(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: InvitedRole }) =>
      apiRequest<Collaboration>('PATCH', `/api/collaborations/${id}`, { role }),
    onSuccess: (changed) =>
      queryClient.setQueryData<Collaboration[]>(collaborationsKey(projectId), (list = []) =>
        list.map((row) => (row.id === changed.id ? { ...row, role: changed.role } : row)),
      ),
  });
}
