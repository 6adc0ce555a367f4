import { RECENTLY_OPENED_LIMIT } from '../../../../shared/constants';

/** localStorage key holding when a project was last opened (part 2 §3, ISO time). */
export function lastAccessedKey(projectId: string): string {
  return `project-last-accessed-${projectId}`;
}

/** Remembers that the project was opened now. Storage may be full or blocked: not fatal. */
export function recordProjectOpened(
  storage: Pick<Storage, 'setItem'>,
  projectId: string,
  now: Date = new Date(),
): void {
  try {
    storage.setItem(lastAccessedKey(projectId), now.toISOString());
  } catch {
    /* private mode or quota: the recently opened list just misses this one */
  }
}

/** Forgets a deleted project's time. */
export function forgetProjectOpened(storage: Pick<Storage, 'removeItem'>, projectId: string): void {
  try {
    storage.removeItem(lastAccessedKey(projectId));
  } catch {
    /* see recordProjectOpened */
  }
}

export interface RecentlyOpened<T> {
  project: T;
  openedAt: string;
}

/** Projects that were opened in this browser, most recent first, at most `limit`. */
export function recentlyOpened<T extends { id: string }>(
  projects: readonly T[],
  storage: Pick<Storage, 'getItem'>,
  limit: number = RECENTLY_OPENED_LIMIT,
): RecentlyOpened<T>[] {
  const opened: (RecentlyOpened<T> & { time: number })[] = [];
  for (const project of projects) {
    let value: string | null = null;
    try {
      value = storage.getItem(lastAccessedKey(project.id));
    } catch {
      return [];
    }
    const time = value ? Date.parse(value) : Number.NaN;
    if (!Number.isNaN(time)) opened.push({ project, openedAt: value!, time });
  }
  return opened
    .sort((a, b) => b.time - a.time)
    .slice(0, Math.max(0, limit))
    .map(({ project, openedAt }) => ({ project, openedAt }));
}
