import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS_PER_IP } from '../../../shared/constants.js';
import type { ProfileSummary } from '../../../shared/schemas/auth.js';
import { readWavInfo } from '../../audio/wav-encoder.js';
import { PEAK_COUNT } from '../../audio/peaks.js';
import {
  accounts,
  audioFiles,
  comments,
  credits,
  lyrics,
  playlists,
  playlistTracks,
  projects,
  splits,
} from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { sessionCookie, sessionSetCookie } from '../../test/session-cookies.js';
import { expectRateLimited } from '../../test/rate-limit-test-support.js';
import { DEMO_EMAIL, ensureDemoAccount } from './demo-seed.js';

let visitor = 0;
/** Each test's visitor comes from an address of its own (demo logins are limited per address). */
const nextAddress = () => `10.0.${Math.floor(++visitor / 250)}.${visitor % 250}`;

describe('demo logins: a fresh demo studio for each visitor', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const demoLogin = (url = '/api/auth/demo-login', remoteAddress = nextAddress()) =>
    t.app.inject({ method: 'POST', url, remoteAddress });
  const get = (url: string, cookie: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie } });

  const librarySongs = (profileId: string) =>
    t.app.deps.db
      .select({ file: audioFiles })
      .from(audioFiles)
      .innerJoin(projects, eq(projects.id, audioFiles.projectId))
      .where(and(eq(projects.ownerProfileId, profileId), eq(projects.isLibrary, true)))
      .then((rows) => rows.map((row) => row.file));
  const songsOwnedBy = (profileId: string) =>
    t.app.deps.db.select().from(audioFiles).where(eq(audioFiles.ownerProfileId, profileId));

  it('signs into a demo studio of its own, in a browser session', async () => {
    const res = await demoLogin();
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user).toMatchObject({
      role: 'founder',
      isDemo: true,
      artistName: 'Trackroom Demo Studio',
      onboarded: true,
    });
    // Not the shared template account: a copy no other visitor signs into.
    expect(user.email).not.toBe(DEMO_EMAIL);
    expect(sessionSetCookie(res)).not.toMatch(/Expires=/i);
    expect((await get('/api/auth/user', sessionCookie(res))).json().id).toBe(user.id);
  });

  it('gives two visitors two separate copies: what one deletes, the other still has', async () => {
    const [first, second] = [await demoLogin(), await demoLogin()];
    const [a, b] = [first.json(), second.json()];
    expect(a.accountId).not.toBe(b.accountId);
    const aSongs = await songsOwnedBy(a.id);
    // Three in the library, and the featured one in the showcase project.
    expect(aSongs.length).toBe(4);
    for (const song of aSongs) {
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/audio/${song.id}`,
        headers: { cookie: sessionCookie(first) },
      });
      expect(del.statusCode).toBe(204);
    }
    expect(await songsOwnedBy(a.id)).toHaveLength(0);
    const bSongs = await songsOwnedBy(b.id);
    expect(bSongs.map((song) => song.title).sort()).toEqual([
      'City Lights Groove',
      'Midnight Demo',
      'Midnight Demo',
      'Sunrise Sketch',
    ]);
    // The other visitor's songs still play: deleting a copy's song never removed shared bytes.
    for (const song of bSongs) {
      const play = await get(`/uploads/${song.filename}`, sessionCookie(second));
      expect(play.statusCode).toBe(200);
      expect(play.rawPayload.length).toBe(song.size);
    }
    // Nor can one visitor see the other's songs.
    const other = await get(`/uploads/${bSongs[0]!.filename}`, sessionCookie(first));
    expect(other.statusCode).toBe(404);
  });

  it('shows off the product: songs, a project with lyrics, credits, splits, a comment, a playlist', async () => {
    const user = (await demoLogin()).json();
    const db = t.app.deps.db;
    const owned = await db.select().from(projects).where(eq(projects.ownerProfileId, user.id));
    const project = owned.find((row) => !row.isLibrary)!;
    expect(project).toBeDefined();
    const ids = [project.id];
    expect(await db.select().from(lyrics).where(inArray(lyrics.projectId, ids))).toHaveLength(1);
    expect((await db.select().from(credits).where(inArray(credits.projectId, ids))).length).toBe(3);
    const rows = await db.select().from(splits).where(inArray(splits.projectId, ids));
    for (const type of ['master', 'publishing'] as const) {
      const total = rows.filter((r) => r.splitType === type).reduce((s, r) => s + r.basisPoints, 0);
      expect(total).toBe(10_000);
    }
    expect(await db.select().from(comments).where(eq(comments.projectId, project.id))).toHaveLength(
      1,
    );
    const [list] = await db.select().from(playlists).where(eq(playlists.ownerProfileId, user.id));
    expect(list).toMatchObject({ isPublic: false, shareToken: null });
    const tracks = await db
      .select()
      .from(playlistTracks)
      .where(eq(playlistTracks.playlistId, list!.id));
    expect(tracks).toHaveLength(3);
  });

  it('keeps real, playable WAV songs in both profiles of each copy', async () => {
    const user = (await demoLogin()).json();
    const profiles = await get('/api/auth/profiles', sessionCookie(await demoLogin()));
    expect(profiles.json<ProfileSummary[]>()).toHaveLength(2);
    const personal = (await demoLogin('/api/auth/demo-login/personal')).json();
    expect(personal).toMatchObject({ artistName: 'Alex Rivera', isDemo: true });
    for (const profileId of [user.id, personal.id]) {
      const songs = await librarySongs(profileId);
      expect(songs.length).toBe(3);
      for (const file of songs) {
        expect(file.filename).toMatch(/^[0-9a-f-]{36}\.wav$/);
        expect(await t.app.deps.storage.stat(file.filename)).toEqual({ size: file.size });
        const info = readWavInfo(await readFile(path.join(t.dataDir, 'uploads', file.filename)));
        expect(info).toMatchObject({ format: 1, channels: 1, bitsPerSample: 16 });
        expect(info!.duration).toBeCloseTo(file.duration, 6);
        expect(file.peaks).toHaveLength(PEAK_COUNT);
      }
    }
  });

  it('signs into the personal profile of a fresh copy, with the studio beside it', async () => {
    const res = await demoLogin('/api/auth/demo-login/personal');
    expect(res.statusCode).toBe(200);
    const personal = res.json();
    expect(personal).toMatchObject({ artistName: 'Alex Rivera', isDemo: true, onboarded: true });
    const listed = (await get('/api/auth/profiles', sessionCookie(res))).json<ProfileSummary[]>();
    expect(listed.map((p) => p.artistName)).toEqual(['Trackroom Demo Studio', 'Alex Rivera']);
  });

  it('never signs anyone into the shared template, and the template keeps its songs', async () => {
    const template = await ensureDemoAccount(t.app.deps);
    const before = await songsOwnedBy(template.studioProfileId);
    await demoLogin();
    const sessions = await t.app.deps.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.email, DEMO_EMAIL), eq(accounts.isDemo, true)));
    expect(sessions).toHaveLength(1);
    expect(await songsOwnedBy(template.studioProfileId)).toEqual(before);
    for (const song of before) {
      expect(await t.app.deps.storage.stat(song.filename)).toEqual({ size: song.size });
    }
  });

  it('limits demo studios per address with 429', async () => {
    const address = '192.0.2.77';
    for (let i = 0; i < DEMO_LOGINS_PER_IP; i += 1) {
      expect((await demoLogin('/api/auth/demo-login', address)).statusCode).toBe(200);
    }
    const refused = await demoLogin('/api/auth/demo-login/personal', address);
    expectRateLimited(refused, /^Too many demo studios from this address\./);
    // Another address is unaffected.
    expect((await demoLogin()).statusCode).toBe(200);
  });

  it('cannot be signed into with a password', async () => {
    const user = (await demoLogin()).json();
    for (const email of [DEMO_EMAIL, user.email]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'password' },
      });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('demo template created concurrently on a fresh database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('makes one template and two copies when two logins race', async () => {
    const results = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/auth/demo-login', remoteAddress: '10.9.0.1' }),
      t.app.inject({
        method: 'POST',
        url: '/api/auth/demo-login/personal',
        remoteAddress: '10.9.0.2',
      }),
    ]);
    expect(results.map((res) => res.statusCode)).toEqual([200, 200]);
    const templates = await t.app.deps.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, DEMO_EMAIL));
    expect(templates).toHaveLength(1);
    const demos = await t.app.deps.db.select().from(accounts).where(eq(accounts.isDemo, true));
    expect(demos).toHaveLength(3);
  });
});
