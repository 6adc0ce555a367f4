import { describe, expect, it, vi } from 'vitest';
import { isNavItemActive, NAV_ITEMS } from './nav-items';
import { profileDisplayName, profileInitials, roleBadge } from './profile-display';
import { shareApp } from './share-app';
import { readSidebarExpanded, SIDEBAR_STORAGE_KEY, writeSidebarExpanded } from './sidebar-state';

const item = (key: string) => NAV_ITEMS.find((entry) => entry.key === key)!;

describe('sidebar navigation', () => {
  it('lists the eight shell views in order', () => {
    expect(NAV_ITEMS.map((entry) => entry.to)).toEqual([
      '/home',
      '/studio',
      '/playlists',
      '/share-links',
      '/releases',
      '/projects',
      '/folders',
      '/analytics',
    ]);
  });
  it('highlights the dashboard on /, /home and /dashboard only', () => {
    for (const path of ['/', '/home', '/home/', '/dashboard']) {
      expect(isNavItemActive(item('dashboard'), path)).toBe(true);
    }
    expect(isNavItemActive(item('dashboard'), '/studio')).toBe(false);
  });
  it('highlights an item on its own path and sub-paths, not on look-alikes', () => {
    expect(isNavItemActive(item('playlists'), '/playlists')).toBe(true);
    expect(isNavItemActive(item('playlists'), '/playlists/7')).toBe(true);
    expect(isNavItemActive(item('playlists'), '/playlists-old')).toBe(false);
  });
});

describe('sidebar state', () => {
  it('is expanded unless collapsed last time, and remembers the choice', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
    expect(readSidebarExpanded(storage)).toBe(true);
    writeSidebarExpanded(storage, false);
    expect(items.get(SIDEBAR_STORAGE_KEY)).toBe('false');
    expect(readSidebarExpanded(storage)).toBe(false);
    expect(readSidebarExpanded(null)).toBe(true);
  });
});

describe('profile menu names and badges', () => {
  it('prefers the artist name, then first and last name', () => {
    expect(profileDisplayName({ artistName: 'Nova', firstName: 'Ann', lastName: 'Lee' })).toBe(
      'Nova',
    );
    expect(profileDisplayName({ artistName: '  ', firstName: 'Ann', lastName: 'Lee' })).toBe(
      'Ann Lee',
    );
    expect(profileInitials({ artistName: null, firstName: 'ann', lastName: 'lee' })).toBe('AL');
  });
  it('badges founders, admins and team members only', () => {
    expect(roleBadge('founder')).toBe('founder');
    expect(roleBadge('admin')).toBe('admin');
    expect(roleBadge('team_member')).toBe('team_member');
    expect(roleBadge('artist')).toBeNull();
    expect(roleBadge('user')).toBeNull();
  });
});

describe('shareApp', () => {
  const data = { title: 'Trackroom', url: 'https://trackroom.example' };

  it('uses the native share sheet when there is one', async () => {
    const share = vi.fn(async () => undefined);
    const writeText = vi.fn(async () => undefined);
    expect(await shareApp({ share, writeText }, data)).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });
  it('treats a dismissed share sheet as cancelled, not as a failure', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('dismissed', 'AbortError');
    });
    const writeText = vi.fn(async () => undefined);
    expect(await shareApp({ share, writeText }, data)).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });
  it('copies the site address without a share sheet', async () => {
    const writeText = vi.fn(async () => undefined);
    expect(await shareApp({ writeText }, data)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('https://trackroom.example');
  });
  it('reports failure when neither works', async () => {
    const writeText = vi.fn(async () => {
      throw new Error('denied');
    });
    expect(await shareApp({ writeText }, data)).toBe('failed');
    expect(await shareApp({}, data)).toBe('failed');
  });
});
