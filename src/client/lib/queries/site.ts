import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '../../../shared/schemas/admin';
import { apiRequest } from '../api-client';
import { applySiteName } from '../site-name';

export const SITE_KEY = ['/api/site'] as const;
/** Site facts change rarely; a minute keeps them cheap while changes still show soon. */
export const SITE_STALE_MS = 60 * 1000;
/** While the site is down for maintenance the page asks this often whether it is back. */
export const MAINTENANCE_POLL_MS = 30 * 1000;

/** GET /api/site (public): name, registration, maintenance, featured content, notifications. */
export const siteQuery = queryOptions({
  queryKey: SITE_KEY,
  queryFn: async () => {
    const site = await apiRequest<SiteInfo>('GET', SITE_KEY[0]);
    // Applied before any component sees the answer, so every title renders with the name.
    applySiteName(site.siteName);
    return site;
  },
  staleTime: SITE_STALE_MS,
  refetchInterval: (query) => (query.state.data?.maintenanceMode ? MAINTENANCE_POLL_MS : false),
});

/** The site facts; undefined until the first answer. */
export function useSite() {
  return useQuery(siteQuery);
}
