import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  forgetProjectOpened,
  lastAccessedKey,
  recentlyOpened,
  recordProjectOpened,
} from './last-accessed';
import { projectTitleDate } from './new-project-title';
import { parseProjectTab, PROJECT_TABS } from './project-tabs';
import { projectShareLinks, projectShareUrl } from './share-links';

/** An in-memory Storage, as the browser's localStorage behaves. */
function fakeStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
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
  const projects = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => ({ id }));

  it('records the ISO time under project-last-accessed-{id}', () => {
    const storage = fakeStorage();
    recordProjectOpened(storage, 'a', new Date('2025-01-02T03:04:05.000Z'));
    expect(storage.items.get('project-last-accessed-a')).toBe('2025-01-02T03:04:05.000Z');
    expect(lastAccessedKey('x')).toBe('project-last-accessed-x');
  });

  it('lists only opened projects, most recent first', () => {
    const storage = fakeStorage({
      'project-last-accessed-b': '2025-01-01T10:00:00.000Z',
      'project-last-accessed-d': '2025-03-01T10:00:00.000Z',
      'project-last-accessed-a': '2025-02-01T10:00:00.000Z',
    });
    expect(recentlyOpened(projects, storage).map((r) => r.project.id)).toEqual(['d', 'a', 'b']);
    expect(recentlyOpened(projects, storage)[0]!.openedAt).toBe('2025-03-01T10:00:00.000Z');
  });

  it('keeps at most five and ignores unreadable times and unknown projects', () => {
    const storage = fakeStorage({ 'project-last-accessed-zzz': '2025-09-01T00:00:00.000Z' });
    projects.forEach((p, i) => recordProjectOpened(storage, p.id, new Date(2025, 0, i + 1)));
    storage.setItem('project-last-accessed-g', 'not a date');
    const ids = recentlyOpened(projects, storage).map((r) => r.project.id);
    expect(ids).toEqual(['f', 'e', 'd', 'c', 'b']);
  });

  it('forgets a deleted project', () => {
    const storage = fakeStorage({ 'project-last-accessed-a': '2025-02-01T10:00:00.000Z' });
    forgetProjectOpened(storage, 'a');
    expect(recentlyOpened(projects, storage)).toEqual([]);
  });

  it('survives a storage that throws', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => recordProjectOpened(blocked, 'a')).not.toThrow();
    expect(recentlyOpened(projects, blocked)).toEqual([]);
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
  });
});

describe('share links', () => {
  it('uses the /project/{id} shared-link route', () => {
    expect(projectShareUrl('https://trackroom.test', 'p1')).toBe(
      'https://trackroom.test/project/p1',
    );
  });

  it('encodes the message and link for each target', () => {
    const links = projectShareLinks(
      'https://t.test/project/p1',
      'My & Song',
      'Listen to "My & Song"',
    );
    expect(links.whatsapp).toBe(
      'https://wa.me/?text=Listen%20to%20%22My%20%26%20Song%22%20https%3A%2F%2Ft.test%2Fproject%2Fp1',
    );
    expect(links.email).toBe(
      'mailto:?subject=My%20%26%20Song&body=Listen%20to%20%22My%20%26%20Song%22%0A%0Ahttps%3A%2F%2Ft.test%2Fproject%2Fp1',
    );
    expect(links.twitter).toBe(
      'https://twitter.com/intent/tweet?text=Listen%20to%20%22My%20%26%20Song%22&url=https%3A%2F%2Ft.test%2Fproject%2Fp1',
    );
  });
});
