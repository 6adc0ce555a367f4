import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  ActivityEntry,
  AdminAnalytics,
  AdminHealth,
  AdminSummary,
  EnterpriseSubmission,
} from '../../../../shared/schemas/admin';
import { apiRequest } from '../../../lib/api-client';

/** Console figures are live numbers: fresh for 30 s, read again when the admin returns. */
export const ADMIN_STALE_MS = 30 * 1000;

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

/** GET /api/admin/activity: the newest audit events. */
export const activityQuery = adminQuery<ActivityEntry[]>('/api/admin/activity');
export const useAdminActivity = () => useQuery(activityQuery);

/** GET /api/admin/analytics */
export const analyticsQuery = adminQuery<AdminAnalytics>('/api/admin/analytics');
export const useAdminAnalytics = () => useQuery(analyticsQuery);

/** GET /api/admin/enterprise-inquiries: the landing page's Studio survey submissions. */
export const enterpriseInquiriesQuery = adminQuery<EnterpriseSubmission[]>(
  '/api/admin/enterprise-inquiries',
);
export const useEnterpriseInquiries = () => useQuery(enterpriseInquiriesQuery);
