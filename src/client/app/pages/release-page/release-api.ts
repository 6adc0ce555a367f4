import { useQuery } from '@tanstack/react-query';
import type { PublicRelease } from '../../../../shared/schemas/releases';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** The query key of one release page: keys are the URL they GET (part 1 §7). */
export const publicReleaseKey = (slug: string) => [`/api/r/${encodeURIComponent(slug)}`] as const;

/** A 404 is an unpublished or unknown release: asking again cannot make it appear. */
export function isReleaseGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

const retryLive = (failureCount: number, error: Error) => !isReleaseGone(error) && failureCount < 1;

/** GET /api/r/{slug}: a published release for anyone (no session needed). */
export function usePublicRelease(slug: string) {
  return useQuery({
    queryKey: publicReleaseKey(slug),
    queryFn: () => apiRequest<PublicRelease>('GET', publicReleaseKey(slug)[0]),
    retry: retryLive,
  });
}
