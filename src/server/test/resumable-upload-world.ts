import path from 'node:path';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { audioFiles, systemSettings } from '../db/schema/index.js';
import { resumableFolder, RESUMABLE_FOLDER } from '../storage/partial-files.js';
import { s3Storage } from '../storage/s3-storage.js';
import type { Storage } from '../storage/storage.js';
import { filesIn, fixture } from './audio-test-support.js';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { createProject, createUser, type TestUser } from './factories.js';
import { tusClient } from './resumable-test-support.js';
import { startS3TestServer, TEST_S3_CREDENTIALS } from './s3-test-server.js';

/** Where the app stores files in one run of the suite, and how a test sees the partial area. */
export interface ResumablePlace {
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
export const resumablePlaces: [string, () => Promise<ResumablePlace>][] = [
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

/** A mono 16-bit WAV of `dataBytes` bytes of a quiet saw wave: a file larger than S3's part. */
export function longWav(dataBytes: number): Buffer {
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

/** Who and what the resumable upload tests work with, set in their beforeAll. */
export interface ResumableUploadWorld {
  place: ResumablePlace;
  t: TestApp;
  owner: TestUser;
  stranger: TestUser;
  projectId: string;
  /** The WAV fixture, the file most cases upload. */
  wav: Buffer;
}

/**
 * The world of the resumable upload (tus) tests on one place (`openPlace`, from
 * `resumablePlaces`): an app storing there, with an owner, their project and a stranger, each
 * test starting with no system settings (so no per-file cap), and the tus requests (as the owner
 * unless a cookie is given) and counts those tests make.
 */
export function resumableUploadWorld(openPlace: () => Promise<ResumablePlace>) {
  const world = {} as ResumableUploadWorld;
  beforeAll(async () => {
    world.place = await openPlace();
    world.t = await buildTestApp({}, { storage: world.place.storage });
    world.owner = await createUser(world.t.app);
    world.stranger = await createUser(world.t.app);
    world.projectId = (await createProject(world.t.app, world.owner.profileId)).id;
    world.wav = await fixture('wav');
  });
  afterAll(async () => {
    await world.t.close();
    await world.place.close();
  });
  beforeEach(async () => {
    await world.t.app.deps.db.delete(systemSettings);
  });

  const tus = (cookie: string) => tusClient(world.t.app, cookie);
  const create = (
    values: Record<string, string>,
    length: number | string,
    cookie = world.owner.cookie,
  ) => tus(cookie).create(values, length);
  return {
    world,
    create,
    patch: (location: string, offset: number, bytes: Buffer, cookie = world.owner.cookie) =>
      tus(cookie).patch(location, offset, bytes),
    head: (location: string, cookie = world.owner.cookie) => tus(cookie).head(location),
    rowCount: async () => (await world.t.app.deps.db.select().from(audioFiles)).length,
    partials: () => world.place.partials(world.t),
    setMaxUpload: (value: unknown) =>
      world.t.app.deps.db
        .insert(systemSettings)
        .values({ key: 'maxUploadSize', value })
        .onConflictDoUpdate({ target: systemSettings.key, set: { value } }),
    /** A new upload of the WAV fixture to `target` (the owner's project by default); its Location. */
    started: async (target?: Record<string, string>, cookie = world.owner.cookie) => {
      const res = await create(
        {
          filename: 'take.wav',
          filetype: 'audio/wav',
          ...(target ?? { projectId: world.projectId }),
        },
        world.wav.length,
        cookie,
      );
      expect(res.statusCode, res.body).toBe(201);
      const location = res.headers.location as string;
      expect(location).toMatch(/^\/api\/uploads\/resumable\/[0-9a-f]{32}$/);
      return location;
    },
  };
}
