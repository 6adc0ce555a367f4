import { useQuery } from '@tanstack/react-query';
import type { SharedPlaylist } from '../../../../shared/schemas/playlists';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** The query key of one share link: keys are the URL they GET (part 1 §7). */
export const sharedPlaylistKey = (token: string) =>
  [`/api/listen/${encodeURIComponent(token)}`] as const;

/** A link that answers 404 is dead (made private or deleted): asking again cannot revive it. */
export function isDeadLink(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** GET /api/listen/{token}: a public playlist for anyone holding the link (no session needed). */
export function useSharedPlaylist(token: string) {
  return useQuery({
    queryKey: sharedPlaylistKey(token),
    queryFn: () => apiRequest<SharedPlaylist>('GET', sharedPlaylistKey(token)[0]),
    retry: (failureCount, error) => !isDeadLink(error) && failureCount < 1,
  });
}
