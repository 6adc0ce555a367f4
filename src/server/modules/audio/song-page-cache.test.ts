import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AudioFile } from '../../../shared/schemas/audio.js';
import {
  audioFiles,
  collaborations,
  libraryOrder,
  profiles,
  projects,
} from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  addMember,
  createAudioRow,
  createProject,
  createUser,
  type TestAudioRow,
  type TestProject,
  type TestUser,
} from '../../test/factories.js';
import { memoryBreakdown } from '../../lib/memory-sources.js';
import { createSongPageCache } from './song-page-cache.js';

/**
 * Cached song-list pages are served only while the profile's library version is unchanged:
 * every kind of change a page shows must move the version (migration 0011, decision 008).
 * Each case reads a page (filling the cache), changes the database the way any code path
 * would, and reads again.
 */
describe('cached song-list pages follow every change', () => {
  let t: TestApp;
  let owner: TestUser;
  let member: TestUser;
  let library: TestProject;
  let band: TestProject;
  let ownSong: TestAudioRow;
  let bandSong: TestAudioRow;

  const page = async (who: TestUser = owner, url = '/api/audio/all?limit=50') => {
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
    expect(res.statusCode).toBe(200);
    return res.json<AudioFile[]>();
  };
  const find = (songs: AudioFile[], id: string) => songs.find((song) => song.id === id);
  const db = () => t.app.deps.db;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app, { artistName: 'Nova' });
    member = await createUser(t.app, { artistName: 'Arlo' });
  });
  beforeEach(async () => {
    library = await createProject(t.app, owner.profileId, { isLibrary: false, title: 'Sketches' });
    band = await createProject(t.app, member.profileId, { title: 'Band demos' });
    await addMember(t.app, band.id, owner, 'collaborator');
    ownSong = await createAudioRow(t.app, library.id, { uploaderProfileId: owner.profileId });
    bandSong = await createAudioRow(t.app, band.id, { uploaderProfileId: member.profileId });
    // Fills the cache; the new songs are there only because their inserts moved the version.
    const before = await page();
    expect(find(before, ownSong.id)).toBeDefined();
    expect(find(before, bandSong.id)).toBeDefined();
  });
  afterAll(async () => {
    await t.close();
  });

  it('a renamed song', async () => {
    await db().update(audioFiles).set({ title: 'Renamed' }).where(eq(audioFiles.id, ownSong.id));
    expect(find(await page(), ownSong.id)?.title).toBe('Renamed');
  });

  it('a new song in a project the profile joined', async () => {
    const added = await createAudioRow(t.app, band.id, { uploaderProfileId: member.profileId });
    expect(find(await page(), added.id)).toBeDefined();
  });

  it('a deleted song', async () => {
    await db().delete(audioFiles).where(eq(audioFiles.id, ownSong.id));
    expect(find(await page(), ownSong.id)).toBeUndefined();
  });

  it('a pin', async () => {
    await db()
      .insert(libraryOrder)
      .values({ profileId: owner.profileId, songId: ownSong.songId, rankKey: '5', pinned: true });
    expect(find(await page(), ownSong.id)?.pinned).toBe(true);
  });

  it('leaving (or being removed from) a project', async () => {
    await db().delete(collaborations).where(eq(collaborations.projectId, band.id));
    expect(find(await page(), bandSong.id)).toBeUndefined();
  });

  it('a new role in a project', async () => {
    await db()
      .update(collaborations)
      .set({ role: 'viewer' })
      .where(eq(collaborations.projectId, band.id));
    expect(find(await page(), bandSong.id)?.projectRole).toBe('viewer');
  });

  it('a renamed project', async () => {
    await db().update(projects).set({ title: 'Band finals' }).where(eq(projects.id, band.id));
    expect(find(await page(), bandSong.id)?.projectName).toBe('Band finals');
  });

  it('a renamed uploader', async () => {
    await db()
      .update(profiles)
      .set({ artistName: 'Arlo Vale' })
      .where(eq(profiles.id, member.profileId));
    expect(find(await page(), bandSong.id)?.uploaderName).toBe('Arlo Vale');
  });

  it('a deleted project, for its members', async () => {
    await page(member);
    await db().delete(projects).where(eq(projects.id, band.id));
    expect(find(await page(owner), bandSong.id)).toBeUndefined();
    expect(find(await page(member), bandSong.id)).toBeUndefined();
  });

  it('a project page, as the library', async () => {
    const url = `/api/projects/${band.id}/audio?limit=50`;
    await page(owner, url);
    await db().update(audioFiles).set({ notes: 'new notes' }).where(eq(audioFiles.id, bandSong.id));
    expect(find(await page(owner, url), bandSong.id)?.notes).toBe('new notes');
  });
});

