import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  forgetProjectOpened,
  lastAccessedKey,
  recentlyOpenedIds,
  recordProjectOpened,
} from './last-accessed';
import { projectTitleDate } from './new-project-title';
import { parseProjectTab, PROJECT_TABS } from './project-tabs';
import { projectShareUrl } from './share-links';

/** An in-memory Storage, as the browser's localStorage behaves. */
function fakeStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    key: (index: number) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

describe('new project title date', () => {
  const date = new Date(2025, 4, 7, 12);

  it('writes English dates in en-GB short form', () => {
    expect(projectTitleDate(date, 'en')).toBe('07/05/2025');
    expect(projectTitleDate(date, 'en-US')).toBe('07/05/2025');
  });

  it('follows the other languages', () => {
    expect(projectTitleDate(date, 'de')).toBe('07.05.2025');
    expect(projectTitleDate(date, 'es')).toBe('07/05/2025');
  });

  it('makes "New Song {date}" in English', () => {
    const en: { newProject: { title: string } } = JSON.parse(
      readFileSync(
        path.join(import.meta.dirname, '../../../i18n/locales/en/projects.json'),
        'utf8',
      ),
    );
    expect(en.newProject.title.replace('{{date}}', projectTitleDate(date, 'en'))).toBe(
      'New Song 07/05/2025',
    );
  });
});

describe('recently opened projects', () => {
  const ids = (storage: Parameters<typeof recentlyOpenedIds>[0]) =>
    recentlyOpenedIds(storage).map((opened) => opened.id);

  it('records the ISO time under project-last-accessed-{id}', () => {
    const storage = fakeStorage();
    recordProjectOpened(storage, 'a', new Date('2025-01-02T03:04:05.000Z'));
    expect(storage.items.get('project-last-accessed-a')).toBe('2025-01-02T03:04:05.000Z');
    expect(lastAccessedKey('x')).toBe('project-last-accessed-x');
  });

  it('lists the opened projects from the stored times alone, most recent first', () => {
    const storage = fakeStorage({
      'project-last-accessed-b': '2025-01-01T10:00:00.000Z',
      'project-last-accessed-d': '2025-03-01T10:00:00.000Z',
      'something-else': '2025-04-01T10:00:00.000Z',
      'project-last-accessed-a': '2025-02-01T10:00:00.000Z',
    });
    expect(recentlyOpenedIds(storage)).toEqual([
      { id: 'd', openedAt: '2025-03-01T10:00:00.000Z' },
      { id: 'a', openedAt: '2025-02-01T10:00:00.000Z' },
      { id: 'b', openedAt: '2025-01-01T10:00:00.000Z' },
    ]);
  });

  it('keeps at most five and ignores unreadable times', () => {
    const storage = fakeStorage();
    ['a', 'b', 'c', 'd', 'e', 'f'].forEach((id, i) =>
      recordProjectOpened(storage, id, new Date(2025, 0, i + 1)),
    );
    storage.setItem('project-last-accessed-g', 'not a date');
    expect(ids(storage)).toEqual(['f', 'e', 'd', 'c', 'b']);
  });

  it('forgets a deleted project', () => {
    const storage = fakeStorage({ 'project-last-accessed-a': '2025-02-01T10:00:00.000Z' });
    forgetProjectOpened(storage, 'a');
    expect(ids(storage)).toEqual([]);
  });

  it('survives a storage that throws', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      key: () => {
        throw new Error('blocked');
      },
      length: 1,
    };
    expect(() => recordProjectOpened(blocked, 'a')).not.toThrow();
    expect(recentlyOpenedIds(blocked)).toEqual([]);
  });
});

describe('project tabs', () => {
  it('reads every tab from the query parameter', () => {
    for (const tab of PROJECT_TABS) expect(parseProjectTab(tab)).toBe(tab);
    expect(parseProjectTab('Audio')).toBe('audio');
  });

  it('falls back to overview', () => {
    expect(parseProjectTab(null)).toBe('overview');
    expect(parseProjectTab('')).toBe('overview');
    expect(parseProjectTab('settings')).toBe('overview');
    // The placeholder Studio tab is gone; old links land on the overview.
    expect(parseProjectTab('studio')).toBe('overview');
    expect(PROJECT_TABS).not.toContain('studio');
  });
});

describe('link for members', () => {
  it('uses the /project/{id} route (members only: outsiders get a private share link)', () => {
    expect(projectShareUrl('https://trackroom.test', 'p1')).toBe(
      'https://trackroom.test/project/p1',
    );
  });
});
