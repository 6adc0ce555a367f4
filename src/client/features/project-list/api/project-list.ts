import type { Project } from '../../../../shared/schemas/projects';
import { pagedListQuery, usePagedList, type ListParams } from '../../../lib/use-paged-list';

/** The projects list's path; its key starts with it, so every projects invalidation reaches it. */
const PROJECTS_PATH = '/api/projects';

/**
 * GET /api/projects with search, sort and filters, in pages (`Link: rel="next"`). Fresh on
 * every visit (a project changes whenever anyone uploads to it), and while new search or filter
 * results load, the last ones stay on screen.
 */
export function useProjectList(params: ListParams) {
  return usePagedList(
    { ...pagedListQuery<Project>(PROJECTS_PATH, params), staleTime: 0 },
    { keepPrevious: true, refetchOnMount: 'always' },
  );
}

export type ProjectListState = ReturnType<typeof useProjectList>;
