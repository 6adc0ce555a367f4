import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AudioFile } from '../../../shared/schemas/audio.js';
import { fixture, multipart } from '../../test/audio-test-support.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createProject, createUser, type TestUser } from '../../test/factories.js';
import { tusClient } from '../../test/resumable-test-support.js';
import { longWav } from '../../test/resumable-upload-world.js';

/**
 * A resumable upload's analysis runs as its chunks arrive (live-analysis.ts), on a worker of
 * the one upload pool; a sender that pauses mid-file must not keep anyone else's upload waiting.
 */
describe('resumable uploads analysed as they arrive, on a server with one analysis worker', () => {
  let t: TestApp;
  let owner: TestUser;
  let projectId: string;
  beforeAll(async () => {
    t = await buildTestApp({ analysisWorkers: 1 });
    owner = await createUser(t.app);
    projectId = (await createProject(t.app, owner.profileId)).id;
  });
  afterAll(() => t.close());

  it(
    'lets a one-request upload through while a resumable upload pauses half-way, and both land',
    { timeout: 20_000 },
    async () => {
      const tus = tusClient(t.app, owner.cookie);
      // Eight seconds of audio, so the analysis of its first half is still open when it pauses.
      const paused = longWav(22_050 * 2 * 8);
      const half = Math.floor(paused.length / 2);
      const created = await tus.create({ filename: 'paused.wav', projectId }, paused.length);
      expect(created.statusCode, created.body).toBe(201);
      const location = created.headers.location as string;
      expect((await tus.patch(location, 0, paused.subarray(0, half))).statusCode).toBe(204);

      // The paused upload's analysis holds the only worker; this one takes it (the live analysis
      // runs for 30 s without a chunk before it lets go by itself).
      const body = multipart([
        { name: 'projectId', value: projectId },
        { name: 'audio', filename: 'take.wav', content: await fixture('wav'), type: 'audio/wav' },
      ]);
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/audio',
        payload: body.payload,
        headers: { ...body.headers, cookie: owner.cookie },
      });
      expect(other.statusCode, other.body).toBe(201);
      expect(other.json<AudioFile>().duration).toBeCloseTo(2, 1);

      // The paused upload goes on and lands, its file read back for the analysis it gave up.
      const last = await tus.patch(location, half, paused.subarray(half));
      expect(last.statusCode, last.body).toBe(200);
      expect(last.json<AudioFile>().duration).toBeCloseTo(8, 1);
    },
  );
});
