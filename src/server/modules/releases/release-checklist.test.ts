import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RELEASE_DELIVERED_LOCKED,
  RELEASE_NOT_READY,
  RELEASE_PUBLISH_NEEDS,
  RELEASE_SLUG_TAKEN,
  type ChecklistLine,
  type Release,
} from '../../../shared/schemas/releases.js';
import { credits, lyrics, releases, songDetails, splits } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createAudioRow, createProject, createUser, type TestUser } from '../../test/factories.js';
import {
  createSongProject,
  releaseApi,
  VALID_UPC,
  type ReleaseApi,
} from '../../test/release-test-support.js';

const failing = (lines: ChecklistLine[]) => lines.filter((l) => !l.ok).map((l) => l.code);

describe('release checklist, status and publishing', () => {
  let t: TestApp;
  let api: ReleaseApi;
  let ada: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    api = releaseApi(t);
    ada = await createUser(t.app);
  });
  afterAll(() => t.close());

  /** Credits, 100 % splits of every type and lyrics: what a song project needs. */
  async function completeProject(projectId: string) {
    const db = t.app.deps.db;
    await db.insert(credits).values([
      { projectId, name: 'Ada', role: 'songwriter, producer' },
      { projectId, name: 'Ada', role: 'vocalist' },
    ]);
    await db.insert(splits).values(
      (['master', 'publishing', 'performance'] as const).map((splitType) => ({
        projectId,
        splitType,
        name: 'Ada',
        basisPoints: 10_000,
      })),
    );
    await db.insert(lyrics).values({ projectId, title: 'Words', content: '<p>la la</p>' });
  }

  async function threeTrackEp() {
    const library = await createProject(t.app, ada.profileId, {
      title: 'My Library',
      isLibrary: true,
    });
    const librarySong = await createAudioRow(t.app, library.id, { title: 'Inbox take' });
    const lossy = await createSongProject(t, ada, {
      title: 'Lossy',
      container: 'mp3',
      sampleRate: 44_100,
      bitDepth: null,
      analysisState: 'done',
      analysis: { integratedLufs: -8 } as never,
    });
    const good = await createSongProject(t, ada, { title: 'Good' });
    const release = await api.create(ada, { type: 'ep', title: 'Three', loudnessTarget: -14 });
    await api.setTracks(ada, release.id, [
      { audioId: librarySong.id },
      { audioId: lossy.audio.id },
      { audioId: good.audio.id, isrc: 'USABC2600100' },
    ]);
    return { release, librarySong, lossy, good };
  }

  it('names what is missing, per release and per track, with the path that fixes it', async () => {
    const { release, librarySong, lossy, good } = await threeTrackEp();
    await completeProject(good.project.id);
    const { checklist } = await api.read(ada, release.id);
    expect(checklist.ready).toBe(false);
    expect(failing(checklist.release)).toEqual(['artwork', 'upc', 'releaseDate']);
    expect(checklist.release[0]).toEqual({
      code: 'tracks',
      ok: true,
      fix: `/releases/${release.id}`,
    });
    const [inLibrary, lossyLines, goodLines] = checklist.tracks;
    expect(inLibrary!.audioId).toBe(librarySong.id);
    expect(inLibrary!.lines[0]).toMatchObject({
      code: 'makeSong',
      ok: false,
      params: { audioId: librarySong.id },
    });
    expect(inLibrary!.lines.map((l) => l.code)).not.toContain('credits');
    expect(failing(lossyLines!.lines)).toEqual([
      'lossless',
      'isrc',
      'credits',
      'splits',
      'lyrics',
      'loudness',
    ]);
    const credit = lossyLines!.lines.find((l) => l.code === 'credits')!;
    expect(credit.fix).toBe(`/projects/${lossy.project.id}?tab=credits`);
    expect(lossyLines!.lines.find((l) => l.code === 'loudness')!.params).toEqual({
      lufs: -8,
      target: -14,
    });
    expect(failing(goodLines!.lines)).toEqual([]);
  });

  it('passes an AIFF master as lossless, like WAV and FLAC, and not a compressed AIFC', async () => {
    const aiff = await createSongProject(t, ada, {
      title: 'Aiff take',
      container: 'aiff',
      sampleRate: 44_100,
      bitDepth: 16,
    });
    // An AIFC holding a compressed coding: the reader leaves its bit depth unknown.
    const aifc = await createSongProject(t, ada, {
      title: 'Aifc take',
      container: 'aiff',
      sampleRate: 44_100,
      bitDepth: null,
    });
    const release = await api.create(ada, { type: 'single', title: 'Aiff single' });
    const { checklist, tracks } = await api.setTracks(ada, release.id, [
      { audioId: aiff.audio.id },
      { audioId: aifc.audio.id },
    ]);
    const lossless = checklist.tracks.map((track) => [
      track.position,
      track.title,
      track.lines.find((line) => line.code === 'lossless')!.ok,
    ]);
    expect(lossless).toEqual([
      [1, 'Aiff take', true],
      [2, 'Aifc take', false],
    ]);
    expect(tracks.map((track) => track.format?.lossless)).toEqual([true, false]);
  });

  it('refuses ready with the failing lines, accepts it once fixed, and locks a delivered release', async () => {
    const db = t.app.deps.db;
    const good = await createSongProject(t, ada, { title: 'Solo' });
    const instrumental = await createSongProject(t, ada, { title: 'No words' });
    await completeProject(good.project.id);
    await completeProject(instrumental.project.id);
    await db.delete(lyrics).where(eq(lyrics.projectId, instrumental.project.id));
    const release = await api.create(ada, { type: 'ep', title: 'Ready EP' });
    await api.setTracks(ada, release.id, [
      { audioId: good.audio.id, isrc: 'USABC2600200' },
      { audioId: instrumental.audio.id, isrc: 'USABC2600201' },
    ]);

    const refused = await api.call('PATCH', `/api/releases/${release.id}`, ada, {
      status: 'ready',
      upc: VALID_UPC,
    });
    expect(refused.statusCode).toBe(409);
    const body = refused.json<{
      message: string;
      code: string;
      details: { lines: { release: ChecklistLine[]; tracks: Release['checklist']['tracks'] } };
    }>();
    expect(body).toMatchObject({ message: RELEASE_NOT_READY, code: 'releases.notReady' });
    expect(body.details.lines.release.map((l) => l.code)).toEqual(['artwork', 'releaseDate']);
    expect(body.details.lines.tracks).toEqual([
      expect.objectContaining({
        audioId: instrumental.audio.id,
        lines: [expect.objectContaining({ code: 'lyrics' })],
      }),
    ]);
    expect((await api.read(ada, release.id)).upc).toBeNull(); // nothing of a refused PATCH stays

    await db.insert(songDetails).values({ projectId: instrumental.project.id, instrumental: true });
    await db
      .update(releases)
      .set({
        artworkKey: 'art',
        artworkThumbnailKey: 'thumb',
        artworkWidth: 1400,
        artworkHeight: 1400,
      })
      .where(eq(releases.id, release.id));
    const ready = await api.update(ada, release.id, {
      status: 'ready',
      upc: VALID_UPC,
      releaseDate: '2027-01-01',
    });
    expect(ready.status).toBe('ready');
    expect(ready.checklist.ready).toBe(true);
    const delivered = await api.update(ada, release.id, { status: 'delivered' });
    expect(delivered.status).toBe('delivered');

    for (const [method, url, payload] of [
      ['PATCH', `/api/releases/${release.id}`, { title: 'Changed' }],
      ['PUT', `/api/releases/${release.id}/tracks`, [{ audioId: good.audio.id }]],
    ] as const) {
      const locked = await api.call(method, url, ada, payload);
      expect(locked.statusCode).toBe(409);
      expect(locked.json()).toMatchObject({
        message: RELEASE_DELIVERED_LOCKED,
        code: 'releases.deliveredLocked',
      });
    }
    const back = await api.update(ada, release.id, { status: 'draft', title: 'Changed' });
    expect(back).toMatchObject({ status: 'draft', title: 'Changed' });
  });

  it('publishes with a unique page address and a track, and unpublishes at any time', async () => {
    const song = await createSongProject(t, ada);
    const release = await api.create(ada, { type: 'single', title: 'Page' });
    const needs = await api.call('PATCH', `/api/releases/${release.id}`, ada, {
      published: true,
      slug: 'my-page',
    });
    expect(needs.statusCode).toBe(409);
    expect(needs.json()).toMatchObject({
      message: RELEASE_PUBLISH_NEEDS,
      code: 'releases.publishNeeds',
    });
    await api.setTracks(ada, release.id, [{ audioId: song.audio.id }]);
    const noSlug = await api.call('PATCH', `/api/releases/${release.id}`, ada, { published: true });
    expect(noSlug.statusCode).toBe(409);
    const published = await api.update(ada, release.id, { published: true, slug: ' My-Page ' });
    expect(published).toMatchObject({ published: true, slug: 'my-page' });

    const grace = await createUser(t.app);
    const theirs = await api.create(grace);
    const taken = await api.call('PATCH', `/api/releases/${theirs.id}`, grace, { slug: 'my-page' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: RELEASE_SLUG_TAKEN, code: 'releases.slugTaken' });
    const badSlug = await api.call('PATCH', `/api/releases/${theirs.id}`, grace, {
      slug: 'No spaces!',
    });
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json().code).toBe('releases.slugInvalid');

    expect((await api.update(ada, release.id, { published: false })).published).toBe(false);
  });
});
