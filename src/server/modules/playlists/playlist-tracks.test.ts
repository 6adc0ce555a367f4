import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioFileSchema } from '../../../shared/schemas/audio.js';
import {
  PLAYLIST_NOT_FOUND,
  PLAYLIST_ORDER_MISMATCH,
  PLAYLIST_SONG_ALREADY_IN,
  PLAYLIST_SONG_NOT_FOUND,
  PLAYLIST_TRACK_NOT_FOUND,
  type Playlist,
  type PlaylistTrack,
} from '../../../shared/schemas/playlists.js';
import { playlistTracks } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  addMember,
  createAudioRow,
  createProject,
  createUser,
  type TestAudioRow,
  type TestUser,
} from '../../test/factories.js';
import { playlistApi, type PlaylistApi } from '../../test/playlist-test-support.js';

describe('playlist songs: add, remove, move, reorder', () => {
  let t: TestApp;
  let api: PlaylistApi;
  let ada: TestUser;
  let grace: TestUser;
  /** Ada's own songs. */
  let own: TestAudioRow[];
  /** A song of Grace's project where Ada is an accepted collaborator. */
  let shared: TestAudioRow;
  /** A song of Grace's private project. */
  let hidden: TestAudioRow;

  const tracksOf = (playlist: Pick<Playlist, 'id'>) => api.tracks(ada, playlist.id);
  const trackIds = async (playlist: Pick<Playlist, 'id'>) =>
    (await tracksOf(playlist)).map((track) => track.id);
  const songIds = async (playlist: Pick<Playlist, 'id'>) =>
    (await tracksOf(playlist)).map((track) => track.audioFileId);
  const positions = (tracks: readonly PlaylistTrack[]) => tracks.map((track) => track.position);
  /** The places as stored (the API presents list indexes). */
  const storedPositions = async (playlistId: string) =>
    (
      await t.app.deps.db
        .select({ position: playlistTracks.position })
        .from(playlistTracks)
        .where(eq(playlistTracks.playlistId, playlistId))
        .orderBy(asc(playlistTracks.position))
    ).map((row) => row.position);

  beforeAll(async () => {
    t = await buildTestApp();
    api = playlistApi(t);
    ada = await createUser(t.app);
    grace = await createUser(t.app, { artistName: 'Grace' });
    const library = await createProject(t.app, ada.profileId, { isLibrary: true });
    own = [];
    for (const title of ['One', 'Two', 'Three']) {
      own.push(
        await createAudioRow(t.app, library.id, { title, uploaderProfileId: ada.profileId }),
      );
    }
    const band = await createProject(t.app, grace.profileId, { title: 'Band' });
    await addMember(t.app, band.id, ada, 'collaborator');
    shared = await createAudioRow(t.app, band.id, {
      title: 'Band song',
      uploaderProfileId: grace.profileId,
    });
    const secret = await createProject(t.app, grace.profileId, { title: 'Secret' });
    hidden = await createAudioRow(t.app, secret.id, { uploaderProfileId: grace.profileId });
  });
  afterAll(() => t.close());

  it('appends songs with the same AudioFile the library shows, each at the end', async () => {
    const playlist = await api.create(ada, { name: 'Mix' });
    const first = await api.add(ada, playlist.id, own[0]!.id);
    expect(first).toMatchObject({ playlistId: playlist.id, audioFileId: own[0]!.id, position: 0 });
    const second = await api.add(ada, playlist.id, shared.id);
    expect(second.position).toBe(1);

    const library = audioFileSchema
      .array()
      .parse((await api.call('GET', '/api/audio/all', ada)).json());
    // The library adds the caller's pin; the song itself is presented the same way.
    const asLibrary = (id: string) => {
      const { pinned: _pinned, ...song } = library.find((file) => file.id === id)!;
      return song;
    };
    expect(first.audioFile).toEqual(asLibrary(own[0]!.id));
    // A collaborator's view of Grace's song: may edit, may not delete what she uploaded.
    expect(second.audioFile).toEqual(asLibrary(shared.id));
    expect(second.audioFile).toMatchObject({
      canEdit: true,
      canDelete: false,
      projectName: 'Band',
    });

    expect(await tracksOf(playlist)).toEqual([first, second]);
  });

  it('refuses songs the profile may not play (404) and bad ids (400), adding nothing', async () => {
    const playlist = await api.create(ada, { name: 'Refusals' });
    for (const audioFileId of [hidden.id, randomUUID()]) {
      const res = await api.call('POST', `/api/playlists/${playlist.id}/tracks`, ada, {
        audioFileId,
      });
      expect([res.statusCode, res.json().message]).toEqual([404, PLAYLIST_SONG_NOT_FOUND]);
    }
    const bad = await api.call('POST', `/api/playlists/${playlist.id}/tracks`, ada, {
      audioFileId: 'not-an-id',
    });
    expect([bad.statusCode, bad.json().fieldErrors]).toEqual([
      400,
      { audioFileId: PLAYLIST_SONG_NOT_FOUND },
    ]);
    expect(await tracksOf(playlist)).toEqual([]);
  });

  it('answers 409 with the message when the song is already in the list', async () => {
    const playlist = await api.create(ada, { name: 'Twice' });
    await api.add(ada, playlist.id, own[1]!.id);
    const again = await api.call('POST', `/api/playlists/${playlist.id}/tracks`, ada, {
      audioFileId: own[1]!.id,
    });
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { message: PLAYLIST_SONG_ALREADY_IN, code: 'playlists.songAlreadyIn' },
    ]);
    // Two adds of one song at the same moment: one wins, the other is the same 409.
    const [a, b] = await Promise.all(
      [0, 1].map(() =>
        api.call('POST', `/api/playlists/${playlist.id}/tracks`, ada, { audioFileId: own[2]!.id }),
      ),
    );
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([201, 409]);
    expect(await songIds(playlist)).toEqual([own[1]!.id, own[2]!.id]);
  });

  it('removes a song writing one row (indexes stay 0..n-1, the other places unchanged)', async () => {
    const playlist = await api.create(ada, { name: 'Remove' });
    for (const song of own) await api.add(ada, playlist.id, song.id);
    const before = await tracksOf(playlist);
    const res = await api.call(
      'DELETE',
      `/api/playlists/${playlist.id}/tracks/${before[1]!.id}`,
      ada,
    );
    expect([res.statusCode, res.body]).toEqual([204, '']);
    const after = await tracksOf(playlist);
    expect(after.map((track) => track.audioFileId)).toEqual([own[0]!.id, own[2]!.id]);
    expect(positions(after)).toEqual([0, 1]);
    expect(await storedPositions(playlist.id)).toEqual([0, 2]);
    expect((await api.add(ada, playlist.id, own[1]!.id)).position).toBe(2);
    expect(await storedPositions(playlist.id)).toEqual([0, 2, 3]);

    const gone = await api.call(
      'DELETE',
      `/api/playlists/${playlist.id}/tracks/${before[1]!.id}`,
      ada,
    );
    expect([gone.statusCode, gone.json().message]).toEqual([404, PLAYLIST_TRACK_NOT_FOUND]);
    // A song of another playlist is not this playlist's to remove.
    const other = await api.create(ada, { name: 'Other' });
    const elsewhere = await api.call(
      'DELETE',
      `/api/playlists/${other.id}/tracks/${after[0]!.id}`,
      ada,
    );
    expect(elsewhere.statusCode).toBe(404);
    const malformed = [
      [`/api/playlists/nope/tracks/${after[0]!.id}`, PLAYLIST_NOT_FOUND],
      [`/api/playlists/${playlist.id}/tracks/nope`, PLAYLIST_TRACK_NOT_FOUND],
    ] as const;
    for (const [url, message] of malformed) {
      const res = await api.call('DELETE', url, ada);
      expect([res.statusCode, res.json().message]).toEqual([404, message]);
    }
    expect(await trackIds(playlist)).toHaveLength(3);
  });

  it('reorders when given exactly the playlist’s songs, else 400 and no change', async () => {
    const playlist = await api.create(ada, { name: 'Order' });
    for (const song of own) await api.add(ada, playlist.id, song.id);
    const [a, b, c] = await trackIds(playlist);
    const url = `/api/playlists/${playlist.id}/tracks/order`;
    const res = await api.call('PUT', url, ada, { trackIds: [c, a, b] });
    expect(res.statusCode).toBe(200);
    // The answer is the playlist itself, as GET /api/playlists/{id} gives it (no songs).
    expect(res.json()).toEqual(await api.read(ada, playlist.id));
    const reordered = await tracksOf(playlist);
    expect(reordered.map((track) => track.id)).toEqual([c, a, b]);
    expect(positions(reordered)).toEqual([0, 1, 2]);
    expect(await storedPositions(playlist.id)).toEqual([0, 1, 2]);

    for (const wrong of [[c, a], [c, a, b, randomUUID()], [c, a, a], [c, a, b, b], []]) {
      const refused = await api.call('PUT', url, ada, { trackIds: wrong });
      expect([refused.statusCode, refused.json()]).toEqual([
        400,
        {
          message: PLAYLIST_ORDER_MISMATCH,
          fieldErrors: { trackIds: PLAYLIST_ORDER_MISMATCH },
          code: 'playlists.orderMismatch',
        },
      ]);
    }
    const notIds = await api.call('PUT', url, ada, { trackIds: 'abc' });
    expect(notIds.statusCode).toBe(400);
    expect(await trackIds(playlist)).toEqual([c, a, b]);
  });

  it('hides another profile’s playlist from add, remove and reorder (404, unchanged)', async () => {
    const theirs = await api.create(grace, { name: 'Grace list' });
    const track = await api.add(grace, theirs.id, shared.id);
    const attempts = [
      api.call('POST', `/api/playlists/${theirs.id}/tracks`, ada, { audioFileId: own[0]!.id }),
      // The playlist is checked first: a song Ada may not see changes nothing about the answer.
      api.call('POST', `/api/playlists/${theirs.id}/tracks`, ada, { audioFileId: hidden.id }),
      api.call('DELETE', `/api/playlists/${theirs.id}/tracks/${track.id}`, ada),
      api.call('PUT', `/api/playlists/${theirs.id}/tracks/order`, ada, { trackIds: [track.id] }),
      api.call('PUT', `/api/playlists/${theirs.id}/tracks/${track.id}/position`, ada, {
        afterTrackId: null,
      }),
      api.call('GET', `/api/playlists/${theirs.id}/tracks`, ada),
      api.call('GET', `/api/playlists/${theirs.id}/tracks?limit=1`, ada),
    ];
    for (const res of await Promise.all(attempts)) {
      expect([res.statusCode, res.json().message]).toEqual([404, PLAYLIST_NOT_FOUND]);
    }
    expect(await api.tracks(grace, theirs.id)).toEqual([track]);
  });
});
