import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PLAN_STORAGE_BYTES,
  RESUMABLE_CHUNK_BYTES,
  RESUMABLE_UPLOAD_EXPIRY_MS,
} from '../../../shared/constants.js';
import type { AudioFile } from '../../../shared/schemas/audio.js';
import { audioFiles, systemSettings } from '../../db/schema/index.js';
import { resumableFolder, RESUMABLE_FOLDER } from '../../storage/partial-files.js';
import { s3Storage } from '../../storage/s3-storage.js';
import type { Storage } from '../../storage/storage.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { eventually } from '../../test/lyrics-live-client.js';
import {
  addMember,
  createAudioRow,
  createProject,
  createUser,
  type TestUser,
} from '../../test/factories.js';
import { filesIn, fixture } from '../../test/audio-test-support.js';
import { startS3TestServer, TEST_S3_CREDENTIALS } from '../../test/s3-test-server.js';
import { resumableStore } from './resumable-store.js';
import { cutOffPatch, TUS, tusClient } from '../../test/resumable-test-support.js';

/** Where the app stores files in one run of the suite, and how a test sees the partial area. */
interface Place {
  /** The storage for the app; undefined: the test app's own folder on disk. */
  storage?: Storage;
  /** The names in the resumable area (partial files and their descriptions). */
  partials(t: TestApp): Promise<string[]>;
  /** Requests the object store received ("METHOD /path?query"); none on disk. */
  requests: string[];
  close(): Promise<void>;
}

// Every case runs on local disk (tus's file store in DATA_DIR/uploads/.resumable) and on an S3
// protocol server in this process (tus's S3 store under `.resumable/` of the same bucket).
const places: [string, () => Promise<Place>][] = [
  [
    'local disk',
    async () => ({
      partials: (t) => filesIn(resumableFolder(path.join(t.dataDir, 'uploads'))),
      requests: [],
      close: async () => {},
    }),
  ],
  [
    'S3 object store',
    async () => {
      const server = await startS3TestServer();
      const storage = await s3Storage(server.location, { credentials: TEST_S3_CREDENTIALS });
      // The area seen as a store of its own: its objects are then keys, listed like any.
      const area = await s3Storage(
        { ...server.location, prefix: `${RESUMABLE_FOLDER}/` },
        { credentials: TEST_S3_CREDENTIALS },
      );
      return {
        storage,
        partials: async () => {
          const names: string[] = [];
          for await (const file of area.list()) names.push(file.key);
          return names.sort();
        },
        requests: server.requests,
        close: server.stop,
      };
    },
  ],
];

const URL = '/api/uploads/resumable';

