import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteCounts } from '../../../../shared/schemas/admin';
import { apiRequest } from '../../../lib/api-client';

/** The key is the URL it GETs; the server renders the landing page with it already filled. */
export const SITE_COUNTS_KEY = ['/api/site/counts'] as const;

/**
 * GET /api/site/counts (public): this instance's creators, collaborations and songs. The
 * server counts at most every ten minutes, so the page never needs them fresher than that.
 */
export const siteCountsQuery = queryOptions({
  queryKey: SITE_COUNTS_KEY,
  queryFn: () => apiRequest<SiteCounts>('GET', SITE_COUNTS_KEY[0]),
  staleTime: 10 * 60 * 1000,
});

/** The site's figures; undefined until they arrive (the block shows nothing till then). */
export function useSiteCounts() {
  return useQuery(siteCountsQuery).data;
}
