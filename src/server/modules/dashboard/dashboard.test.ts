import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DASHBOARD_LIBRARY_SONGS,
  dashboardSchema,
  type Dashboard,
} from '../../../shared/schemas/dashboard.js';
import { audioFiles, profiles, projects, sessions } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createUser, type TestUser } from '../../test/factories.js';

const at = (day: number) => new Date(Date.UTC(2025, 0, day, 12));

describe('GET /api/dashboard/fast', () => {
  let t: TestApp;
  let owner: TestUser;
  let libraryId: string;
  let epId: string;

  const insertProject = async (
    ownerProfileId: string,
    title: string,
    createdAt: Date,
    isLibrary = false,
  ) => {
    const [row] = await t.app.deps.db
      .insert(projects)
      .values({
        ownerProfileId,
        title,
        createdAt,
        isLibrary,
        status: isLibrary ? 'draft' : 'mixing',
      })
      .returning();
    return row!.id;
  };
  const insertSong = (
    projectId: string,
    originalName: string,
    duration: number,
    createdAt: Date,
    filename = `${randomUUID()}.wav`,
  ) =>
    t.app.deps.db.insert(audioFiles).values({
      projectId,
      filename,
      originalName,
      title: originalName.replace(/\.[^.]+$/, ''),
      mimeType: 'audio/wav',
      size: 1000 + Math.round(duration),
      duration,
      createdAt,
    });
  const getDashboard = (cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/dashboard/fast',
      headers: cookie ? { cookie } : {},
    });

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app);
    libraryId = await insertProject(owner.profileId, 'My Library', at(1), true);
    epId = await insertProject(owner.profileId, 'Night Drive EP', at(2));
    await insertProject(owner.profileId, 'Empty Sketches', at(5));
    await insertProject(owner.profileId, 'Oldest Idea', at(0));
    await insertProject(owner.profileId, 'Newest Single', at(9));

    await insertSong(libraryId, 'Intro.wav', 30, at(3), 'song a#1.wav');
    // An older version of Intro: versions are not songs, so it neither counts nor lists.
    const [intro] = await t.app.deps.db
      .select({ songId: audioFiles.songId })
      .from(audioFiles)
      .where(eq(audioFiles.filename, 'song a#1.wav'));
    await t.app.deps.db.insert(audioFiles).values({
      projectId: libraryId,
      filename: `${randomUUID()}.wav`,
      originalName: 'Intro (demo).wav',
      title: 'Intro (demo)',
      songId: intro!.songId,
      isLatest: false,
      mimeType: 'audio/wav',
      size: 5000,
      duration: 900,
      createdAt: at(12),
    });
    await insertSong(libraryId, 'Ballad.mp3', 95.5, at(7));
    await insertSong(libraryId, 'Anthem.flac', 200, at(4));
    await insertSong(epId, 'Drive.wav', 60, at(6));
    await insertSong(epId, 'Lights.wav', 61, at(8));

    // Someone else's projects and songs must not show up anywhere.
    const stranger = await createUser(t.app);
    const strangerLibrary = await insertProject(stranger.profileId, 'My Library', at(10), true);
    await insertSong(strangerLibrary, 'Not yours.wav', 600, at(10));
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a signed-out caller with 401', async () => {
    expect((await getDashboard()).statusCode).toBe(401);
  });

  it('counts the active profile’s projects, songs and minutes from latest versions only', async () => {
    const res = await getDashboard(owner.cookie);
    expect(res.statusCode).toBe(200);
    const body = dashboardSchema.parse(res.json());
    // The library holds songs but is not counted as a project; 4 projects besides it.
    // 30 + 95.5 + 200 + 60 + 61 = 446.5 s ≈ 7.44 min
    expect(body.stats).toEqual({ projects: 4, songs: 5, totalMinutes: 7, collaborations: 0 });
    expect(body.collaborations).toEqual([]);
  });

  it('lists the three newest projects, newest first, never the library', async () => {
    const body = (await getDashboard(owner.cookie)).json<Dashboard>();
    expect(body.recentProjects.map((p) => p.title)).toEqual([
      'Newest Single',
      'Empty Sketches',
      'Night Drive EP',
    ]);
    expect(body.recentProjects[2]).toEqual({
      id: epId,
      title: 'Night Drive EP',
      status: 'mixing',
      createdAt: at(2).toISOString(),
      role: 'owner',
      masterSplitsFull: false,
    });
  });

  it('lists the library songs (latest versions) newest first with title and streaming URL', async () => {
    const body = (await getDashboard(owner.cookie)).json<Dashboard>();
    expect(body.librarySongCount).toBe(3);
    expect(body.library.map((s) => s.originalName)).toEqual([
      'Ballad.mp3',
      'Anthem.flac',
      'Intro.wav',
    ]);
    expect(body.library[2]).toMatchObject({
      projectId: libraryId,
      filename: 'song a#1.wav',
      originalName: 'Intro.wav',
      title: 'Intro',
      size: 1030,
      duration: 30,
      createdAt: at(3).toISOString(),
      url: '/uploads/song%20a%231.wav',
    });
  });

  it('shows zeros and empty lists for a profile with nothing yet', async () => {
    const newcomer = await createUser(t.app);
    const body = (await getDashboard(newcomer.cookie)).json();
    expect(body).toEqual({
      stats: { projects: 0, songs: 0, totalMinutes: 0, collaborations: 0 },
      recentProjects: [],
      collaborations: [],
      library: [],
      librarySongCount: 0,
    });
  });

  it(`lists only the ${DASHBOARD_LIBRARY_SONGS} newest library songs, and counts them all`, async () => {
    const prolific = await createUser(t.app);
    const library = await insertProject(prolific.profileId, 'My Library', at(1), true);
    const total = DASHBOARD_LIBRARY_SONGS + 2;
    for (let n = 1; n <= total; n += 1) await insertSong(library, `Take ${n}.wav`, 60, at(n));
    const body = (await getDashboard(prolific.cookie)).json<Dashboard>();
    expect(body.librarySongCount).toBe(total);
    expect(body.library.map((s) => s.originalName)).toEqual(
      Array.from({ length: DASHBOARD_LIBRARY_SONGS }, (_, i) => `Take ${total - i}.wav`),
    );
    expect(body.stats.songs).toBe(total);
  });

  it('follows the active profile when the account switches to another one', async () => {
    const [side] = await t.app.deps.db
      .insert(profiles)
      .values({ accountId: owner.accountId, artistName: 'Side Project' })
      .returning();
    const sideLibrary = await insertProject(side!.id, 'My Library', at(11), true);
    await insertSong(sideLibrary, 'Side.wav', 120, at(11));
    await t.app.deps.db
      .update(sessions)
      .set({ profileId: side!.id })
      .where(eq(sessions.accountId, owner.accountId));
    try {
      const body = (await getDashboard(owner.cookie)).json<Dashboard>();
      expect(body.stats).toEqual({ projects: 0, songs: 1, totalMinutes: 2, collaborations: 0 });
      expect(body.library.map((s) => s.originalName)).toEqual(['Side.wav']);
    } finally {
      await t.app.deps.db
        .update(sessions)
        .set({ profileId: owner.profileId })
        .where(eq(sessions.accountId, owner.accountId));
    }
  });
});