describe('song page cache', () => {
  const pageOf = (count: number) => ({
    items: Array.from({ length: count }, () => ({}) as AudioFile),
    nextCursor: null,
  });

  it('answers a page only at the version it was stored under', () => {
    const cache = createSongPageCache(1024 * 1024);
    const stored = cache.set('a', 7, pageOf(3));
    expect(stored.json?.toString()).toBe('[{},{},{}]');
    expect(cache.get('a', 7)).toBe(stored);
    expect(cache.get('a', 8)).toBeNull();
    expect(cache.get('a', 7)).toBeNull(); // dropped once outdated
  });

  it('drops the least recently used pages beyond its size', () => {
    const cache = createSongPageCache(3 * 4); // three pages of "[{}]", one byte a character
    cache.set('a', 1, pageOf(1));
    cache.set('b', 1, pageOf(1));
    cache.set('c', 1, pageOf(1));
    expect(cache.get('a', 1)).not.toBeNull(); // a is now the most recent
    cache.set('d', 1, pageOf(1));
    expect(cache.get('b', 1)).toBeNull();
    expect(cache.get('a', 1)).not.toBeNull();
    expect(cache.size).toBe(3);
  });

  it('reads a page once for callers asking at the same time, then answers from the cache', async () => {
    const cache = createSongPageCache(1024 * 1024);
    let reads = 0;
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const load = async () => {
      reads++;
      await gate;
      return pageOf(2);
    };
    const asked = Array.from({ length: 5 }, () => cache.read('a', 1, load));
    finish();
    const pages = await Promise.all(asked);
    expect(reads).toBe(1);
    expect(new Set(pages).size).toBe(1);
    expect(await cache.read('a', 1, load)).toBe(pages[0]);
    await cache.read('a', 2, load); // a new version reads again
    expect(reads).toBe(2);
  });

  it('lets pages nobody asked for in its idle time go, and says what it holds meanwhile', async () => {
    // Other caches of this process (the test apps') report under the same name.
    const caches = async () =>
      (await memoryBreakdown()).filter((figure) => figure.part === 'song page cache');
    const others = (await caches()).length;
    const cache = createSongPageCache(1024 * 1024, 300);
    cache.set('a', 1, pageOf(2));
    cache.set('b', 1, pageOf(1));
    expect(await caches()).toContainEqual({
      part: 'song page cache',
      bytes: '[{},{}]'.length + '[{}]'.length,
      detail: '2 pages',
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(cache.get('a', 1)).not.toBeNull(); // used again: its idle time starts over
    await vi.waitFor(() => expect(cache.size).toBe(1), { timeout: 2_000, interval: 10 });
    expect(cache.get('b', 1)).toBeNull(); // b went first; reading it does not touch a
    await vi.waitFor(() => expect(cache.size).toBe(0), { timeout: 2_000 });
    expect(await caches()).toHaveLength(others);
  });

  it('keeps nothing when turned off (SONG_PAGE_CACHE_MB=0)', () => {
    const cache = createSongPageCache(0);
    cache.set('a', 1, pageOf(1));
    expect(cache.get('a', 1)).toBeNull();
  });
});
