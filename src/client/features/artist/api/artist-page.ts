import { useQuery } from '@tanstack/react-query';
import type { ArtistPage } from '../../../../shared/schemas/profile-overview';
import { ApiError, apiRequest } from '../../../lib/api-client';

export const artistPageKey = (handle: string) =>
  [`/api/artists/${encodeURIComponent(handle)}`] as const;

/** A 404 means the page is private or gone: asking again will not change that. */
export function isMissingArtist(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** GET /api/artists/{handle}: a public artist page (no session needed). */
export function useArtistPage(handle: string) {
  return useQuery({
    queryKey: artistPageKey(handle),
    queryFn: () => apiRequest<ArtistPage>('GET', artistPageKey(handle)[0]),
    retry: (failureCount, error) => !isMissingArtist(error) && failureCount < 1,
  });
}
