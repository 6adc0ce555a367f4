import { useQueries } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { Project } from '../../../shared/schemas/projects';
import { ApiError } from '../../lib/api-client';
import { projectQuery } from '../../lib/queries/projects';
import { forgetProjectOpened, recentlyOpenedIds, type RecentlyOpened } from './lib/last-accessed';

const isGone = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * The projects opened in this browser, most recent first (at most five), for the dashboard:
 * the stored times name them, and only those few are fetched. One that is gone (deleted, or
 * no longer shared with the profile) is left out and forgotten.
 */
export function useRecentlyOpenedProjects(): {
  items: RecentlyOpened<Project>[];
  isLoading: boolean;
  isError: boolean;
} {
  // Read at mount: the dashboard mounts afresh after a project page has written its time.
  const opened = useMemo(() => recentlyOpenedIds(window.localStorage), []);
  const projects = useQueries({ queries: opened.map(({ id }) => projectQuery(id)) });

  const goneIds = opened
    .filter((_, index) => isGone(projects[index]?.error))
    .map(({ id }) => id)
    .join(',');
  useEffect(() => {
    for (const id of goneIds.split(',').filter(Boolean)) {
      forgetProjectOpened(window.localStorage, id);
    }
  }, [goneIds]);

  const items = opened.flatMap(({ openedAt }, index) => {
    const project = projects[index]?.data;
    return project ? [{ project, openedAt }] : [];
  });
  return {
    items,
    isLoading: projects.some((query) => query.isPending && !query.isError),
    isError: projects.some((query) => query.isError && !isGone(query.error)),
  };
}