/** A mono 16-bit WAV of `dataBytes` bytes of a quiet saw wave: a file larger than S3's part. */
function longWav(dataBytes: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(22050, 24);
  header.writeUInt32LE(22050 * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(dataBytes, 40);
  const samples = Buffer.alloc(dataBytes);
  for (let offset = 0; offset + 1 < dataBytes; offset += 2) {
    samples.writeInt16LE(((offset / 2) % 200) * 20 - 2000, offset);
  }
  return Buffer.concat([header, samples]);
}

describe.each(places)('resumable uploads (tus) on %s', (placeName, openPlace) => {
  let place: Place;
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let projectId: string;
  let wav: Buffer;

  const create = (values: Record<string, string>, length: number | string, cookie = owner.cookie) =>
    tusClient(t.app, cookie).create(values, length);
  const patch = (location: string, offset: number, bytes: Buffer, cookie = owner.cookie) =>
    tusClient(t.app, cookie).patch(location, offset, bytes);
  const head = (location: string, cookie = owner.cookie) => tusClient(t.app, cookie).head(location);
  const rowCount = async () => (await t.app.deps.db.select().from(audioFiles)).length;
  const partials = () => place.partials(t);
  const setMaxUpload = (value: unknown) =>
    t.app.deps.db
      .insert(systemSettings)
      .values({ key: 'maxUploadSize', value })
      .onConflictDoUpdate({ target: systemSettings.key, set: { value } });

  /** A new upload of the WAV fixture to `target`; its Location. */
  async function started(target: Record<string, string> = { projectId }, cookie = owner.cookie) {
    const res = await create(
      { filename: 'take.wav', filetype: 'audio/wav', ...target },
      wav.length,
      cookie,
    );
    expect(res.statusCode, res.body).toBe(201);
    const location = res.headers.location as string;
    expect(location).toMatch(/^\/api\/uploads\/resumable\/[0-9a-f]{32}$/);
    return location;
  }

  beforeAll(async () => {
    place = await openPlace();
    t = await buildTestApp({}, { storage: place.storage });
    owner = await createUser(t.app);
    stranger = await createUser(t.app);
    projectId = (await createProject(t.app, owner.profileId)).id;
    wav = await fixture('wav');
  });
  afterAll(async () => {
    await t.close();
    await place.close();
  });
  beforeEach(async () => {
    await t.app.deps.db.delete(systemSettings);
  });

  it('creates, takes part, says the offset, resumes there and lands the song as the upload pipeline does', async () => {
    const location = await started({ projectId, title: 'Night take' });
    const half = Math.floor(wav.length / 2);
    const first = await patch(location, 0, wav.subarray(0, half));
    expect(first.statusCode, first.body).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(half));

    // A reload: the client asks where the upload stands and goes on from there.
    const where = await head(location);
    expect(where.statusCode).toBe(200);
    expect(where.headers['upload-offset']).toBe(String(half));
    expect(where.headers['upload-length']).toBe(String(wav.length));
    expect(await rowCount()).toBe(0);

    const last = await patch(location, half, wav.subarray(half));
    expect(last.statusCode, last.body).toBe(200);
    const song = last.json<AudioFile>();
    expect(song).toMatchObject({
      projectId,
      title: 'Night take',
      originalName: 'take.wav',
      mimeType: 'audio/wav',
      size: wav.length,
      uploaderProfileId: owner.profileId,
      versionCount: 1,
      isLatest: true,
    });
    expect(song.duration).toBeCloseTo(2, 1);
    // The format read from the finished file's header lands with the row.
    const [format] = await t.app.deps.db
      .select({
        container: audioFiles.container,
        sampleRate: audioFiles.sampleRate,
        bitDepth: audioFiles.bitDepth,
        channels: audioFiles.channels,
      })
      .from(audioFiles)
      .where(eq(audioFiles.id, song.id));
    expect(format).toEqual({ container: 'wav', sampleRate: 22050, bitDepth: 16, channels: 1 });
    const detail = await t.app.inject({
      url: `/api/audio/${song.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().peaks).toHaveLength(200);
    const stored = await t.app.inject({ url: song.url, headers: { cookie: owner.cookie } });
    expect(stored.rawPayload.equals(wav)).toBe(true);
    // The partial bytes are gone; asked again, the upload says every byte is in.
    expect(await partials()).toEqual([]);
    const after = await head(location);
    expect(after.statusCode).toBe(200);
    expect(after.headers['upload-offset']).toBe(String(wav.length));
  });

  it('takes a file larger than one part in 8 MiB chunks, adopts it without writing it again and plays it by byte range', async () => {
    const big = longWav(RESUMABLE_CHUNK_BYTES + 3 * 1024 * 1024);
    const res = await create({ filename: 'long.wav', projectId }, big.length);
    expect(res.statusCode, res.body).toBe(201);
    const location = res.headers.location as string;
    const id = path.basename(location);
    const partialFile = path.join(resumableFolder(path.join(t.dataDir, 'uploads')), id);
    const first = await patch(location, 0, big.subarray(0, RESUMABLE_CHUNK_BYTES));
    expect(first.statusCode, first.body).toBe(204);
    expect((await head(location)).headers['upload-offset']).toBe(String(RESUMABLE_CHUNK_BYTES));
    const partialInode = place.storage ? null : (await stat(partialFile)).ino;

    const last = await patch(location, RESUMABLE_CHUNK_BYTES, big.subarray(RESUMABLE_CHUNK_BYTES));
    expect(last.statusCode, last.body).toBe(200);
    const song = last.json<AudioFile>();
    expect(song).toMatchObject({ size: big.length, mimeType: 'audio/wav' });
    expect(song.duration).toBeCloseTo((big.length - 44) / 2 / 22050, 0);
    const [row] = await t.app.deps.db
      .select({ key: audioFiles.filename })
      .from(audioFiles)
      .where(eq(audioFiles.id, song.id));
    const key = row!.key;
    if (partialInode !== null) {
      // On disk the stored file is the partial file under a second name (the same inode):
      // its bytes were never written again.
      expect((await stat(path.join(t.dataDir, 'uploads', key))).ino).toBe(partialInode);
    } else {
      // On S3 the key was made by one server-side copy: no upload (multipart or whole) of
      // the bytes to it.
      const toKey = place.requests.filter((request) => request.includes(`/${key}`));
      expect(toKey.filter((request) => request.startsWith('PUT '))).toHaveLength(1);
      expect(toKey.filter((request) => /[?&](uploads|partNumber)/.test(request))).toEqual([]);
    }
    expect(await partials()).toEqual([]);

    const whole = await t.app.inject({ url: song.url, headers: { cookie: owner.cookie } });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(big)).toBe(true);
    const start = RESUMABLE_CHUNK_BYTES - 100;
    const ranged = await t.app.inject({
      url: song.url,
      headers: { cookie: owner.cookie, range: `bytes=${start}-${start + 999}` },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.equals(big.subarray(start, start + 1000))).toBe(true);
  });

  it('keeps the bytes it acknowledged, and those that came, when a chunk is cut off', async () => {
    const location = await started();
    const acknowledged = 30_000;
    const first = await patch(location, 0, wav.subarray(0, acknowledged));
    expect(first.statusCode, first.body).toBe(204);
    // The next chunk's client goes away half-way (a closed lid, a lost connection).
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const cutAt = 60_000;
    await cutOffPatch(
      base,
      {
        path: location,
        offset: acknowledged,
        total: wav.length - acknowledged,
        headers: { cookie: owner.cookie },
      },
      wav.subarray(acknowledged, cutAt),
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
    const last = await patch(location, offset, wav.subarray(offset));
    expect(last.statusCode, last.body).toBe(200);
    const stored = await t.app.inject({
      url: last.json<AudioFile>().url,
      headers: { cookie: owner.cookie },
    });
    expect(stored.rawPayload.equals(wav)).toBe(true);
  });

  it('puts an upload without projectId into the library', async () => {
    const location = await started({});
    const res = await patch(location, 0, wav);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ projectIsLibrary: true, title: 'take' });
  });

  it('refuses signed-out requests with 401', async () => {
    expect((await create({ filename: 'a.wav' }, 10, '')).statusCode).toBe(401);
  });

  it('refuses a non-member on creation, before any byte, and a viewer with 403', async () => {
    const res = await create({ filename: 'a.wav', projectId }, wav.length, stranger.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Project not found' });
    const viewer = await createUser(t.app);
    await addMember(t.app, projectId, viewer, 'viewer');
    const seen = await create({ filename: 'a.wav', projectId }, wav.length, viewer.cookie);
    expect(seen.statusCode).toBe(403);
    expect(await partials()).toEqual([]);
  });

  it("keeps an upload its creator's: another profile neither sees nor continues it", async () => {
    const location = await started();
    expect((await head(location, stranger.cookie)).statusCode).toBe(404);
    const res = await patch(location, 0, wav, stranger.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('upload.resumableGone');
    const terminate = (cookie: string) =>
      t.app.inject({ method: 'DELETE', url: location, headers: { ...TUS, cookie } });
    expect((await terminate(stranger.cookie)).statusCode).toBe(404);
    expect((await head(location)).headers['upload-offset']).toBe('0');
    expect((await terminate(owner.cookie)).statusCode).toBe(204);
    expect(await partials()).toEqual([]);
  });

  it('refuses on creation a file over the per-file cap and one over the quota', async () => {
    await setMaxUpload(0.05);
    const capped = await create({ filename: 'big.wav', projectId }, wav.length);
    expect(capped.statusCode).toBe(413);
    expect(capped.json()).toMatchObject({
      code: 'upload.overFileCap',
      message: '"big.wav" is larger than the 0.05 MB upload limit',
    });
    await t.app.deps.db.delete(systemSettings);

    const user = await createUser(t.app);
    const project = await createProject(t.app, user.profileId);
    await createAudioRow(t.app, project.id, { size: PLAN_STORAGE_BYTES.creator - 50_000 });
    const full = await create(
      { filename: 'big.wav', projectId: project.id },
      wav.length,
      user.cookie,
    );
    expect(full.statusCode).toBe(413);
    expect(full.json()).toMatchObject({
      code: 'upload.overPlan',
      message: `"big.wav" would exceed your Creator plan's 2 GB storage`,
    });
    expect(await partials()).toEqual([]);
  });

  it('refuses hostile lengths, offsets and chunks', async () => {
    for (const length of ['abc', '-1', '99999999999999999999', '1e9']) {
      const res = await create({ filename: 'a.wav' }, length);
      expect(res.statusCode, length).toBe(400);
      expect(res.json().code).toBe('upload.lengthRequired');
    }
    // An empty file is the person's to understand, not a protocol fault (issue 25 item 3).
    const empty = await create({ filename: 'silence.wav' }, 0);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'upload.emptyFile',
      message: 'This file is empty (0 bytes), so there is nothing to upload.',
    });
    expect((await create({ projectId }, 10)).statusCode).toBe(400);
    const concat = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...TUS, cookie: owner.cookie, 'upload-length': '10', 'upload-concat': 'partial' },
    });
    expect(concat.statusCode).toBe(400);
    expect(concat.json().code).toBe('upload.badResumable');
    const location = await started();
    const mismatch = await patch(location, 5, wav.subarray(5, 20));
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json().code).toBe('upload.offsetMismatch');
    const past = await patch(location, 0, Buffer.concat([wav, Buffer.alloc(10)]));
    expect(past.statusCode).toBe(413);
    expect(past.json().code).toBe('upload.overLength');
    const huge = await patch(location, 0, Buffer.alloc(RESUMABLE_CHUNK_BYTES + 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('upload.chunkTooLarge');
    expect((await head(location)).headers['upload-offset']).toBe('0');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: location,
      headers: { ...TUS, cookie: owner.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await partials()).toEqual([]);
  });

  it('refuses a chunk sent as anything but application/offset+octet-stream with 415, reading none of it (issue 24 item 5)', async () => {
    const location = await started();
    for (const [type, payload] of [
      ['application/json', JSON.stringify({ bytes: 'x'.repeat(64) })],
      ['text/plain', 'just some text'],
      ['application/x-www-form-urlencoded', 'a=1&b=2'],
      ['application/octet-stream', wav.subarray(0, 32)],
    ] as const) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: location,
        headers: { ...TUS, cookie: owner.cookie, 'upload-offset': '0', 'content-type': type },
        payload,
      });
      expect(res.statusCode, `${type}: ${res.body}`).toBe(415);
      expect(res.json().code).toBe('upload.notOctetStream');
    }
    expect((await head(location)).headers['upload-offset']).toBe('0');
    const taken = await patch(location, 0, wav.subarray(0, 32));
    expect(taken.statusCode, taken.body).toBe(204);
    expect(taken.headers['upload-offset']).toBe('32');
    expect((await tusClient(t.app, owner.cookie).remove(location)).statusCode).toBe(204);
  });

  it('refuses a finished file that is not audio and leaves nothing of it', async () => {
    const noise = randomBytes(4096);
    const res = await create({ filename: 'noise.wav', projectId }, noise.length);
    const before = await rowCount();
    const done = await patch(res.headers.location as string, 0, noise);
    expect(done.statusCode).toBe(415);
    expect(done.json().code).toBe('upload.unsupportedType');
    expect(await rowCount()).toBe(before);
    expect(await partials()).toEqual([]);
  });

  it('sweeps an abandoned upload once it is past its expiry, and only then', async () => {
    const store = await resumableStore(t.app.deps.storage);
    const location = await started();
    expect((await patch(location, 0, wav.subarray(0, 1000))).statusCode).toBe(204);
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
    const store = await resumableStore(t.app.deps.storage);
    const big = longWav(RESUMABLE_CHUNK_BYTES + 1024);
    const res = await create({ filename: 'long.wav', projectId }, big.length);
    const location = res.headers.location as string;
    const sent = await patch(location, 0, big.subarray(0, RESUMABLE_CHUNK_BYTES));
    expect(sent.statusCode, sent.body).toBe(204);
    expect(await store.sweep()).toEqual({ uploads: 0, bytes: 0 });
    const swept = await store.sweep(Date.now() + RESUMABLE_UPLOAD_EXPIRY_MS + 1000);
    expect(swept.uploads).toBe(1);
    expect(swept.bytes).toBeGreaterThanOrEqual(RESUMABLE_CHUNK_BYTES);
    expect(await partials()).toEqual([]);
    if (place.storage) {
      // The multipart upload holding the part is aborted, not left to the bucket's rule.
      expect(place.requests.some((request) => /^DELETE .*uploadId=/.test(request))).toBe(true);
    }
    expect((await head(location)).statusCode).toBe(404);
  });
});
