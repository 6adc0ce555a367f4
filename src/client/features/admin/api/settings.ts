import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CleanupResult,
  SystemSettings,
  SystemSettingsUpdate,
  TestEmailResult,
} from '../../../../shared/schemas/admin';
import { apiRequest } from '../../../lib/api-client';
import { SITE_KEY } from '../../../lib/queries/site';

const SETTINGS_URL = '/api/admin/settings';

/** GET /api/admin/settings (the SMTP password only as smtpPasswordSet). */
export const systemSettingsQuery = queryOptions({
  queryKey: [SETTINGS_URL] as const,
  queryFn: () => apiRequest<SystemSettings>('GET', SETTINGS_URL),
});

export function useSystemSettings() {
  return useQuery(systemSettingsQuery);
}

/** PATCH /api/admin/settings; the site facts every page reads follow at once. */
export function useSaveSystemSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SystemSettingsUpdate) =>
      apiRequest<SystemSettings>('PATCH', SETTINGS_URL, change),
    onSuccess: (saved) => {
      queryClient.setQueryData(systemSettingsQuery.queryKey, saved);
      return Promise.all(
        [SITE_KEY[0], '/api/admin/activity', '/api/admin/health', '/api/admin/summary'].map((url) =>
          queryClient.invalidateQueries({ queryKey: [url] }),
        ),
      );
    },
  });
}

/** POST /api/admin/email/test {to}: a real message through the transport in force. */
export function useTestEmail() {
  return useMutation({
    mutationFn: (to: string) =>
      apiRequest<TestEmailResult>('POST', '/api/admin/email/test', { to }),
  });
}

/** POST /api/admin/cleanup-temp: abandoned upload files removed; how many and how big. */
export function useCleanupTemp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<CleanupResult>('POST', '/api/admin/cleanup-temp'),
    onSuccess: () =>
      Promise.all(
        ['/api/admin/summary', '/api/admin/activity'].map((url) =>
          queryClient.invalidateQueries({ queryKey: [url] }),
        ),
      ),
  });
}

/** Where the browser downloads the backup and the reports (streamed straight to disk). */
export const BACKUP_URL = '/api/admin/backup';
export const reportUrl = (report: string) => `/api/admin/reports/${report}.csv`;
