import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_NOT_FOUND, BULK_REFUSED } from '../../../shared/schemas/audio-bulk.js';
import {
  RELEASE_ISRC_TAKEN,
  RELEASE_TOO_MANY_TRACKS,
  RELEASE_TRACK_TWICE,
} from '../../../shared/schemas/releases.js';
import { audioFiles } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { addMember, createAudioRow, createUser, type TestUser } from '../../test/factories.js';
import { createSongProject, releaseApi, type ReleaseApi } from '../../test/release-test-support.js';

describe('release tracklists', () => {
  let t: TestApp;
  let api: ReleaseApi;
  let ada: TestUser;
  let grace: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    api = releaseApi(t);
    ada = await createUser(t.app);
    grace = await createUser(t.app);
  });
  afterAll(() => t.close());

  const isrcOf = async (audioId: string) => {
    const [row] = await t.app.deps.db
      .select({ isrc: audioFiles.isrc })
      .from(audioFiles)
      .where(eq(audioFiles.id, audioId));
    return row?.isrc ?? null;
  };

  it('sets the tracklist in order with codes and explicit flags, kept when left out', async () => {
    const one = await createSongProject(t, ada, { title: 'One' });
    const two = await createSongProject(t, ada, { title: 'Two' });
    const release = await api.create(ada);
    const set = await api.setTracks(ada, release.id, [
      { audioId: two.audio.id, isrc: 'us-abc-26-00001', explicit: true },
      { audioId: one.audio.id },
    ]);
    expect(
      set.tracks.map((track) => [track.position, track.title, track.isrc, track.explicit]),
    ).toEqual([
      [1, 'Two', 'US-ABC-26-00001', true],
      [2, 'One', null, false],
    ]);
    expect(set.trackCount).toBe(2);
    expect(set.tracks[0]).toMatchObject({
      projectId: two.project.id,
      inLibrary: false,
      duration: 1,
    });
    expect(set.tracks[0]!.format).toEqual({
      container: 'wav',
      lossless: true,
      sampleRate: 48_000,
      bitDepth: 24,
      channels: 2,
    });
    const reordered = await api.setTracks(ada, release.id, [
      { audioId: one.audio.id },
      { audioId: two.audio.id },
    ]);
    expect(reordered.tracks.map((track) => [track.title, track.isrc, track.explicit])).toEqual([
      ['One', null, false],
      ['Two', 'US-ABC-26-00001', true],
    ]);
    const cleared = await api.setTracks(ada, release.id, [{ audioId: two.audio.id, isrc: '' }]);
    expect(cleared.tracks[0]!.isrc).toBeNull();
    expect(await isrcOf(two.audio.id)).toBeNull();
  });

  it('keeps one code per recording: a master on two releases keeps it, another master is refused', async () => {
    const single = await createSongProject(t, ada, { title: 'Hit' });
    const other = await createSongProject(t, ada, { title: 'Other' });
    const singleRelease = await api.create(ada, { type: 'single', title: 'Hit' });
    const album = await api.create(ada, { type: 'album', title: 'Album' });
    await api.setTracks(ada, singleRelease.id, [
      { audioId: single.audio.id, isrc: 'GBAYE2600010' },
    ]);
    const onAlbum = await api.setTracks(ada, album.id, [{ audioId: single.audio.id }]);
    expect(onAlbum.tracks[0]!.isrc).toBe('GB-AYE-26-00010');

    const clash = await api.call('PUT', `/api/releases/${album.id}/tracks`, ada, [
      { audioId: single.audio.id },
      { audioId: other.audio.id, isrc: 'GBAYE2600010' },
    ]);
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ message: RELEASE_ISRC_TAKEN, code: 'releases.isrcTaken' });
    expect(await isrcOf(other.audio.id)).toBeNull();
    expect((await api.read(ada, album.id)).tracks).toHaveLength(1);

    // Another version of the song (a remaster) is another recording: a code of its own.
    const remaster = await createAudioRow(t.app, single.project.id, {
      songId: single.audio.songId,
      isLatest: false,
      title: 'Hit (remaster)',
    });
    const twoCodes = await api.call('PUT', `/api/releases/${album.id}/tracks`, ada, [
      { audioId: remaster.id, isrc: 'GBAYE2600010' },
    ]);
    expect(twoCodes.statusCode).toBe(409);
    await api.setTracks(ada, album.id, [{ audioId: remaster.id, isrc: 'GBAYE2600011' }]);
    // Another owner may hold the same code on a file of theirs.
    const graceSong = await createSongProject(t, grace);
    const graceRelease = await api.create(grace);
    await api.setTracks(grace, graceRelease.id, [
      { audioId: graceSong.audio.id, isrc: 'GBAYE2600010' },
    ]);
  });

  it("refuses by id a collaborator's song, an unknown song and a song twice", async () => {
    const theirs = await createSongProject(t, grace, { title: 'Grace song' });
    await addMember(t.app, theirs.project.id, ada, 'collaborator');
    const mine = await createSongProject(t, ada);
    const release = await api.create(ada);

    const refused = await api.call('PUT', `/api/releases/${release.id}/tracks`, ada, [
      { audioId: mine.audio.id },
      { audioId: theirs.audio.id },
    ]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: BULK_REFUSED,
      code: 'audio.bulkRefused',
      details: { ids: [theirs.audio.id] },
    });

    const unknown = randomUUID();
    const missing = await api.call('PUT', `/api/releases/${release.id}/tracks`, ada, [
      { audioId: unknown },
    ]);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: BULK_NOT_FOUND, details: { ids: [unknown] } });

    const version = await createAudioRow(t.app, mine.project.id, {
      songId: mine.audio.songId,
      isLatest: false,
    });
    for (const body of [
      [{ audioId: mine.audio.id }, { audioId: mine.audio.id }],
      [{ audioId: mine.audio.id }, { audioId: version.id }],
    ]) {
      const twice = await api.call('PUT', `/api/releases/${release.id}/tracks`, ada, body);
      expect(twice.statusCode).toBe(400);
      expect(twice.json().message).toBe(RELEASE_TRACK_TWICE);
    }
    const tooMany = await api.call(
      'PUT',
      `/api/releases/${release.id}/tracks`,
      ada,
      Array.from({ length: 101 }, () => ({ audioId: randomUUID() })),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(RELEASE_TOO_MANY_TRACKS);
    expect((await api.read(ada, release.id)).tracks).toEqual([]);
  });

  it("shows and sets a song project's details ISRC as its master's code", async () => {
    const song = await createSongProject(t, ada, { title: 'Viewed' });
    const other = await createSongProject(t, ada, { title: 'Other master' });
    const release = await api.create(ada);
    await api.setTracks(ada, release.id, [{ audioId: song.audio.id, isrc: 'FRZ032600001' }]);
    const details = `/api/projects/${song.project.id}/details`;
    const read = await api.call('GET', details, ada);
    expect(read.json().isrcCode).toBe('FR-Z03-26-00001');
    const saved = await api.call('POST', details, ada, { isrcCode: 'FRZ032600002' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().isrcCode).toBe('FR-Z03-26-00002');
    expect(await isrcOf(song.audio.id)).toBe('FR-Z03-26-00002');
    const clash = await api.call('POST', `/api/projects/${other.project.id}/details`, ada, {
      isrcCode: 'FRZ032600002',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('releases.isrcTaken');
  });
});
