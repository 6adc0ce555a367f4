import { queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_GC_MS, DASHBOARD_STALE_MS } from '../../../../shared/constants';
import type { Dashboard } from '../../../../shared/schemas/dashboard';
import { apiRequest } from '../../../lib/api-client';

export const DASHBOARD_KEY = ['/api/dashboard/fast'] as const;

/** GET /api/dashboard/fast: stats, recent projects, collaborations, library (fresh 30 s, §9). */
export const dashboardQuery = queryOptions({
  queryKey: DASHBOARD_KEY,
  queryFn: () => apiRequest<Dashboard>('GET', DASHBOARD_KEY[0]),
  staleTime: DASHBOARD_STALE_MS,
  gcTime: DASHBOARD_GC_MS,
});

/** The dashboard payload of the active profile. */
export function useDashboard() {
  return useQuery(dashboardQuery);
}
