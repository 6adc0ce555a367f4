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

/** A project this browser opened, and when. */
export interface OpenedProject {
  id: string;
  openedAt: string;
}

const KEY_PREFIX = lastAccessedKey('');

/**
 * The projects opened in this browser, most recent first, at most `limit`: read from the
 * stored times alone, so the dashboard asks the server for these few projects, never for the
 * whole list of projects.
 */
export function recentlyOpenedIds(
  storage: Pick<Storage, 'getItem' | 'key' | 'length'>,
  limit: number = RECENTLY_OPENED_LIMIT,
): OpenedProject[] {
  const opened: (OpenedProject & { time: number })[] = [];
  try {
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (!key?.startsWith(KEY_PREFIX)) continue;
      const openedAt = storage.getItem(key);
      const time = openedAt ? Date.parse(openedAt) : Number.NaN;
      const id = key.slice(KEY_PREFIX.length);
      if (id && !Number.isNaN(time)) opened.push({ id, openedAt: openedAt!, time });
    }
  } catch {
    return [];
  }
  return opened
    .sort((a, b) => b.time - a.time)
    .slice(0, Math.max(0, limit))
    .map(({ id, openedAt }) => ({ id, openedAt }));
}
