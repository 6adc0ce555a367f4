import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AudioFile } from '../../../shared/schemas/audio.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  addMember,
  createAudioRow,
  createProject,
  createUser,
  type TestProject,
  type TestUser,
} from '../../test/factories.js';

/** Follows `Link: <…>; rel="next"` from `url` to the end; answers every page's titles. */
async function walk(t: TestApp, url: string, cookie: string): Promise<string[][]> {
  const pages: string[][] = [];
  let next: string | null = url;
  while (next) {
    const res: LightMyRequestResponse = await t.app.inject({
      method: 'GET',
      url: next,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    pages.push(res.json<AudioFile[]>().map((song) => song.title));
    next = /<([^>]+)>;\s*rel="next"/.exec((res.headers.link as string) ?? '')?.[1] ?? null;
  }
  return pages;
}

describe('song lists in pages (GET /api/audio/all, GET /api/projects/{id}/audio)', () => {
  let t: TestApp;
  let owner: TestUser;
  let member: TestUser;
  let stranger: TestUser;
  let library: TestProject;
  let band: TestProject;
  let minutes = 0;

  /** A song `minutes` later than the one before (so newest first is the reverse of creation). */
  const song = (
    projectId: string,
    title: string,
    extra: { duration?: number; by?: TestUser } = {},
  ) =>
    createAudioRow(t.app, projectId, {
      title,
      duration: extra.duration ?? 60,
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, (minutes += 1))),
      uploaderProfileId: (extra.by ?? owner).profileId,
    });
  const get = (url: string, cookie = owner.cookie) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app, { artistName: 'Nova' });
    member = await createUser(t.app, { artistName: 'Arlo' });
    stranger = await createUser(t.app, { artistName: 'Zed' });
    library = await createProject(t.app, owner.profileId, { isLibrary: true, title: 'My Library' });
    band = await createProject(t.app, member.profileId, { title: 'Band demos' });
    await addMember(t.app, band.id, owner, 'collaborator');
    // Seven songs of the owner's own, two of a project the owner joined, one of a stranger.
    for (const [title, duration] of [
      ['Amber', 200],
      ['birch', 30],
      ['Cedar', 120],
      ['dune', 45],
      ['Ember', 300],
      ['fjord', 10],
      ['100% Gold_', 90],
    ] as const) {
      await song(library.id, title, { duration });
    }
    await song(band.id, 'Gale', { by: member, duration: 50 });
    await song(band.id, 'Harbor', { by: member, duration: 70 });
    const theirs = await createProject(t.app, stranger.profileId, { isLibrary: true });
    await song(theirs.id, 'Private demo', { by: stranger });
  });
  afterAll(async () => {
    await t.close();
  });

  const NEWEST = [
    'Harbor',
    'Gale',
    '100% Gold_',
    'fjord',
    'Ember',
    'dune',
    'Cedar',
    'birch',
    'Amber',
  ];

  it('pages the library newest first: pages add up to the whole list, the last has no link', async () => {
    const pages = await walk(t, '/api/audio/all?limit=4', owner.cookie);
    expect(pages).toEqual([NEWEST.slice(0, 4), NEWEST.slice(4, 8), NEWEST.slice(8)]);
  });

  it('counts the whole library on the first page, from the projects’ song counts', async () => {
    const res = await get('/api/audio/all?limit=2');
    expect(res.headers['x-total-count']).toBe('9');
    expect(res.headers.link).toMatch(/^<\/api\/audio\/all\?limit=2&cursor=[\w-]+>; rel="next"$/);
  });

  it('answers the whole list as one array without a limit (old clients), newest first', async () => {
    const res = await get('/api/audio/all?userId=ignored');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json<AudioFile[]>().map((s) => s.title)).toEqual(NEWEST);
  });

  it('sorts on the server by title, duration and artist, either way, across pages', async () => {
    const titles = (await walk(t, '/api/audio/all?limit=3&sort=title', owner.cookie)).flat();
    expect(titles).toEqual([
      '100% Gold_',
      'Amber',
      'birch',
      'Cedar',
      'dune',
      'Ember',
      'fjord',
      'Gale',
      'Harbor',
    ]);
    const longest = (
      await walk(t, '/api/audio/all?limit=4&sort=duration-desc', owner.cookie)
    ).flat();
    expect(longest.slice(0, 3)).toEqual(['Ember', 'Amber', 'Cedar']);
    const byArtist = (await walk(t, '/api/audio/all?limit=2&sort=artist', owner.cookie)).flat();
    expect(byArtist.slice(0, 2).sort()).toEqual(['Gale', 'Harbor']); // Arlo before Nova
    const oldest = (await walk(t, '/api/audio/all?limit=5&sort=oldest', owner.cookie)).flat();
    expect(oldest).toEqual([...NEWEST].reverse());
  });

  it('searches on the server, taking % and _ literally', async () => {
    expect((await walk(t, '/api/audio/all?limit=2&q=%25%20gold_', owner.cookie)).flat()).toEqual([
      '100% Gold_',
    ]);
    expect((await walk(t, '/api/audio/all?limit=2&q=_', owner.cookie)).flat()).toEqual([
      '100% Gold_',
    ]);
    // Every word, in any field and any order: the project's title and the song's.
    expect((await walk(t, '/api/audio/all?limit=5&q=harbor%20BAND', owner.cookie)).flat()).toEqual([
      'Harbor',
    ]);
    // The project's title matches too: both songs of "Band demos".
    expect((await walk(t, '/api/audio/all?limit=5&q=band', owner.cookie)).flat()).toEqual([
      'Harbor',
      'Gale',
    ]);
  });

  it('shows the caller’s role in each song’s project, and never a stranger’s songs', async () => {
    const songs = (await get('/api/audio/all?limit=100')).json<AudioFile[]>();
    expect(songs.find((s) => s.title === 'Gale')).toMatchObject({ projectRole: 'collaborator' });
    expect(songs.find((s) => s.title === 'Amber')).toMatchObject({
      projectRole: 'owner',
      pinned: false,
    });
    expect(songs.some((s) => s.title === 'Private demo')).toBe(false);
    const theirs = (await get('/api/audio/all?limit=100', stranger.cookie)).json<AudioFile[]>();
    expect(theirs.map((s) => s.title)).toEqual(['Private demo']);
  });

  it('keeps its order across pages when songs arrive between two page reads', async () => {
    const first = await get('/api/audio/all?limit=3');
    const seen = first.json<AudioFile[]>().map((s) => s.title);
    await song(library.id, 'Newcomer'); // newer than everything: belongs before page one
    const rest = await walk(t, /<([^>]+)>/.exec(first.headers.link as string)![1]!, owner.cookie);
    const all = [...seen, ...rest.flat()];
    expect(all).toEqual(NEWEST);
    expect(new Set(all).size).toBe(all.length);
    const refreshed = (await walk(t, '/api/audio/all?limit=4', owner.cookie)).flat();
    expect(refreshed[0]).toBe('Newcomer');
  });

  it.each([
    [
      'a cursor that is not ours',
      '/api/audio/all?limit=2&cursor=bm90LW91cnM',
      'pagination.invalidCursor',
    ],
    [
      'a cursor of another sort',
      '/api/audio/all?limit=2&sort=duration&cursor=WyJhIiwiYiJd',
      'pagination.invalidCursor',
    ],
  ])('refuses %s with 400 and a stable code', async (_case, url, code) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(code);
  });

  it.each([
    ['a limit over 500', '/api/audio/all?limit=501'],
    ['a limit of 0', '/api/audio/all?limit=0'],
    ['an unknown sort', '/api/audio/all?limit=5&sort=random'],
    ['a search text over 200 characters', `/api/audio/all?limit=5&q=${'a'.repeat(201)}`],
  ])('refuses %s with 400', async (_case, url) => {
    expect((await get(url)).statusCode).toBe(400);
  });

  it('pages a project’s songs for its members, and hides the project from anyone else', async () => {
    const pages = await walk(t, `/api/projects/${band.id}/audio?limit=1`, owner.cookie);
    expect(pages).toEqual([['Harbor'], ['Gale']]);
    const whole = await get(`/api/projects/${band.id}/audio`, member.cookie);
    expect(whole.json<AudioFile[]>().map((s) => [s.title, s.projectRole])).toEqual([
      ['Harbor', 'owner'],
      ['Gale', 'owner'],
    ]);
    expect((await get(`/api/projects/${band.id}/audio?limit=1`)).headers['x-total-count']).toBe(
      '2',
    );
    expect((await get(`/api/projects/${band.id}/audio?limit=5`, stranger.cookie)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/projects/${band.id}/audio`, stranger.cookie)).statusCode).toBe(404);
  });

  it('counts every version of a song, and lists only its latest', async () => {
    const songs = (await get('/api/audio/all?limit=100')).json<AudioFile[]>();
    const amber = songs.find((s) => s.title === 'Amber')!;
    await createAudioRow(t.app, library.id, {
      songId: amber.songId,
      isLatest: false,
      title: 'Amber demo',
    });
    const again = (await get('/api/audio/all?limit=100')).json<AudioFile[]>();
    expect(again.find((s) => s.title === 'Amber')?.versionCount).toBe(2);
    expect(again.some((s) => s.title === 'Amber demo')).toBe(false);
  });

  it('refuses signed-out callers with 401', async () => {
    expect((await get('/api/audio/all?limit=5', '')).statusCode).toBe(401);
    expect((await get(`/api/projects/${band.id}/audio?limit=5`, '')).statusCode).toBe(401);
  });
});
