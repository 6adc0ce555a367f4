import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  PLAN_STORAGE_BYTES,
  RESUMABLE_CHUNK_BYTES,
  RESUMABLE_UPLOAD_PATH,
} from '../../../shared/constants.js';
import { systemSettings } from '../../db/schema/index.js';
import { addMember, createAudioRow, createProject, createUser } from '../../test/factories.js';
import { TUS, tusClient } from '../../test/resumable-test-support.js';
import { resumablePlaces, resumableUploadWorld } from '../../test/resumable-upload-world.js';

/**
 * Resumable uploads (tus) refused: signed out, not a member or a viewer, another profile's
 * upload, over the per-file cap or the plan, hostile lengths, offsets, chunks and content types,
 * a finished file that is not audio; each leaves no partial file of what it refused.
 */
describe.each(resumablePlaces)('resumable uploads (tus) refused on %s', (_placeName, openPlace) => {
  const { world, create, patch, head, partials, rowCount, setMaxUpload, started } =
    resumableUploadWorld(openPlace);

  it('refuses signed-out requests with 401', async () => {
    expect((await create({ filename: 'a.wav' }, 10, '')).statusCode).toBe(401);
  });

  it('refuses a non-member on creation, before any byte, and a viewer with 403', async () => {
    const res = await create(
      { filename: 'a.wav', projectId: world.projectId },
      world.wav.length,
      world.stranger.cookie,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Project not found' });
    const viewer = await createUser(world.t.app);
    await addMember(world.t.app, world.projectId, viewer, 'viewer');
    const seen = await create(
      { filename: 'a.wav', projectId: world.projectId },
      world.wav.length,
      viewer.cookie,
    );
    expect(seen.statusCode).toBe(403);
    expect(await partials()).toEqual([]);
  });

  it("keeps an upload its creator's: another profile neither sees nor continues it", async () => {
    const location = await started();
    expect((await head(location, world.stranger.cookie)).statusCode).toBe(404);
    const res = await patch(location, 0, world.wav, world.stranger.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('upload.resumableGone');
    const terminate = (cookie: string) =>
      world.t.app.inject({ method: 'DELETE', url: location, headers: { ...TUS, cookie } });
    expect((await terminate(world.stranger.cookie)).statusCode).toBe(404);
    expect((await head(location)).headers['upload-offset']).toBe('0');
    expect((await terminate(world.owner.cookie)).statusCode).toBe(204);
    expect(await partials()).toEqual([]);
  });

  it('refuses on creation a file over the per-file cap and one over the quota', async () => {
    await setMaxUpload(0.05);
    const capped = await create(
      { filename: 'big.wav', projectId: world.projectId },
      world.wav.length,
    );
    expect(capped.statusCode).toBe(413);
    expect(capped.json()).toMatchObject({
      code: 'upload.overFileCap',
      message: '"big.wav" is larger than the 0.05 MB upload limit',
    });
    await world.t.app.deps.db.delete(systemSettings);

    const user = await createUser(world.t.app);
    const project = await createProject(world.t.app, user.profileId);
    await createAudioRow(world.t.app, project.id, { size: PLAN_STORAGE_BYTES.creator - 50_000 });
    const full = await create(
      { filename: 'big.wav', projectId: project.id },
      world.wav.length,
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
    expect((await create({ projectId: world.projectId }, 10)).statusCode).toBe(400);
    const concat = await world.t.app.inject({
      method: 'POST',
      url: RESUMABLE_UPLOAD_PATH,
      headers: {
        ...TUS,
        cookie: world.owner.cookie,
        'upload-length': '10',
        'upload-concat': 'partial',
      },
    });
    expect(concat.statusCode).toBe(400);
    expect(concat.json().code).toBe('upload.badResumable');
    const location = await started();
    const mismatch = await patch(location, 5, world.wav.subarray(5, 20));
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json().code).toBe('upload.offsetMismatch');
    const past = await patch(location, 0, Buffer.concat([world.wav, Buffer.alloc(10)]));
    expect(past.statusCode).toBe(413);
    expect(past.json().code).toBe('upload.overLength');
    const huge = await patch(location, 0, Buffer.alloc(RESUMABLE_CHUNK_BYTES + 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('upload.chunkTooLarge');
    expect((await head(location)).headers['upload-offset']).toBe('0');
    const deleted = await world.t.app.inject({
      method: 'DELETE',
      url: location,
      headers: { ...TUS, cookie: world.owner.cookie },
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
      ['application/octet-stream', world.wav.subarray(0, 32)],
    ] as const) {
      const res = await world.t.app.inject({
        method: 'PATCH',
        url: location,
        headers: { ...TUS, cookie: world.owner.cookie, 'upload-offset': '0', 'content-type': type },
        payload,
      });
      expect(res.statusCode, `${type}: ${res.body}`).toBe(415);
      expect(res.json().code).toBe('upload.notOctetStream');
    }
    expect((await head(location)).headers['upload-offset']).toBe('0');
    const taken = await patch(location, 0, world.wav.subarray(0, 32));
    expect(taken.statusCode, taken.body).toBe(204);
    expect(taken.headers['upload-offset']).toBe('32');
    expect((await tusClient(world.t.app, world.owner.cookie).remove(location)).statusCode).toBe(
      204,
    );
  });

  it('refuses a finished file that is not audio and leaves nothing of it', async () => {
    const noise = randomBytes(4096);
    const res = await create({ filename: 'noise.wav', projectId: world.projectId }, noise.length);
    const before = await rowCount();
    const done = await patch(res.headers.location as string, 0, noise);
    expect(done.statusCode).toBe(415);
    expect(done.json().code).toBe('upload.unsupportedType');
    expect(await rowCount()).toBe(before);
    expect(await partials()).toEqual([]);
  });
});
