import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  COLLABORATIONS_PAGE_SIZE,
  type Collaboration,
  type InvitationPreview,
} from '../../../../shared/schemas/collaborations';
import { apiRequest } from '../../../lib/api-client';
import { pagedListQuery, usePagedList } from '../../../lib/use-paged-list';

export const RECEIVED_INVITATIONS_KEY = ['/api/collaborations/invitations'] as const;

/**
 * GET /api/collaborations/invitations?limit=50: pending invitations addressed to the signed-in
 * account, newest first, a page at a time.
 */
export const receivedInvitationsQuery = pagedListQuery<Collaboration>(
  RECEIVED_INVITATIONS_KEY[0],
  {},
  COLLABORATIONS_PAGE_SIZE,
);

export function useReceivedInvitations() {
  return usePagedList(receivedInvitationsQuery);
}

/** GET /api/invitations/{token}: the public preview of an e-mailed link. */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: [`/api/invitations/${encodeURIComponent(token)}`],
    queryFn: () =>
      apiRequest<InvitationPreview>('GET', `/api/invitations/${encodeURIComponent(token)}`),
    // A dead link stays dead: no retries, and no refetch that would flip the page.
    retry: false,
    staleTime: Infinity,
  });
}

/** Joining or leaving changes every list of projects and songs, and the dashboard. */
export function useRefreshMembership() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: ({ queryKey: [key] }) =>
        typeof key === 'string' &&
        (/^\/api\/projects(\/|$)/.test(key) ||
          key.startsWith('/api/audio/') ||
          key.startsWith('/api/collaborations/') ||
          key === '/api/dashboard/fast'),
    });
}

export interface InvitationAnswer {
  id: string;
  /** The e-mailed token, when answering from the link. */
  token?: string;
}

/** POST /api/collaborations/{id}/accept */
export function useAcceptInvitation() {
  const refresh = useRefreshMembership();
  return useMutation({
    mutationFn: ({ id, token }: InvitationAnswer) =>
      apiRequest<Collaboration>('POST', `/api/collaborations/${id}/accept`, token ? { token } : {}),
    onSuccess: refresh,
  });
}

/** POST /api/collaborations/{id}/decline */
export function useDeclineInvitation() {
  const refresh = useRefreshMembership();
  return useMutation({
    mutationFn: ({ id, token }: InvitationAnswer) =>
      apiRequest<{ message: string }>(
        'POST',
        `/api/collaborations/${id}/decline`,
        token ? { token } : {},
      ),
    onSuccess: refresh,
  });
}

/**
 * DELETE /api/collaborations/leave/{projectId}: a member (never the owner) leaves. `onLeft` runs
 * first (it may navigate away and unmount the caller, so it also carries the toast), then the
 * project's cached data is dropped: refetching it while its page is shown would flash a 404.
 */
export function useLeaveProject(onLeft: (projectId: string) => void) {
  const refresh = useRefreshMembership();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: string) =>
      apiRequest<void>('DELETE', `/api/collaborations/leave/${projectId}`),
    onSuccess: async (_reply, projectId) => {
      onLeft(projectId);
      queryClient.removeQueries({
        predicate: ({ queryKey: [key] }) =>
          typeof key === 'string' && key.startsWith(`/api/projects/${projectId}`),
      });
      await refresh();
    },
  });
}
