import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ADMIN_ACTIVITY_LIMIT,
  ADMIN_PAGE_SIZE,
  type ActivityEntry,
  type AdminAnalytics,
  type AdminHealth,
  type AdminSummary,
  type EnterpriseSubmission,
} from '../../../../shared/schemas/admin';
import type { AdminMemory } from '../../../../shared/schemas/admin-memory';
import { apiRequest } from '../../../lib/api-client';
import { pagedListQuery, usePagedList } from '../../../lib/use-paged-list';

/** Console figures are live numbers: fresh for 30 s, read again when the admin returns. */
export const ADMIN_STALE_MS = 30 * 1000;

/**
 * A searchable console table read in pages (users, projects): typing in the search box keeps
 * the last rows on screen until the new ones arrive.
 */
export const useSearchedAdminList = <T>(url: string, params: Record<string, string>) =>
  usePagedList(pagedListQuery<T>(url, params, ADMIN_PAGE_SIZE), {
    staleTime: ADMIN_STALE_MS,
    keepPrevious: true,
  });

const adminQuery = <T>(url: string) =>
  queryOptions({
    queryKey: [url] as const,
    queryFn: () => apiRequest<T>('GET', url),
    staleTime: ADMIN_STALE_MS,
  });

/** GET /api/admin/summary: the four cards. */
export const summaryQuery = adminQuery<AdminSummary>('/api/admin/summary');
export const useAdminSummary = () => useQuery(summaryQuery);

/** GET /api/admin/health: System Health on the Dashboard tab. */
export const healthQuery = adminQuery<AdminHealth>('/api/admin/health');
export const useAdminHealth = () => useQuery(healthQuery);

/** GET /api/admin/memory: the server's memory, shown under System Health. */
export const memoryQuery = adminQuery<AdminMemory>('/api/admin/memory');
export const useAdminMemory = () => useQuery(memoryQuery);

/** GET /api/admin/activity: the newest audit events, a page at a time. */
export const activityQuery = pagedListQuery<ActivityEntry>(
  '/api/admin/activity',
  {},
  ADMIN_ACTIVITY_LIMIT,
);
export const useAdminActivity = () => usePagedList(activityQuery, { staleTime: ADMIN_STALE_MS });

/** GET /api/admin/analytics */
export const analyticsQuery = adminQuery<AdminAnalytics>('/api/admin/analytics');
export const useAdminAnalytics = () => useQuery(analyticsQuery);

/** GET /api/admin/enterprise-inquiries: the Studio survey's submissions, newest first, paged. */
export const enterpriseInquiriesQuery = pagedListQuery<EnterpriseSubmission>(
  '/api/admin/enterprise-inquiries',
  {},
  ADMIN_PAGE_SIZE,
);
export const useEnterpriseInquiries = () =>
  usePagedList(enterpriseInquiriesQuery, { staleTime: ADMIN_STALE_MS });
