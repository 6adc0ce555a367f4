import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PEAK_COUNT } from '../../../shared/constants.js';
import type { AudioFile } from '../../../shared/schemas/audio.js';
import { audioFiles, projects } from '../../db/schema/index.js';
import { FIXTURES, fixture, multipart, type FixtureKind } from '../../test/audio-test-support.js';
import { audioUploadWorld } from '../../test/audio-upload-world.js';

/** Multipart uploads taken in: who may, every format, where they land, how they are served. */
describe('audio uploads', () => {
  const { world, post, fileParts, storedFiles } = audioUploadWorld();

  it('refuses signed-out uploads with 401', async () => {
    const body = multipart(await fileParts('wav'));
    expect((await post(`/api/projects/${world.projectId}/audio`, body, '')).statusCode).toBe(401);
    expect((await post('/api/audio', body, '')).statusCode).toBe(401);
  });

  it("answers 404 for another profile's project and stores nothing", async () => {
    const before = await storedFiles();
    const body = multipart(await fileParts('wav'));
    const res = await post(`/api/projects/${world.projectId}/audio`, body, world.stranger.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Project not found');
    const viaField = multipart([
      { name: 'projectId', value: world.projectId },
      ...(await fileParts('wav')),
    ]);
    expect((await post('/api/audio', viaField, world.stranger.cookie)).statusCode).toBe(404);
    expect(await storedFiles()).toEqual(before);
  });

  it('uploads every supported format in one request, measuring durations and peaks on the server', async () => {
    const kinds = Object.keys(FIXTURES) as FixtureKind[];
    const res = await post(
      `/api/projects/${world.projectId}/audio`,
      multipart(await fileParts(...kinds)),
    );
    expect(res.statusCode).toBe(201);
    const files = res.json<AudioFile[]>();
    expect(files).toHaveLength(kinds.length);
    for (const [i, kind] of kinds.entries()) {
      const file = files[i]!;
      const { name, seconds, mime } = FIXTURES[kind];
      expect(file.originalName).toBe(name);
      expect(file.title).toBe(name.replace(/\.[^.]+$/, ''));
      expect(file.mimeType).toBe(mime);
      expect(file.projectId).toBe(world.projectId);
      expect(
        Math.abs(file.duration - seconds),
        `${kind} duration ${file.duration}`,
      ).toBeLessThanOrEqual(0.1);
      expect(file.size).toBe((await fixture(kind)).length);
      expect(file).toMatchObject({
        versionCount: 1,
        isLatest: true,
        canEdit: true,
        canDelete: true,
      });
      expect(file.uploaderProfileId).toBe(world.owner.profileId);
      expect(file.url).toBe(`/uploads/${file.filename}`);
      expect(file.filename).toMatch(/^[0-9a-f-]{36}\.(wav|mp3|flac|ogg|webm|m4a)$/);
      expect(file).not.toHaveProperty('peaks');

      const detail = await world.t.app.inject({
        url: `/api/audio/${file.id}`,
        headers: { cookie: world.owner.cookie },
      });
      const peaks: number[] = detail.json().peaks;
      expect(peaks).toHaveLength(PEAK_COUNT);
      expect(peaks.every((p) => p >= 0 && p <= 1)).toBe(true);
      expect(new Set(peaks).size, `${kind} peaks vary`).toBeGreaterThan(10);
    }
    expect(await storedFiles()).toEqual(expect.arrayContaining(files.map((f) => f.filename)));
  });

  it("stores each file's container, sample rate, bit depth and channels as its header says", async () => {
    const kinds: FixtureKind[] = ['wav', 'flac', 'mp3', 'opus', 'm4a'];
    const res = await post(
      `/api/projects/${world.projectId}/audio`,
      multipart(await fileParts(...kinds)),
    );
    expect(res.statusCode).toBe(201);
    const ids = res.json<AudioFile[]>().map((file) => file.id);
    const rows = await world.t.app.deps.db
      .select({
        id: audioFiles.id,
        container: audioFiles.container,
        sampleRate: audioFiles.sampleRate,
        bitDepth: audioFiles.bitDepth,
        channels: audioFiles.channels,
      })
      .from(audioFiles)
      .where(inArray(audioFiles.id, ids));
    const byId = new Map(rows.map(({ id, ...format }) => [id, format]));
    expect(ids.map((id) => byId.get(id))).toEqual([
      { container: 'wav', sampleRate: 22050, bitDepth: 16, channels: 1 },
      { container: 'flac', sampleRate: 22050, bitDepth: 16, channels: 1 },
      { container: 'mp3', sampleRate: 22050, bitDepth: null, channels: 1 },
      { container: 'ogg', sampleRate: 48000, bitDepth: null, channels: 1 },
      // AAC's sample entry does not say its channels truly: left unknown.
      { container: 'm4a', sampleRate: 22050, bitDepth: null, channels: null },
    ]);
  });

  it('puts a recording without projectId into the library, titled by the title field', async () => {
    const body = multipart([
      { name: 'title', value: '  Morning idea  ' },
      { name: 'duration', value: '999' },
      ...(await fileParts('wav')),
    ]);
    const res = await post('/api/audio', body);
    expect(res.statusCode).toBe(201);
    const file = res.json();
    expect(file.title).toBe('Morning idea');
    expect(file.duration).toBeCloseTo(2, 1);
    expect(file.projectIsLibrary).toBe(true);
    expect(file.projectName).toBe('My Library');
    const [library] = await world.t.app.deps.db
      .select()
      .from(projects)
      .where(eq(projects.id, file.projectId));
    expect(library).toMatchObject({ ownerProfileId: world.owner.profileId, isLibrary: true });
  });

  it('takes projectId from a field before the file', async () => {
    const body = multipart([
      { name: 'projectId', value: world.projectId },
      ...(await fileParts('mp3')),
    ]);
    const res = await post('/api/audio', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().projectId).toBe(world.projectId);
  });

  it('serves an uploaded file to its owner with ranges and downloads, and to nobody else', async () => {
    const res = await post(
      `/api/projects/${world.projectId}/audio`,
      multipart(await fileParts('flac')),
    );
    const file = res.json()[0];
    const bytes = await fixture('flac');
    const ranged = await world.t.app.inject({
      url: file.url,
      headers: { cookie: world.owner.cookie, range: 'bytes=0-99' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-type']).toBe('audio/flac');
    expect(ranged.rawPayload.equals(bytes.subarray(0, 100))).toBe(true);
    const download = await world.t.app.inject({
      url: `${file.url}?download=1`,
      headers: { cookie: world.owner.cookie },
    });
    expect(download.headers['content-disposition']).toContain('filename="tone-2.5s.flac"');
    expect(download.rawPayload.equals(bytes)).toBe(true);
    const theirs = await world.t.app.inject({
      url: file.url,
      headers: { cookie: world.stranger.cookie },
    });
    expect(theirs.statusCode).toBe(404);
  });
});
