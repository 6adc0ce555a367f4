import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PLAYLIST_MOVE_ANCHOR_NOT_FOUND,
  PLAYLIST_NOT_FOUND,
  PLAYLIST_TRACK_NOT_FOUND,
  PLAYLIST_TRACKS_MAX,
  playlistSummarySchema,
  type Playlist,
} from '../../../shared/schemas/playlists.js';
import { playlists, playlistTracks } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  createAudioRow,
  createProject,
  createUser,
  type TestAudioRow,
  type TestUser,
} from '../../test/factories.js';
import { expectPagedListContract, readPage } from '../../test/paged-list-contract.js';
import { playlistApi, type PlaylistApi } from '../../test/playlist-test-support.js';
import { spreadTimes } from '../../test/spread-times.js';

describe('playlists in pages, and moving one song', () => {
  let t: TestApp;
  let api: PlaylistApi;
  let ada: TestUser;
  let grace: TestUser;
  let libraryId: string;
  let songs: TestAudioRow[];

  const song = (title: string) =>
    createAudioRow(t.app, libraryId, { title, uploaderProfileId: ada.profileId });
  const trackIds = async (playlist: Pick<Playlist, 'id'>) =>
    (await api.tracks(ada, playlist.id)).map((track) => track.id);
  /** Every song's stored place, by track id. */
  const places = async (playlistId: string) =>
    new Map(
      (
        await t.app.deps.db
          .select({ id: playlistTracks.id, place: sql<string>`${playlistTracks.position}::text` })
          .from(playlistTracks)
          .where(eq(playlistTracks.playlistId, playlistId))
      ).map((row) => [row.id, row.place]),
    );
  const move = (playlistId: string, trackId: string, afterTrackId: string | null, as = ada) =>
    api.call('PUT', `/api/playlists/${playlistId}/tracks/${trackId}/position`, as, {
      afterTrackId,
    });

  beforeAll(async () => {
    t = await buildTestApp();
    api = playlistApi(t);
    ada = await createUser(t.app);
    grace = await createUser(t.app);
    libraryId = (await createProject(t.app, ada.profileId, { isLibrary: true })).id;
    songs = [];
    for (let i = 0; i < 7; i++) songs.push(await song(`Song ${i}`));
  });
  afterAll(() => t.close());

  it('pages the profile’s playlists newest first (Link, X-Total-Count, cursors)', async () => {
    const made: Playlist[] = [];
    for (let i = 0; i < 6; i++) made.push(await api.create(ada, { name: `List ${i}` }));
    // Newest first: their times one apart, as two writes can share a clock tick.
    await spreadTimes(
      t.app.deps.db,
      playlists,
      made.map((playlist) => playlist.id),
    );
    await api.create(grace, { name: 'Not Ada’s' });
    const newestFirst = made.map((playlist) => playlist.id).reverse();
    let inserted = 0;
    await expectPagedListContract({
      app: t.app,
      path: '/api/playlists',
      cookie: ada.cookie,
      expectedIds: newestFirst,
      expectedTotal: 6,
      insertRows: async () => {
        inserted += 1;
        await api.create(ada, { name: `Late ${inserted}` });
      },
    });
    // Without `limit` the spec's whole array, streamed: the same rows in the same order.
    const whole = await api.call('GET', '/api/playlists', ada);
    expect(whole.headers['content-type']).toMatch(/^application\/json/);
    expect(whole.headers.link).toBeUndefined();
    const all = playlistSummarySchema.array().parse(whole.json());
    expect(all.map((playlist) => playlist.id).slice(-6)).toEqual(newestFirst);
    expect(all).toHaveLength(6 + inserted);
  });

  it('keeps the detail small and pages a playlist’s songs in order with their indexes', async () => {
    const playlist = await api.create(ada, { name: 'Paged' });
    const added = [];
    for (const file of songs) added.push(await api.add(ada, playlist.id, file.id));
    const detail = await api.call('GET', `/api/playlists/${playlist.id}`, ada);
    expect(detail.json()).not.toHaveProperty('tracks');
    const extra = [await song('Late A'), await song('Late B')];
    await expectPagedListContract({
      app: t.app,
      path: `/api/playlists/${playlist.id}/tracks`,
      cookie: ada.cookie,
      expectedIds: added.map((track) => track.id),
      expectedTotal: added.length,
      insertRows: async () => {
        await api.add(ada, playlist.id, extra.shift()!.id);
      },
    });
    const all = await api.tracks(ada, playlist.id);
    expect(all.map((track) => track.position)).toEqual(all.map((_, index) => index));
    // Without `limit` the list (not in the spec's tables) answers its first page.
    const first = await readPage(t.app, `/api/playlists/${playlist.id}/tracks`, ada.cookie);
    expect(first.items).toHaveLength(all.length);
  });

  it('pages a shared playlist’s songs for anyone with the link, and for nobody once private', async () => {
    const playlist = await api.create(ada, { name: 'Shared pages', isPublic: true });
    const added = [];
    for (const file of songs) added.push(await api.add(ada, playlist.id, file.id));
    const token = playlist.shareUrl!.replace('/listen/', '');
    const extra = [await song('Shared late A'), await song('Shared late B')];
    await expectPagedListContract({
      app: t.app,
      path: `/api/listen/${token}/tracks`,
      expectedIds: added.map((track) => track.id),
      expectedTotal: added.length,
      insertRows: async () => {
        await api.add(ada, playlist.id, extra.shift()!.id);
      },
    });
    await api.update(ada, playlist.id, { isPublic: false });
    const gone = await api.call('GET', `/api/listen/${token}/tracks?limit=2`);
    expect(gone.statusCode).toBe(404);
  });

  it('refuses another profile’s songs list and a playlist that is not there (404)', async () => {
    const theirs = await api.create(grace, { name: 'Private' });
    for (const url of [
      `/api/playlists/${theirs.id}/tracks`,
      `/api/playlists/${randomUUID()}/tracks?limit=5`,
      '/api/playlists/not-an-id/tracks',
    ]) {
      const res = await api.call('GET', url, ada);
      expect([url, res.statusCode, res.json().message]).toEqual([url, 404, PLAYLIST_NOT_FOUND]);
    }
    expect((await api.call('GET', `/api/playlists/${theirs.id}/tracks`, grace)).statusCode).toBe(
      200,
    );
  });

  it('moves one song: to the top, after another, to the end, and after itself (no change)', async () => {
    const playlist = await api.create(ada, { name: 'Moves' });
    for (const file of songs.slice(0, 5)) await api.add(ada, playlist.id, file.id);
    const [a, b, c, d, e] = await trackIds(playlist);

    expect((await move(playlist.id, d!, null)).statusCode).toBe(204);
    expect(await trackIds(playlist)).toEqual([d, a, b, c, e]);
    expect((await move(playlist.id, a!, c!)).statusCode).toBe(204);
    expect(await trackIds(playlist)).toEqual([d, b, c, a, e]);
    expect((await move(playlist.id, d!, e!)).statusCode).toBe(204);
    expect(await trackIds(playlist)).toEqual([b, c, a, e, d]);
    expect((await move(playlist.id, c!, c!)).statusCode).toBe(204);
    expect(await trackIds(playlist)).toEqual([b, c, a, e, d]);
    // Many drops into one gap keep the order they asked for.
    for (let i = 0; i < 30; i++) {
      const order = await trackIds(playlist);
      expect((await move(playlist.id, order[4]!, order[0]!)).statusCode).toBe(204);
    }
    expect(await trackIds(playlist)).toHaveLength(5);
    const tracks = await api.tracks(ada, playlist.id);
    expect(tracks.map((track) => track.position)).toEqual([0, 1, 2, 3, 4]);
  });

  it('refuses a move it cannot make, with a clear message, changing nothing', async () => {
    const playlist = await api.create(ada, { name: 'Refused moves' });
    for (const file of songs.slice(0, 3)) await api.add(ada, playlist.id, file.id);
    const other = await api.create(ada, { name: 'Elsewhere' });
    const foreign = await api.add(ada, other.id, songs[0]!.id);
    const [a, b] = await trackIds(playlist);
    const before = await places(playlist.id);

    const anchor = await move(playlist.id, a!, foreign.id);
    expect([anchor.statusCode, anchor.json()]).toEqual([
      400,
      {
        message: PLAYLIST_MOVE_ANCHOR_NOT_FOUND,
        fieldErrors: { afterTrackId: PLAYLIST_MOVE_ANCHOR_NOT_FOUND },
        code: 'playlists.moveAnchorMissing',
      },
    ]);
    const missing = await move(playlist.id, foreign.id, a!);
    expect([missing.statusCode, missing.json().message]).toEqual([404, PLAYLIST_TRACK_NOT_FOUND]);
    for (const body of [{}, { afterTrackId: 'nope' }, { afterTrackId: 5 }]) {
      const res = await api.call(
        'PUT',
        `/api/playlists/${playlist.id}/tracks/${a}/position`,
        ada,
        body,
      );
      expect([JSON.stringify(body), res.statusCode]).toEqual([JSON.stringify(body), 400]);
    }
    // Someone else's playlist is not there for Ada, and Grace cannot move Ada's songs.
    const gracesMove = await move(playlist.id, a!, b!, grace);
    expect([gracesMove.statusCode, gracesMove.json().message]).toEqual([404, PLAYLIST_NOT_FOUND]);
    expect(await places(playlist.id)).toEqual(before);
  });

  it('moves a song deep in a full playlist by writing that one row', async () => {
    const playlist = await api.create(ada, { name: 'Full' });
    await t.app.deps.db.execute(sql`
      with files as (
        insert into audio_files (project_id, filename, original_name, title, mime_type, size)
        select ${libraryId}, 'deep-' || n || '.wav', 'f.wav', 'Deep ' || n, 'audio/wav', 1
        from generate_series(1, ${PLAYLIST_TRACKS_MAX}) as n
        returning id, title
      )
      insert into playlist_tracks (playlist_id, audio_file_id, position)
      select ${playlist.id}, id, row_number() over (order by title) - 1 from files`);
    const order = await trackIds(playlist);
    expect(order).toHaveLength(PLAYLIST_TRACKS_MAX);
    const before = await places(playlist.id);
    const moved = order[900]!;
    expect((await move(playlist.id, moved, order[10]!)).statusCode).toBe(204);
    const after = await places(playlist.id);
    const changed = [...after].filter(([id, place]) => before.get(id) !== place);
    expect(changed.map(([id]) => id)).toEqual([moved]);
    const reordered = await trackIds(playlist);
    expect(reordered.indexOf(moved)).toBe(11);
    expect(reordered.filter((id) => id !== moved)).toEqual(order.filter((id) => id !== moved));
  });
});
