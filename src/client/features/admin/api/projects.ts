import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProject, AdminProjectsQuery } from '../../../../shared/schemas/admin';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_STALE_MS } from './overview';

const PROJECTS_URL = '/api/admin/projects';

/** GET /api/admin/projects?search=&status= */
export const adminProjectsQuery = ({ search = '', status = 'all' }: AdminProjectsQuery) =>
  queryOptions({
    queryKey: [PROJECTS_URL, { search, status }] as const,
    queryFn: () =>
      apiRequest<AdminProject[]>(
        'GET',
        `${PROJECTS_URL}?${new URLSearchParams({ search, status }).toString()}`,
      ),
    staleTime: ADMIN_STALE_MS,
    placeholderData: keepPreviousData,
  });

export function useAdminProjects(filter: AdminProjectsQuery) {
  return useQuery(adminProjectsQuery(filter));
}
