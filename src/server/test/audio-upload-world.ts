import path from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { audioFiles, systemSettings } from '../db/schema/index.js';
import { FIXTURES, filesIn, fixture, multipart, type FixtureKind } from './audio-test-support.js';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { createProject, createUser, type TestUser } from './factories.js';

/** Who and what the multipart upload tests work with, set in their beforeAll. */
export interface AudioUploadWorld {
  t: TestApp;
  owner: TestUser;
  stranger: TestUser;
  projectId: string;
}

/**
 * The world of the multipart upload tests (POST /api/audio, POST /api/projects/{id}/audio): an
 * app with an owner, their project and a stranger, each test starting with no system settings
 * (so no per-file cap), and the requests and counts those tests make.
 */
export function audioUploadWorld() {
  const world = {} as AudioUploadWorld;
  beforeAll(async () => {
    world.t = await buildTestApp();
    world.owner = await createUser(world.t.app);
    world.stranger = await createUser(world.t.app);
    world.projectId = (await createProject(world.t.app, world.owner.profileId)).id;
  });
  afterAll(async () => {
    await world.t.close();
  });
  beforeEach(async () => {
    await world.t.app.deps.db.delete(systemSettings);
  });

  const db = () => world.t.app.deps.db;
  return {
    world,
    post: (url: string, body: ReturnType<typeof multipart>, cookie = world.owner.cookie) =>
      world.t.app.inject({
        method: 'POST',
        url,
        headers: { ...body.headers, cookie },
        payload: body.payload,
      }),
    /** One `audio` part per fixture kind, named as the fixture. */
    fileParts: async (...kinds: FixtureKind[]) =>
      Promise.all(
        kinds.map(async (kind) => ({
          name: 'audio',
          filename: FIXTURES[kind].name,
          content: await fixture(kind),
        })),
      ),
    /** The stored files' names (temporary files, which have no extension, left out). */
    storedFiles: async () =>
      (await filesIn(path.join(world.t.dataDir, 'uploads'))).filter((name) =>
        /\.[a-z0-9]+$/.test(name),
      ),
    rowCount: async () => (await db().select().from(audioFiles)).length,
    setMaxUpload: (value: unknown) =>
      db()
        .insert(systemSettings)
        .values({ key: 'maxUploadSize', value })
        .onConflictDoUpdate({ target: systemSettings.key, set: { value } }),
  };
}
