import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileOverviewSchema } from '../../../shared/schemas/profile-overview.js';
import { collaborations, credits, lyrics, plays, profiles } from '../../db/schema/index.js';
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

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);

describe('GET /api/user/profile/overview', () => {
  let t: TestApp;
  let ada: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  let nightDrive: TestProject;
  let bobsSong: TestProject;
  let songA: TestAudioRow;

  const overview = async (user: TestUser) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile/overview',
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBe(200);
    return profileOverviewSchema.parse(res.json());
  };
  const play = (audioFileId: string, listener: TestUser) =>
    t.app.deps.db.insert(plays).values({ audioFileId, listenerProfileId: listener.profileId });

  beforeAll(async () => {
    t = await buildTestApp();
    const { db } = t.app.deps;
    ada = await createUser(t.app, { artistName: 'Ada L' });
    await db
      .update(profiles)
      .set({ firstName: 'Ada', lastName: 'Lovelace' })
      .where(eq(profiles.id, ada.profileId));
    bob = await createUser(t.app, { artistName: 'Bob Beats' });
    carol = await createUser(t.app, { artistName: 'Carol Keys' });

    // Ada's own work: a library with one song, and "Night Drive" with two songs (one of them
    // in two versions).
    const library = await createProject(t.app, ada.profileId, {
      title: 'My Library',
      isLibrary: true,
      createdAt: at(100),
    });
    await createAudioRow(t.app, library.id, {
      uploaderProfileId: ada.profileId,
      createdAt: at(90),
    });
    nightDrive = await createProject(t.app, ada.profileId, {
      title: 'Night Drive',
      createdAt: at(60),
    });
    const firstTake = await createAudioRow(t.app, nightDrive.id, {
      title: 'Headlights (take 1)',
      isLatest: false,
      uploaderProfileId: ada.profileId,
      createdAt: at(50),
    });
    songA = await createAudioRow(t.app, nightDrive.id, {
      title: 'Headlights',
      songId: firstTake.songId,
      uploaderProfileId: ada.profileId,
      createdAt: at(40),
    });
    const songB = await createAudioRow(t.app, nightDrive.id, {
      title: 'Tail Lights',
      uploaderProfileId: carol.profileId,
      createdAt: at(30),
    });
    await db.insert(lyrics).values({
      projectId: nightDrive.id,
      title: 'Headlights lyrics',
      content: '<p>Empty road</p>',
      authorProfileId: ada.profileId,
      updatedAt: at(20),
    });
    await addMember(t.app, nightDrive.id, carol, 'collaborator');
    // A pending invitation is not a connection.
    await db.insert(collaborations).values({
      projectId: nightDrive.id,
      inviteEmail: 'pending@example.com',
      role: 'viewer',
    });

    // Bob's project that Ada joined: three songs and blank lyrics; and one she did not join.
    bobsSong = await createProject(t.app, bob.profileId, { title: 'Bob Song', createdAt: at(10) });
    const bobsTrack = await createAudioRow(t.app, bobsSong.id);
    await createAudioRow(t.app, bobsSong.id);
    await createAudioRow(t.app, bobsSong.id);
    await db.insert(lyrics).values({ projectId: bobsSong.id, title: 'Draft', content: '   ' });
    await addMember(t.app, bobsSong.id, ada, 'collaborator');
    const hidden = await createProject(t.app, bob.profileId, { title: 'Secret' });
    await db.insert(lyrics).values({ projectId: hidden.id, title: 'Secret', content: 'words' });

    // Credits: two name Ada (artist name in another case, full name with doubled spaces).
    await db.insert(credits).values([
      { projectId: nightDrive.id, name: 'ada l', role: 'producer' },
      { projectId: nightDrive.id, name: 'Someone Else', role: 'mixer' },
      { projectId: bobsSong.id, name: ' Ada  Lovelace ', role: 'songwriter, vocalist' },
      { projectId: hidden.id, name: 'Ada L', role: 'artist' },
    ]);

    // Plays: three of "Headlights" (one on its first take), one of "Tail Lights", one of Bob's.
    await play(songA.id, bob);
    await play(songA.id, carol);
    await play(firstTake.id, ada);
    await play(songB.id, bob);
    await play(bobsTrack.id, ada);
  });
  afterAll(() => t.close());

  it('refuses a signed-out caller with 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/profile/overview' });
    expect(res.statusCode).toBe(401);
  });

  it('counts tracks and plays of the profile’s own songs, and what it works on', async () => {
    const { stats, featuredTrack } = await overview(ada);
    expect(stats).toEqual({ tracks: 3, totalPlays: 4, projects: 2, songs: 6, lyrics: 1 });
    expect(featuredTrack).toEqual({
      id: songA.id,
      title: 'Headlights',
      projectId: nightDrive.id,
      plays: 3,
    });
  });

  it('lists recent uploads, new projects and lyrics by the profile, newest first', async () => {
    const { recentActivity } = await overview(ada);
    expect(recentActivity.map((item) => [item.kind, item.title, item.projectTitle])).toEqual([
      ['lyrics', 'Headlights lyrics', 'Night Drive'],
      ['upload', 'Headlights', 'Night Drive'],
      ['upload', 'Headlights (take 1)', 'Night Drive'],
      ['project', 'Night Drive', 'Night Drive'],
      ['upload', expect.any(String), 'My Library'],
    ]);
    expect(recentActivity[0]!.at).toMatch(/Z$/);
  });

  it('finds the credits naming the profile in projects it belongs to, any case or spacing', async () => {
    const { credits: found } = await overview(ada);
    expect(found.map((credit) => [credit.projectTitle, credit.role]).sort()).toEqual([
      ['Bob Song', 'songwriter, vocalist'],
      ['Night Drive', 'producer'],
    ]);
  });

  it('lists the people it collaborates with both ways, with shared project counts', async () => {
    const second = await createProject(t.app, ada.profileId, { title: 'Second' });
    await addMember(t.app, second.id, carol, 'viewer');
    const { connections } = await overview(ada);
    expect(connections.map((c) => [c.name, c.sharedProjects, c.publicHandle])).toEqual([
      ['Carol Keys', 2, null],
      ['Bob Beats', 1, null],
    ]);
    const fromBob = await overview(bob);
    expect(fromBob.connections.map((c) => c.name)).toEqual(['Ada L']);
  });

  it('shows a connection’s handle only while their page is public', async () => {
    await t.app.deps.db
      .update(profiles)
      .set({ handle: 'bob-beats', isPublic: false })
      .where(eq(profiles.id, bob.profileId));
    const hidden = await overview(ada);
    expect(hidden.connections.find((c) => c.name === 'Bob Beats')?.publicHandle).toBeNull();
    await t.app.deps.db
      .update(profiles)
      .set({ isPublic: true })
      .where(eq(profiles.id, bob.profileId));
    const shown = await overview(ada);
    expect(shown.connections.find((c) => c.name === 'Bob Beats')?.publicHandle).toBe('bob-beats');
  });

  it('is all zeros and empty lists for a profile with nothing', async () => {
    const newcomer = await createUser(t.app);
    expect(await overview(newcomer)).toEqual({
      stats: { tracks: 0, totalPlays: 0, projects: 0, songs: 0, lyrics: 0 },
      featuredTrack: null,
      recentActivity: [],
      credits: [],
      connections: [],
    });
  });
});
