import {
  ADMIN_PAGE_SIZE,
  type AdminProject,
  type AdminProjectsQuery,
} from '../../../../shared/schemas/admin';
import { pagedListQuery, usePagedList } from '../../../lib/use-paged-list';
import { ADMIN_STALE_MS } from './overview';

const PROJECTS_URL = '/api/admin/projects';

/** GET /api/admin/projects?search=&status=&limit=: pages, newest first, searched on the server. */
export const adminProjectsQuery = ({ search = '', status = 'all' }: AdminProjectsQuery) =>
  pagedListQuery<AdminProject>(PROJECTS_URL, { search, status }, ADMIN_PAGE_SIZE);

export function useAdminProjects(filter: AdminProjectsQuery) {
  return usePagedList(adminProjectsQuery(filter), {
    staleTime: ADMIN_STALE_MS,
    keepPrevious: true,
  });
}
