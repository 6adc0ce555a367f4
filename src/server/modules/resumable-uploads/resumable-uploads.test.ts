import { stat } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESUMABLE_CHUNK_BYTES, RESUMABLE_UPLOAD_EXPIRY_MS } from '../../../shared/constants.js';
import type { AudioFile } from '../../../shared/schemas/audio.js';
import { audioFiles } from '../../db/schema/index.js';
import { resumableFolder } from '../../storage/partial-files.js';
import { eventually } from '../../test/lyrics-live-client.js';
import { cutOffPatch } from '../../test/resumable-test-support.js';
import {
  longWav,
  resumablePlaces,
  resumableUploadWorld,
} from '../../test/resumable-upload-world.js';
import { resumableStore } from './resumable-store.js';

/**
 * Resumable uploads (tus) that land: taken in parts, resumed after a reload or a cut, adopted
 * without writing the bytes again, and swept once abandoned. Refusals: resumable-refusals.test.ts.
 */
describe.each(resumablePlaces)('resumable uploads (tus) on %s', (_placeName, openPlace) => {
  const { world, create, patch, head, partials, rowCount, started } =
    resumableUploadWorld(openPlace);

  it('creates, takes part, says the offset, resumes there and lands the song as the upload pipeline does', async () => {
    const location = await started({ projectId: world.projectId, title: 'Night take' });
    const half = Math.floor(world.wav.length / 2);
    const first = await patch(location, 0, world.wav.subarray(0, half));
    expect(first.statusCode, first.body).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(half));

    // A reload: the client asks where the upload stands and goes on from there.
    const where = await head(location);
    expect(where.statusCode).toBe(200);
    expect(where.headers['upload-offset']).toBe(String(half));
    expect(where.headers['upload-length']).toBe(String(world.wav.length));
    expect(await rowCount()).toBe(0);

    const last = await patch(location, half, world.wav.subarray(half));
    expect(last.statusCode, last.body).toBe(200);
    const song = last.json<AudioFile>();
    expect(song).toMatchObject({
      projectId: world.projectId,
      title: 'Night take',
      originalName: 'take.wav',
      mimeType: 'audio/wav',
      size: world.wav.length,
      uploaderProfileId: world.owner.profileId,
      versionCount: 1,
      isLatest: true,
    });
    expect(song.duration).toBeCloseTo(2, 1);
    // The format read from the finished file's header lands with the row.
    const [format] = await world.t.app.deps.db
      .select({
        container: audioFiles.container,
        sampleRate: audioFiles.sampleRate,
        bitDepth: audioFiles.bitDepth,
        channels: audioFiles.channels,
      })
      .from(audioFiles)
      .where(eq(audioFiles.id, song.id));
    expect(format).toEqual({ container: 'wav', sampleRate: 22050, bitDepth: 16, channels: 1 });
    const detail = await world.t.app.inject({
      url: `/api/audio/${song.id}`,
      headers: { cookie: world.owner.cookie },
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().peaks).toHaveLength(200);
    const stored = await world.t.app.inject({
      url: song.url,
      headers: { cookie: world.owner.cookie },
    });
    expect(stored.rawPayload.equals(world.wav)).toBe(true);
    // The partial bytes are gone; asked again, the upload says every byte is in.
    expect(await partials()).toEqual([]);
    const after = await head(location);
    expect(after.statusCode).toBe(200);
    expect(after.headers['upload-offset']).toBe(String(world.wav.length));
  });

  it('takes a file larger than one part in 8 MiB chunks, adopts it without writing it again and plays it by byte range', async () => {
    const big = longWav(RESUMABLE_CHUNK_BYTES + 3 * 1024 * 1024);
    const res = await create({ filename: 'long.wav', projectId: world.projectId }, big.length);
    expect(res.statusCode, res.body).toBe(201);
    const location = res.headers.location as string;
    const id = path.basename(location);
    const partialFile = path.join(resumableFolder(path.join(world.t.dataDir, 'uploads')), id);
    const first = await patch(location, 0, big.subarray(0, RESUMABLE_CHUNK_BYTES));
    expect(first.statusCode, first.body).toBe(204);
    expect((await head(location)).headers['upload-offset']).toBe(String(RESUMABLE_CHUNK_BYTES));
    const partialInode = world.place.storage ? null : (await stat(partialFile)).ino;

    const last = await patch(location, RESUMABLE_CHUNK_BYTES, big.subarray(RESUMABLE_CHUNK_BYTES));
    expect(last.statusCode, last.body).toBe(200);
    const song = last.json<AudioFile>();
    expect(song).toMatchObject({ size: big.length, mimeType: 'audio/wav' });
    expect(song.duration).toBeCloseTo((big.length - 44) / 2 / 22050, 0);
    const [row] = await world.t.app.deps.db
      .select({ key: audioFiles.filename })
      .from(audioFiles)
      .where(eq(audioFiles.id, song.id));
    const key = row!.key;
    if (partialInode !== null) {
      // On disk the stored file is the partial file under a second name (the same inode):
      // its bytes were never written again.
      expect((await stat(path.join(world.t.dataDir, 'uploads', key))).ino).toBe(partialInode);
    } else {
      // On S3 the key was made by one server-side copy: no upload (multipart or whole) of
      // the bytes to it.
      const toKey = world.place.requests.filter((request) => request.includes(`/${key}`));
      expect(toKey.filter((request) => request.startsWith('PUT '))).toHaveLength(1);
      expect(toKey.filter((request) => /[?&](uploads|partNumber)/.test(request))).toEqual([]);
    }
    expect(await partials()).toEqual([]);

    const whole = await world.t.app.inject({
      url: song.url,
      headers: { cookie: world.owner.cookie },
    });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(big)).toBe(true);
    const start = RESUMABLE_CHUNK_BYTES - 100;
    const ranged = await world.t.app.inject({
      url: song.url,
      headers: { cookie: world.owner.cookie, range: `bytes=${start}-${start + 999}` },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.equals(big.subarray(start, start + 1000))).toBe(true);
  });

  it('keeps the bytes it acknowledged, and those that came, when a chunk is cut off', async () => {
    const location = await started();
    const acknowledged = 30_000;
    const first = await patch(location, 0, world.wav.subarray(0, acknowledged));
    expect(first.statusCode, first.body).toBe(204);
    // The next chunk's client goes away half-way (a closed lid, a lost connection).
    const base = await world.t.app.listen({ host: '127.0.0.1', port: 0 });
    const cutAt = 60_000;
    await cutOffPatch(
      base,
      {
        path: location,
        offset: acknowledged,
        total: world.wav.length - acknowledged,
        headers: { cookie: world.owner.cookie },
      },
      world.wav.subarray(acknowledged, cutAt),
    );
    // What the server said it had is still there (on S3 the short chunk waiting for a part
    // was lost with the cut, and the upload went back to 0), and it goes on from there.
    let offset = -1;
    await eventually(async () => {
      const where = await head(location);
      const settled = where.statusCode === 200 && Number(where.headers['upload-offset']) === offset;
      offset = Number(where.headers['upload-offset']);
      return settled;
    });
    expect(offset).toBeGreaterThanOrEqual(acknowledged);
    expect(offset).toBeLessThanOrEqual(cutAt);
    const last = await patch(location, offset, world.wav.subarray(offset));
    expect(last.statusCode, last.body).toBe(200);
    const stored = await world.t.app.inject({
      url: last.json<AudioFile>().url,
      headers: { cookie: world.owner.cookie },
    });
    expect(stored.rawPayload.equals(world.wav)).toBe(true);
  });

  it('puts an upload without projectId into the library', async () => {
    const location = await started({});
    const res = await patch(location, 0, world.wav);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ projectIsLibrary: true, title: 'take' });
  });

  it('sweeps an abandoned upload once it is past its expiry, and only then', async () => {
    const store = await resumableStore(world.t.app.deps.storage);
    const location = await started();
    expect((await patch(location, 0, world.wav.subarray(0, 1000))).statusCode).toBe(204);
    expect(await store.sweep()).toEqual({ uploads: 0, bytes: 0 });
    // Its bytes and its description (on S3: the short chunk waiting for a part, and the
    // description; the multipart upload holds no part yet).
    expect(await partials()).toHaveLength(2);
    const swept = await store.sweep(Date.now() + RESUMABLE_UPLOAD_EXPIRY_MS + 1000);
    expect(swept.uploads).toBe(1);
    expect(swept.bytes).toBeGreaterThanOrEqual(1000);
    expect(await partials()).toEqual([]);
    expect((await head(location)).statusCode).toBe(404);
  });

  it('sweeps an abandoned upload whose chunks filled whole parts (on S3 no object shows them)', async () => {
    const store = await resumableStore(world.t.app.deps.storage);
    const big = longWav(RESUMABLE_CHUNK_BYTES + 1024);
    const res = await create({ filename: 'long.wav', projectId: world.projectId }, big.length);
    const location = res.headers.location as string;
    const sent = await patch(location, 0, big.subarray(0, RESUMABLE_CHUNK_BYTES));
    expect(sent.statusCode, sent.body).toBe(204);
    expect(await store.sweep()).toEqual({ uploads: 0, bytes: 0 });
    const swept = await store.sweep(Date.now() + RESUMABLE_UPLOAD_EXPIRY_MS + 1000);
    expect(swept.uploads).toBe(1);
    expect(swept.bytes).toBeGreaterThanOrEqual(RESUMABLE_CHUNK_BYTES);
    expect(await partials()).toEqual([]);
    if (world.place.storage) {
      // The multipart upload holding the part is aborted, not left to the bucket's rule.
      expect(world.place.requests.some((request) => /^DELETE .*uploadId=/.test(request))).toBe(
        true,
      );
    }
    expect((await head(location)).statusCode).toBe(404);
  });
});
