import type { AdminProject, AdminProjectsQuery } from '../../../../shared/schemas/admin';
import { useSearchedAdminList } from './overview';

/** GET /api/admin/projects?search=&status=&limit=: pages, newest first, searched on the server. */
export const useAdminProjects = ({ search = '', status = 'all' }: AdminProjectsQuery) =>
  useSearchedAdminList<AdminProject>('/api/admin/projects', { search, status });
