// Issue 28 item 4: the public release page /r/{slug} — a published release read signed out,
// its tracks' bytes by range, its artwork, and plays counted as 'releasePage'; an unpublished
// or unknown release, and a track not on it (or no longer its owner's), is 404.
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicRelease, Release } from '../../../shared/schemas/releases.js';
import { audioFiles, credits, plays, releases } from '../../db/schema/index.js';
import { fixture } from '../../test/audio-test-support.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  createProject,
  createUser,
  type TestAudioRow,
  type TestUser,
} from '../../test/factories.js';
import { expectRateLimited } from '../../test/rate-limit-test-support.js';
import { createSongProject, releaseApi, type ReleaseApi } from '../../test/release-test-support.js';

describe('public release page: /api/r/{slug}', () => {
  let t: TestApp;
  let api: ReleaseApi;
  let ada: TestUser;
  let grace: TestUser;
  let wav: Buffer;
  let first: TestAudioRow;
  let second: TestAudioRow;
  let offRelease: TestAudioRow;
  let release: Release;
  const slug = 'night-drive';
  const notAvailable = { code: 'releases.pageNotFound' };

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const play = (audioId: string, ip: string, path = slug) =>
    t.app.inject({
      method: 'POST',
      url: `/api/r/${path}/tracks/${audioId}/plays`,
      remoteAddress: ip,
      payload: { seconds: 40, completed: true },
    });
  const playsOf = (audioId: string) =>
    t.app.deps.db.select().from(plays).where(eq(plays.audioFileId, audioId));

  async function storedSong(title: string): Promise<TestAudioRow> {
    const { project, audio } = await createSongProject(t, ada, { title, size: wav.length });
    await t.app.deps.storage.put(audio.filename, Readable.from(wav));
    await t.app.deps.db.insert(credits).values([
      { projectId: project.id, name: 'Ada Lovelace', role: 'songwriter' },
      { projectId: project.id, name: 'Ada Sound', role: 'artist' },
    ]);
    return audio;
  }

  beforeAll(async () => {
    t = await buildTestApp({ rateLimits: true });
    api = releaseApi(t);
    ada = await createUser(t.app, { artistName: 'Ada Sound' });
    grace = await createUser(t.app);
    wav = await fixture('wav');
    first = await storedSong('Night Drive');
    second = await storedSong('Morning After');
    offRelease = await storedSong('Not on it');
    release = await api.create(ada, { type: 'ep', title: 'Night Drive EP', label: 'Own' });
    await api.setTracks(ada, release.id, [{ audioId: first.id }, { audioId: second.id }]);
    await api.update(ada, release.id, { slug, published: true });
  });
  afterAll(() => t.close());

  it('shows a published release signed out: tracks in order with their credits', async () => {
    const res = await get(`/api/r/${slug}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const page = res.json<PublicRelease>();
    expect(page).toMatchObject({
      slug,
      type: 'ep',
      title: 'Night Drive EP',
      artistName: 'Ada Sound',
      artistHandle: null,
      label: 'Own',
      artwork: null,
    });
    expect(page.tracks.map((track) => [track.position, track.audioId, track.title])).toEqual([
      [1, first.id, 'Night Drive'],
      [2, second.id, 'Morning After'],
    ]);
    // Both credits were added in one statement, so their order between them is not fixed.
    expect(page.tracks[0]!.credits).toHaveLength(2);
    expect(page.tracks[0]!.credits).toEqual(
      expect.arrayContaining([
        { name: 'Ada Lovelace', role: 'songwriter' },
        { name: 'Ada Sound', role: 'artist' },
      ]),
    );
    // Nothing a distributor gets leaks onto the page.
    expect(res.body).not.toMatch(/isrc|upc|split|partyId/i);
  });

  it('answers 404 with its code for an unknown slug, an invalid one, or an unpublished release', async () => {
    for (const url of ['/api/r/no-such-release', '/api/r/NO', `/api/r/${'x'.repeat(90)}`]) {
      const res = await get(url);
      expect([url, res.statusCode, res.json()]).toEqual([
        url,
        404,
        expect.objectContaining(notAvailable),
      ]);
    }
    const hidden = await api.create(ada, { type: 'single', title: 'Hidden' });
    await api.setTracks(ada, hidden.id, [{ audioId: first.id }]);
    await api.update(ada, hidden.id, { slug: 'hidden-one', published: true });
    expect((await get('/api/r/hidden-one')).statusCode).toBe(200);
    await api.update(ada, hidden.id, { published: false });
    const gone = await get('/api/r/hidden-one');
    expect([gone.statusCode, gone.json().code]).toEqual([404, notAvailable.code]);
    expect((await get(`/api/r/hidden-one/tracks/${first.id}/audio`)).statusCode).toBe(404);
    expect((await play(first.id, '203.0.113.50', 'hidden-one')).statusCode).toBe(404);
  });

  it('serves a track by Range (206) and refuses a track not on the release (404)', async () => {
    const part = await get(`/api/r/${slug}/tracks/${first.id}/audio`, { range: 'bytes=100-1099' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${wav.length}`);
    expect(part.rawPayload.equals(wav.subarray(100, 1100))).toBe(true);
    const whole = await get(`/api/r/${slug}/tracks/${second.id}/audio`);
    expect([whole.statusCode, whole.rawPayload.equals(wav)]).toEqual([200, true]);
    const off = await get(`/api/r/${slug}/tracks/${offRelease.id}/audio`);
    expect([off.statusCode, off.json().code]).toEqual([404, notAvailable.code]);
    expect((await get(`/api/r/${slug}/tracks/not-a-uuid/audio`)).statusCode).toBe(404);
  });

  it("counts a play (204) as 'releasePage' for the song's owner, once per address in the window", async () => {
    const res = await play(first.id, '203.0.113.20');
    expect(res.statusCode, res.body).toBe(204);
    expect(await playsOf(first.id)).toMatchObject([
      {
        source: 'releasePage',
        ownerProfileId: ada.profileId,
        listenerProfileId: null,
        secondsHeard: 40,
        completed: true,
      },
    ]);
    expectRateLimited(await play(first.id, '203.0.113.20'), /This play was already counted\./);
    expect(await playsOf(first.id)).toHaveLength(1);
    const off = await play(offRelease.id, '203.0.113.21');
    expect([off.statusCode, off.json().code]).toEqual([404, notAvailable.code]);
    expect(await playsOf(offRelease.id)).toHaveLength(0);
  });

  it('serves the artwork and its small rendition once stored, 404 before', async () => {
    expect((await get(`/api/r/${slug}/artwork`)).statusCode).toBe(404);
    const art = Buffer.from('fake jpeg bytes');
    const thumb = Buffer.from('small');
    await t.app.deps.storage.put('releases/art.jpg', Readable.from(art));
    await t.app.deps.storage.put('releases/thumb.jpg', Readable.from(thumb));
    await t.app.deps.db
      .update(releases)
      .set({
        artworkKey: 'releases/art.jpg',
        artworkThumbnailKey: 'releases/thumb.jpg',
        artworkWidth: 1400,
        artworkHeight: 1400,
      })
      .where(eq(releases.id, release.id));
    const page = (await get(`/api/r/${slug}`)).json<PublicRelease>();
    expect(page.artwork).toMatchObject({ width: 1400, height: 1400 });
    const full = await get(page.artwork!.url);
    expect([full.statusCode, full.headers['content-type'], full.rawPayload.equals(art)]).toEqual([
      200,
      'image/jpeg',
      true,
    ]);
    const small = await get(page.artwork!.thumbnailUrl);
    expect([small.statusCode, small.rawPayload.equals(thumb)]).toEqual([200, true]);
  });

  it("drops a song moved to someone else's project from the page, its audio and its plays", async () => {
    const band = await createProject(t.app, grace.profileId);
    await t.app.deps.db
      .update(audioFiles)
      .set({ projectId: band.id, ownerProfileId: grace.profileId })
      .where(eq(audioFiles.id, second.id));
    const page = (await get(`/api/r/${slug}`)).json<PublicRelease>();
    expect(page.tracks.map((track) => track.audioId)).toEqual([first.id]);
    expect((await get(`/api/r/${slug}/tracks/${second.id}/audio`)).statusCode).toBe(404);
    expect((await play(second.id, '203.0.113.30')).statusCode).toBe(404);
  });
});
