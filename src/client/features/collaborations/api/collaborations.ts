import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  COLLABORATIONS_PAGE_SIZE,
  type Collaboration,
  type CollaborationStatus,
  type InvitedRole,
  type InviteInput,
  type InviteLinkResult,
  type InviteResult,
} from '../../../../shared/schemas/collaborations';
import { apiRequest } from '../../../lib/api-client';
import { pagedListQuery, usePagedList, type PagedListData } from '../../../lib/use-paged-list';
import { replacedInPages } from '../../../lib/paged-cache';
import { useCreateMutation } from '../../../lib/use-create-mutation';

/** Part 2 §9: the collaborators list stays fresh for 2 minutes. */
export const COLLABORATIONS_STALE_MS = 2 * 60 * 1000;

/** Every cached list of the project's collaborations (members and invitations, any page). */
export const collaborationsKey = (projectId: string) =>
  [`/api/projects/${projectId}/collaborations`] as const;

/**
 * GET /api/projects/{id}/collaborations?status=…&limit=50: the members (accepted) or the
 * owner's pending invitations, each paged apart, oldest first, with their total.
 */
export const collaborationsQuery = (projectId: string, status: CollaborationStatus) =>
  pagedListQuery<Collaboration>(
    collaborationsKey(projectId)[0],
    { status },
    COLLABORATIONS_PAGE_SIZE,
  );

/** The project's members; `pending` invitations are asked for by the owner only. */
export function useProjectCollaborations(
  projectId: string,
  status: CollaborationStatus,
  enabled = true,
) {
  return usePagedList(collaborationsQuery(projectId, status), {
    enabled,
    staleTime: COLLABORATIONS_STALE_MS,
  });
}

/**
 * The first `count` members and how many there are, for the overview's card. Its own cached page
 * (the key holds its limit): sharing the tab's list would let the card's early read stand in for
 * the tab's for two minutes, and a member who joined meanwhile would be missing there.
 */
export function useMembersPreview(projectId: string, count: number) {
  return usePagedList(
    pagedListQuery<Collaboration>(collaborationsKey(projectId)[0], { status: 'accepted' }, count),
    {
      staleTime: COLLABORATIONS_STALE_MS,
    },
  );
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

/** POST /api/projects/{id}/invite → {emailSent, message, inviteLink, collaboration} */
export function useInvite(projectId: string) {
  const refresh = useRefreshCollaborations(projectId);
  return useCreateMutation({
    mutationFn: (input: InviteInput, idempotencyKey) =>
      apiRequest<InviteResult>('POST', `/api/projects/${projectId}/invite`, input, {
        idempotencyKey,
      }),
    onSuccess: refresh,
  });
}

/** POST /api/collaborations/{id}/resend: a new link; the old one stops working. */
export function useResendInvitation(projectId: string) {
  const refresh = useRefreshCollaborations(projectId);
  return useCreateMutation({
    mutationFn: (id: string, idempotencyKey) =>
      apiRequest<Omit<InviteResult, 'collaboration'>>(
        'POST',
        `/api/collaborations/${id}/resend`,
        undefined,
        { idempotencyKey },
      ),
    onSuccess: refresh,
  });
}

/**
 * POST /api/collaborations/{id}/link, "Copy invite link": a fresh link to send by hand, no
 * e-mail; the previous link ends. Nothing in the list changes, so nothing is refetched.
 */
export function useNewInviteLink() {
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<InviteLinkResult>('POST', `/api/collaborations/${id}/link`),
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
    // The row changes in place on whichever cached page holds it.
    onSuccess: (changed) =>
      queryClient.setQueriesData<PagedListData<Collaboration>>(
        { queryKey: collaborationsKey(projectId) },
        (data) => replacedInPages(data, changed.id, (row) => ({ ...row, role: changed.role })),
      ),
  });
}
