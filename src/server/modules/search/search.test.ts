import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_TEXT_MAX } from '../../../shared/constants.js';
import { SEARCH_GROUP_LIMIT_MAX, SEARCH_INVALID_CODE } from '../../../shared/schemas/search.js';
import { profiles } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  addMember,
  createAudioRow,
  createProject,
  createUser,
  type TestUser,
} from '../../test/factories.js';
import { createPlaylist, namesOf, searchAs } from '../../test/search-test-support.js';

// Who may find what: the owner finds everything of theirs, a member finds the shared project's
// songs and its people, a stranger finds none of it, whatever they type.
describe('GET /api/search: who finds what', () => {
  let t: TestApp;
  let owner: TestUser;
  let member: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app, { artistName: 'Marigold Owner' });
    member = await createUser(t.app, { artistName: 'Marigold Member' });
    stranger = await createUser(t.app, { artistName: 'Stranger Danger' });
    const shared = await createProject(t.app, owner.profileId, { title: 'Marigold Sessions' });
    const secret = await createProject(t.app, owner.profileId, { title: 'Marigold Secrets' });
    await addMember(t.app, shared.id, member, 'viewer');
    const old = await createAudioRow(t.app, shared.id, {
      title: 'Marigold Demo',
      isLatest: false,
    });
    await createAudioRow(t.app, shared.id, { title: 'Marigold Take', songId: old.songId });
    await createAudioRow(t.app, secret.id, { title: 'Marigold Hidden' });
    await createPlaylist(t.app, owner.profileId, 'Marigold Mix');
    // The stranger's own things with the same word: found by the stranger only.
    const theirs = await createProject(t.app, stranger.profileId, { title: 'Marigold Elsewhere' });
    await createAudioRow(t.app, theirs.id, { title: 'Marigold Far' });
  });
  afterAll(() => t.close());

  it('answers 401 signed out', async () => {
    const res = await searchAs(t.app, null, 'marigold');
    expect(res.statusCode).toBe(401);
  });

  it('finds the owner’s latest songs, projects and playlists, and the people they work with', async () => {
    const res = await searchAs(t.app, owner, 'marigold');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const names = namesOf(body);
    expect([names.songs.sort(), names.projects.sort()]).toEqual([
      ['Marigold Hidden', 'Marigold Take'],
      ['Marigold Secrets', 'Marigold Sessions'],
    ]);
    expect([names.playlists, names.people]).toEqual([['Marigold Mix'], ['Marigold Member']]);
    // Songs come as the song lists present them: enough to play them or open their project.
    expect(body.songs[0]).toMatchObject({
      projectName: expect.any(String),
      url: expect.stringMatching(/^\/uploads\//),
      versionCount: expect.any(Number),
      canEdit: true,
    });
    const songs = body.songs as Array<{ title: string }>;
    expect(songs.find((song) => song.title === 'Marigold Take')).toMatchObject({
      versionCount: 2,
      isLatest: true,
    });
    expect(body.projects[0]).toMatchObject({ role: 'owner', ownerName: 'Marigold Owner' });
    expect(body.playlists[0]).toMatchObject({ isPublic: false, trackCount: 0 });
  });

  it('finds a joined project, its songs and its owner for a member, and nothing else', async () => {
    const body = (await searchAs(t.app, member, 'marigold')).json();
    expect(namesOf(body)).toEqual({
      songs: ['Marigold Take'],
      projects: ['Marigold Sessions'],
      playlists: [],
      people: ['Marigold Owner'],
    });
    expect(body.projects[0]).toMatchObject({ role: 'viewer' });
    expect(body.songs[0]).toMatchObject({ canEdit: false, canDelete: false });
    expect(body.people[0]).toMatchObject({ sharedProjects: 1, handle: null });
  });

  it('never shows a stranger another profile’s private songs, projects, playlists or people', async () => {
    for (const q of ['marigold', 'm', 'Marigold Hidden', 'Marigold Mix', 'owner', 'member']) {
      const body = (await searchAs(t.app, stranger, q)).json();
      const all = namesOf(body);
      expect(all.songs.filter((title) => title !== 'Marigold Far')).toEqual([]);
      expect(all.projects.filter((title) => title !== 'Marigold Elsewhere')).toEqual([]);
      expect([all.playlists, all.people]).toEqual([[], []]);
      expect(JSON.stringify(body)).not.toContain(owner.profileId);
    }
  });

  it('names people as their profile page does: never an e-mail, a handle only when public', async () => {
    const res = await searchAs(t.app, owner, 'member');
    expect(res.body).not.toContain(member.email);
    expect(res.body).not.toContain('@');
    await t.app.deps.db
      .update(profiles)
      .set({ handle: 'marigold-member', isPublic: true })
      .where(eq(profiles.id, member.profileId));
    const [person] = (await searchAs(t.app, owner, 'member')).json().people;
    expect(person).toMatchObject({ name: 'Marigold Member', handle: 'marigold-member' });
    expect(Object.keys(person).sort()).toEqual(
      [
        'handle',
        'name',
        'profileId',
        'profileImageUrl',
        'sharedProjectId',
        'sharedProjects',
      ].sort(),
    );
  });

  it('answers empty groups for a blank or missing text', async () => {
    const empty = {
      songs: [],
      lyrics: [],
      projects: [],
      playlists: [],
      releases: [],
      people: [],
    };
    expect((await searchAs(t.app, owner, '   ')).json()).toEqual(empty);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/search',
      headers: { cookie: owner.cookie },
    });
    expect(res.json()).toEqual(empty);
  });

  it('refuses a 50,000-character text with a 400 before matching it', async () => {
    const res = await searchAs(t.app, owner, 'a'.repeat(50_000));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: SEARCH_INVALID_CODE,
      message: `Search text can be ${SEARCH_TEXT_MAX} characters at most`,
    });
    // The cap is on the text as sent: spaces do not sneak a longer text past it.
    const padded = await searchAs(t.app, owner, `${' '.repeat(SEARCH_TEXT_MAX)}marigold`);
    expect(padded.statusCode).toBe(400);
  });

  it('caps limit per group and refuses a bad one', async () => {
    const one = (await searchAs(t.app, owner, 'marigold', '&limit=1')).json();
    expect([one.songs.length, one.projects.length]).toEqual([1, 1]);
    for (const limit of [0, SEARCH_GROUP_LIMIT_MAX + 1, 'many']) {
      const res = await searchAs(t.app, owner, 'marigold', `&limit=${limit}`);
      expect([limit, res.statusCode, res.json().code]).toEqual([limit, 400, SEARCH_INVALID_CODE]);
    }
  });
});
