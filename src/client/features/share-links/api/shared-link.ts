import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SharedLink, SharedLinkTrack } from '../../../../shared/schemas/share-links';
import { apiRequest } from '../../../lib/api-client';
import { linkRefusal } from '../lib/link-refusal';
import { pagedListQuery, usePagedList } from '../../../lib/use-paged-list';

/** The listener's side of a link: everything under /api/s/{token} (no account). */
export const sharedLinkUrl = (token: string) => `/api/s/${encodeURIComponent(token)}`;
export const sharedLinkKey = (token: string) => [sharedLinkUrl(token)] as const;

// Asking again cannot change a refusal (only unlocking can); a network failure is retried once.
const retryLive = (failureCount: number, error: Error) =>
  linkRefusal(error) === null && failureCount < 1;

/** GET /api/s/{token}: the link and what it allows (401 until unlocked, 410 once over). */
export function useSharedLink(token: string) {
  return useQuery({
    queryKey: sharedLinkKey(token),
    queryFn: () => apiRequest<SharedLink>('GET', sharedLinkUrl(token)),
    retry: retryLive,
  });
}

/** GET /api/s/{token}/tracks in pages (a project link may hold 10,000 songs). */
export function useSharedLinkTracks(token: string, enabled: boolean) {
  return usePagedList(
    { ...pagedListQuery<SharedLinkTrack>(`${sharedLinkUrl(token)}/tracks`), retry: retryLive },
    { enabled },
  );
}

/** POST /api/s/{token}/unlock: the password sets the link's cookie; the page then reads again. */
export function useUnlockSharedLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest<void>('POST', `${sharedLinkUrl(token)}/unlock`, { password }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedLinkKey(token) }),
  });
}

/** POST /api/s/{token}/comments: a comment at a time of a song, signed with the recipient's name. */
export function useSharedComment(token: string) {
  return useMutation({
    mutationFn: (input: { audioId: string; atSeconds: number; body: string }) =>
      apiRequest<unknown>('POST', `${sharedLinkUrl(token)}/comments`, input),
  });
}
