import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PLAYLIST_FULL,
  PLAYLIST_TRACKS_MAX,
  playlistTrackSchema,
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

describe('playlist counts, durations and songs that stop being playable', () => {
  let t: TestApp;
  let api: PlaylistApi;
  let ada: TestUser;
  let grace: TestUser;
  let libraryId: string;
  let bandId: string;

  const song = (projectId: string, title: string, duration: number): Promise<TestAudioRow> =>
    createAudioRow(t.app, projectId, { title, duration, uploaderProfileId: ada.profileId });

  beforeAll(async () => {
    t = await buildTestApp();
    api = playlistApi(t);
    ada = await createUser(t.app);
    grace = await createUser(t.app);
    libraryId = (await createProject(t.app, ada.profileId, { isLibrary: true })).id;
    bandId = (await createProject(t.app, grace.profileId, { title: 'Band' })).id;
    await addMember(t.app, bandId, ada, 'collaborator');
  });
  afterAll(() => t.close());

  it('counts and sums only the songs the owner may still play', async () => {
    const mine = await song(libraryId, 'Mine', 10);
    const theirs = await song(bandId, 'Band song', 20.5);
    const third = await song(libraryId, 'Third', 30);
    const playlist = await api.create(ada, { name: 'Stats' });
    for (const file of [mine, theirs, third]) await api.add(ada, playlist.id, file.id);
    const untouched = await api.create(ada, { name: 'Empty' });

    expect(await api.read(ada, playlist.id)).toMatchObject({ trackCount: 3, totalDuration: 60.5 });
    const summaries = await api.list(ada);
    expect(summaries.find((p) => p.id === playlist.id)).toMatchObject({
      trackCount: 3,
      totalDuration: 60.5,
    });
    expect(summaries.find((p) => p.id === untouched.id)).toMatchObject({
      trackCount: 0,
      totalDuration: 0,
    });

    // Ada leaves the band: its song stays listed, unavailable, and counts no more.
    const left = await api.call('DELETE', `/api/collaborations/leave/${bandId}`, ada);
    expect(left.statusCode).toBe(204);
    const after = await api.read(ada, playlist.id);
    expect(after).toMatchObject({ trackCount: 2, totalDuration: 40 });
    const afterTracks = await api.tracks(ada, playlist.id);
    expect(afterTracks.map((track) => [track.audioFileId, track.audioFile?.id ?? null])).toEqual([
      [mine.id, mine.id],
      [theirs.id, null],
      [third.id, third.id],
    ]);
    expect((await api.list(ada)).find((p) => p.id === playlist.id)).toMatchObject({
      trackCount: 2,
      totalDuration: 40,
    });
    // Invited back: playable again, without touching the playlist.
    await addMember(t.app, bandId, ada, 'viewer');
    const back = await api.read(ada, playlist.id);
    expect(back).toMatchObject({ trackCount: 3, totalDuration: 60.5 });
    expect((await api.tracks(ada, playlist.id))[1]!.audioFile).toMatchObject({
      canEdit: false,
      canDelete: false,
    });
  });

  it('drops a deleted song from every playlist it was in', async () => {
    const keep = await song(libraryId, 'Keep', 5);
    const doomed = await song(libraryId, 'Doomed', 7);
    const last = await song(libraryId, 'Last', 9);
    const first = await api.create(ada, { name: 'A' });
    const second = await api.create(ada, { name: 'B' });
    for (const file of [keep, doomed, last]) await api.add(ada, first.id, file.id);
    await api.add(ada, second.id, doomed.id);

    const deleted = await api.call('DELETE', `/api/audio/${doomed.id}`, ada);
    expect(deleted.statusCode).toBe(204);
    const a = await api.tracks(ada, first.id);
    expect(a.map((track) => track.audioFileId)).toEqual([keep.id, last.id]);
    expect(a.map((track) => track.position)).toEqual([0, 1]);
    expect(await api.read(ada, first.id)).toMatchObject({ trackCount: 2, totalDuration: 14 });
    expect(await api.read(ada, second.id)).toMatchObject({ trackCount: 0 });
    expect(await api.tracks(ada, second.id)).toEqual([]);
  });

  it('gives concurrent adds dense, unique positions and places', async () => {
    const playlist = await api.create(ada, { name: 'Race' });
    const files: TestAudioRow[] = [];
    for (let i = 0; i < 8; i += 1) files.push(await song(libraryId, `Race ${i}`, 1));
    const answers = await Promise.all(
      files.map((file) =>
        api.call('POST', `/api/playlists/${playlist.id}/tracks`, ada, { audioFileId: file.id }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(files.map(() => 201));
    const presented = answers.map((res) => playlistTrackSchema.parse(res.json()).position);
    expect([...presented].sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const stored = await t.app.deps.db
      .select({ position: playlistTracks.position })
      .from(playlistTracks)
      .where(eq(playlistTracks.playlistId, playlist.id))
      .orderBy(asc(playlistTracks.position));
    expect(stored.map((row) => row.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('refuses a song past the limit with 409', async () => {
    const playlist = await api.create(ada, { name: 'Full' });
    // Fill it straight in the database: the limit is about the count, not about how it grew.
    await t.app.deps.db.execute(sql`
      with files as (
        insert into audio_files (project_id, filename, original_name, title, mime_type, size)
        select ${libraryId}, 'full-' || n || '.wav', 'f.wav', 'F' || n, 'audio/wav', 1
        from generate_series(1, ${PLAYLIST_TRACKS_MAX}) as n
        returning id, title
      )
      insert into playlist_tracks (playlist_id, audio_file_id, position)
      select ${playlist.id}, id, (row_number() over (order by title)) - 1 from files`);
    const extra = await song(libraryId, 'One too many', 3);
    const res = await api.call('POST', `/api/playlists/${playlist.id}/tracks`, ada, {
      audioFileId: extra.id,
    });
    expect([res.statusCode, res.json()]).toEqual([
      409,
      { message: PLAYLIST_FULL, code: 'playlists.full', params: { max: '1,000' } },
    ]);
    expect((await api.read(ada, playlist.id)).trackCount).toBe(PLAYLIST_TRACKS_MAX);
  });
});
