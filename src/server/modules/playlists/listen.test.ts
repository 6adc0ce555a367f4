import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SHARED_PLAYLIST_NOT_FOUND,
  sharedPlaylistSchema,
  sharedTrackSchema,
  type Playlist,
  type PlaylistTrack,
} from '../../../shared/schemas/playlists.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  addMember,
  createAudioRow,
  createProject,
  createUser,
  type TestAudioRow,
  type TestUser,
} from '../../test/factories.js';
import { readWholeList } from '../../test/paged-list-contract.js';
import { fixture } from '../../test/audio-test-support.js';
import { playlistApi, type PlaylistApi } from '../../test/playlist-test-support.js';

describe('shared playlists: /api/listen/{token}', () => {
  let t: TestApp;
  let api: PlaylistApi;
  let ada: TestUser;
  let grace: TestUser;
  let bandId: string;
  let wav: Buffer;
  let intro: TestAudioRow;
  let bandSong: TestAudioRow;

  const tokenOf = (playlist: Playlist) => playlist.shareUrl!.replace('/listen/', '');
  const listen = (token: string, user?: TestUser) => api.call('GET', `/api/listen/${token}`, user);
  /** Every song of a shared playlist, all pages read signed out (or as `user`). */
  const listenTracks = async (token: string, user?: TestUser) =>
    sharedTrackSchema
      .strict()
      .array()
      .parse(await readWholeList(t.app, `/api/listen/${token}/tracks`, user?.cookie));
  const audio = (url: string, range?: string) =>
    api.call('GET', url, undefined, undefined, range ? { range } : {});
  const notAvailable = { message: SHARED_PLAYLIST_NOT_FOUND, code: 'playlists.sharedUnavailable' };

  /** A public playlist of Ada's with her intro and the band's song. */
  async function sharedPlaylist(
    name = 'Tour mix',
  ): Promise<Playlist & { tracks: PlaylistTrack[] }> {
    const playlist = await api.create(ada, { name, description: 'For the van', isPublic: true });
    await api.add(ada, playlist.id, intro.id);
    await api.add(ada, playlist.id, bandSong.id);
    return { ...(await api.read(ada, playlist.id)), tracks: await api.tracks(ada, playlist.id) };
  }

  beforeAll(async () => {
    t = await buildTestApp();
    api = playlistApi(t);
    ada = await createUser(t.app, { artistName: 'Ada Beats' });
    grace = await createUser(t.app);
    wav = await fixture('wav');
    const library = await createProject(t.app, ada.profileId, {
      title: 'Secret project name',
      isLibrary: true,
    });
    intro = await createAudioRow(t.app, library.id, {
      title: 'Intro',
      duration: 2,
      peaks: [0.25, 0.5, 1],
      notes: 'private notes',
      originalName: 'intro-master-final.wav',
      size: wav.length,
      uploaderProfileId: ada.profileId,
    });
    await t.app.deps.storage.put(intro.filename, Readable.from(wav));
    // Grace lets members share her band's songs, so Ada's public playlist may carry them
    // (listen-ownership.test.ts covers the projects that do not).
    bandId = (
      await createProject(t.app, grace.profileId, { title: 'Band project', membersMayShare: true })
    ).id;
    await addMember(t.app, bandId, ada, 'viewer');
    bandSong = await createAudioRow(t.app, bandId, {
      title: 'Band song',
      duration: 3,
      peaks: [0.25, 0.5, 1],
    });
    await t.app.deps.storage.put(bandSong.filename, Readable.from(wav));
  });
  afterAll(() => t.close());

  it('answers anyone with the link: names, titles, durations, waveforms and track ids only', async () => {
    const playlist = await sharedPlaylist();
    const token = tokenOf(playlist);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const res = await listen(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = sharedPlaylistSchema.strict().parse(res.json());
    expect(body).toEqual({
      name: 'Tour mix',
      description: 'For the van',
      ownerName: 'Ada Beats',
      trackCount: 2,
      totalDuration: 5,
    });
    const tracksRes = await api.call('GET', `/api/listen/${token}/tracks`);
    expect(tracksRes.headers).toMatchObject({ 'cache-control': 'no-store', 'x-total-count': '2' });
    const tracks = await listenTracks(token);
    expect(tracks).toEqual(
      playlist.tracks.map((track, position) => ({
        id: track.id,
        title: track.audioFile!.title,
        duration: track.audioFile!.duration,
        position,
        peaks: [0.25, 0.5, 1],
        url: `/api/listen/${token}/tracks/${track.id}/audio`,
      })),
    );
    const leaks = [
      playlist.id,
      ada.profileId,
      grace.profileId,
      intro.id,
      intro.filename,
      intro.songId,
      intro.projectId,
      bandId,
      'intro-master-final',
      'private notes',
      'Secret project name',
      'Band project',
      '/uploads/',
    ];
    for (const answer of [res.body, tracksRes.body]) {
      expect(leaks.filter((secret) => answer.includes(secret))).toEqual([]);
    }
    // A signed-in stranger gets exactly the same answer.
    expect((await listen(token, grace)).json()).toEqual(body);
    expect(await listenTracks(token, grace)).toEqual(tracks);
  });

  it('serves the songs’ bytes signed out, whole (200) or by Range (206, 416)', async () => {
    const tracks = await listenTracks(tokenOf(await sharedPlaylist()));
    for (const track of tracks) {
      const whole = await audio(track.url);
      expect(whole.statusCode).toBe(200);
      expect(whole.headers).toMatchObject({
        'accept-ranges': 'bytes',
        'cache-control': 'no-store',
        'content-type': 'audio/wav',
        'content-length': String(wav.length),
      });
      expect(whole.rawPayload.equals(wav)).toBe(true);
    }
    const part = await audio(tracks[0]!.url, 'bytes=100-1099');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${wav.length}`);
    expect(part.rawPayload.equals(wav.subarray(100, 1100))).toBe(true);
    const tail = await audio(tracks[0]!.url, 'bytes=-44');
    expect(tail.rawPayload.equals(wav.subarray(wav.length - 44))).toBe(true);
    const past = await audio(tracks[0]!.url, `bytes=${wav.length}-`);
    expect([past.statusCode, past.headers['content-range']]).toEqual([
      416,
      `bytes */${wav.length}`,
    ]);
  });

  // Issue 13: 15,000 spaces (and a letter) took the old pattern up to 0.5 s; answered 200.
  it('refuses an absurd Range with 416 before any byte is read, and still seeks', async () => {
    const tracks = await listenTracks(tokenOf(await sharedPlaylist('Seek')));
    const url = tracks[0]!.url;
    for (const spaces of [' '.repeat(15_000), `${' '.repeat(15_000)}x`]) {
      const res = await audio(url, `bytes=${spaces}`);
      expect(res.statusCode).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${wav.length}`);
      expect(res.json()).toEqual({ message: expect.any(String), code: 'range.tooLong' });
    }
    const many = await audio(url, `bytes=${Array.from({ length: 20 }, () => '0-1').join(',')}`);
    expect([many.statusCode, many.json().code]).toEqual([416, 'range.tooManyRanges']);
    for (const [range, start, end] of [
      ['bytes=0-', 0, wav.length - 1],
      ['bytes=100-199', 100, 199],
      ['bytes=-500', wav.length - 500, wav.length - 1],
    ] as const) {
      const part = await audio(url, range);
      expect([part.statusCode, part.headers['content-range']]).toEqual([
        206,
        `bytes ${start}-${end}/${wav.length}`,
      ]);
      expect(part.rawPayload.equals(wav.subarray(start, end + 1))).toBe(true);
    }
  });

  it('dies when made private, and a new public spell mints a new link', async () => {
    const playlist = await sharedPlaylist('Flip');
    const oldToken = tokenOf(playlist);
    const oldAudio = `/api/listen/${oldToken}/tracks/${playlist.tracks[0]!.id}/audio`;
    expect((await audio(oldAudio)).statusCode).toBe(200);

    await api.update(ada, playlist.id, { isPublic: false });
    expect([(await listen(oldToken)).statusCode, (await listen(oldToken)).json()]).toEqual([
      404,
      notAvailable,
    ]);
    const oldTracks = await api.call('GET', `/api/listen/${oldToken}/tracks`);
    expect([oldTracks.statusCode, oldTracks.json()]).toEqual([404, notAvailable]);
    expect((await audio(oldAudio)).statusCode).toBe(404);

    const again = await api.update(ada, playlist.id, { isPublic: true });
    const newToken = tokenOf(again);
    expect(newToken).not.toBe(oldToken);
    expect((await listen(newToken)).statusCode).toBe(200);
    expect((await audio(oldAudio.replace(oldToken, newToken))).statusCode).toBe(200);
    expect((await listen(oldToken)).statusCode).toBe(404);
    expect((await audio(oldAudio)).statusCode).toBe(404);
  });

  it('dies with the playlist', async () => {
    const playlist = await sharedPlaylist('Gone');
    const token = tokenOf(playlist);
    const url = `/api/listen/${token}/tracks/${playlist.tracks[0]!.id}/audio`;
    expect((await api.call('DELETE', `/api/playlists/${playlist.id}`, ada)).statusCode).toBe(204);
    expect((await listen(token)).statusCode).toBe(404);
    expect((await audio(url)).statusCode).toBe(404);
  });

  it('never serves a song the owner can no longer play, nor another playlist’s', async () => {
    const playlist = await sharedPlaylist('Left');
    const token = tokenOf(playlist);
    const [introTrack, bandTrack] = playlist.tracks;
    expect((await api.call('DELETE', `/api/collaborations/leave/${bandId}`, ada)).statusCode).toBe(
      204,
    );
    const body = sharedPlaylistSchema.parse((await listen(token)).json());
    expect((await listenTracks(token)).map((track) => track.id)).toEqual([introTrack!.id]);
    expect(body).toMatchObject({ trackCount: 1, totalDuration: 2 });
    const refused = await audio(`/api/listen/${token}/tracks/${bandTrack!.id}/audio`);
    expect([refused.statusCode, refused.json()]).toEqual([404, notAvailable]);

    // A track id of another public playlist does not open through this link.
    const other = await api.create(ada, { name: 'Other', isPublic: true });
    const foreign = await api.add(ada, other.id, intro.id);
    expect((await audio(`/api/listen/${token}/tracks/${foreign.id}/audio`)).statusCode).toBe(404);
    await addMember(t.app, bandId, ada, 'viewer');
  });

  it('answers 404 for tokens and ids that name nothing', async () => {
    for (const url of [
      '/api/listen/short',
      `/api/listen/${'A'.repeat(32)}`,
      `/api/listen/${'A'.repeat(32)}/tracks`,
      '/api/listen/short/tracks',
      `/api/listen/${'A'.repeat(32)}/tracks/not-a-uuid/audio`,
      `/api/listen/${'A'.repeat(32)}/tracks/00000000-0000-4000-8000-000000000000/audio`,
    ]) {
      const res = await api.call('GET', url);
      expect([url, res.statusCode, res.json()]).toEqual([url, 404, notAvailable]);
    }
  });
});
