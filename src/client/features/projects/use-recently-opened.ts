import type { Project } from '../../../shared/schemas/projects';
import { useProjects } from './api/projects';
import { recentlyOpened, type RecentlyOpened } from './lib/last-accessed';

/** The projects opened in this browser, most recent first (at most five), for the dashboard. */
export function useRecentlyOpenedProjects(): {
  items: RecentlyOpened<Project>[];
  isLoading: boolean;
  isError: boolean;
} {
  const projects = useProjects();
  // Read at render: the dashboard mounts afresh after a project page has written its time.
  const items = projects.data ? recentlyOpened(projects.data, window.localStorage) : [];
  return { items, isLoading: projects.isPending, isError: projects.isError };
}
