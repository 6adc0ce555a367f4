import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PLAN_STORAGE_BYTES } from '../../../shared/constants.js';
import { audioFiles } from '../../db/schema/index.js';
import { fixture, multipart } from '../../test/audio-test-support.js';
import { audioUploadWorld } from '../../test/audio-upload-world.js';
import { createAudioRow, createProject, createUser } from '../../test/factories.js';

const UNSUPPORTED = 'Unsupported file type: upload MP3, WAV, FLAC, M4A/AAC, OGG/Opus or WebM audio';

/**
 * Multipart uploads refused: one file too many, empty, not audio or unreadable, over the
 * per-file cap or the owner's plan, malformed; each leaves no file and no row of what it refused.
 */
describe('audio uploads refused', () => {
  const { world, post, fileParts, storedFiles, rowCount, setMaxUpload } = audioUploadWorld();

  it('refuses a second file on POST /api/audio', async () => {
    const res = await post('/api/audio', multipart(await fileParts('mp3', 'mp3')));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'upload.oneFile',
      message: 'Only one file can be uploaded here at a time. Choose a single file.',
    });
  });

  it('refuses an empty file with 400 in plain words and leaves no file and no row (issue 25 item 3)', async () => {
    const before = { files: await storedFiles(), rows: await rowCount() };
    for (const url of ['/api/audio', `/api/projects/${world.projectId}/audio`]) {
      const body = multipart([
        { name: 'audio', filename: 'silence.wav', content: Buffer.alloc(0) },
      ]);
      const res = await post(url, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'upload.emptyFile',
        message: 'This file is empty (0 bytes), so there is nothing to upload.',
      });
    }
    expect(await storedFiles()).toEqual(before.files);
    expect(await rowCount()).toBe(before.rows);
  });

  it('refuses text renamed .mp3 with 415 and leaves no file and no row', async () => {
    const before = { files: await storedFiles(), rows: await rowCount() };
    const text = Buffer.from('These are lyrics, not audio.\n'.repeat(400));
    const res = await post(
      `/api/projects/${world.projectId}/audio`,
      multipart([{ name: 'audio', filename: 'song.mp3', content: text, type: 'audio/mpeg' }]),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(UNSUPPORTED);
    expect(await storedFiles()).toEqual(before.files);
    expect(await rowCount()).toBe(before.rows);
  });

  it('refuses audio-looking bytes that cannot be read with 415 and leaves nothing', async () => {
    const before = { files: await storedFiles(), rows: await rowCount() };
    const fake = Buffer.concat([Buffer.from('fLaC'), randomBytes(20_000)]);
    const res = await post(
      `/api/projects/${world.projectId}/audio`,
      multipart([{ name: 'audio', filename: 'broken.flac', content: fake }]),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('This audio file could not be read');
    expect(await storedFiles()).toEqual(before.files);
    expect(await rowCount()).toBe(before.rows);
  });

  it('refuses a file over the admin per-file cap with 413 naming that limit', async () => {
    await setMaxUpload('0.05'); // 52 KB: the 88 KB WAV is over, the 12 KB MP3 is not
    const before = { files: await storedFiles(), rows: await rowCount() };
    const res = await post(
      `/api/projects/${world.projectId}/audio`,
      multipart(await fileParts('wav')),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('"tone-2.0s.wav" is larger than the 0.05 MB upload limit');
    expect(await storedFiles()).toEqual(before.files);
    expect(await rowCount()).toBe(before.rows);
    expect(
      (await post(`/api/projects/${world.projectId}/audio`, multipart(await fileParts('mp3'))))
        .statusCode,
    ).toBe(201);
  });

  it('reads the cap whether the setting holds a number or a string', async () => {
    await setMaxUpload(0.05);
    const res = await post(
      `/api/projects/${world.projectId}/audio`,
      multipart(await fileParts('wav')),
    );
    expect(res.statusCode).toBe(413);
  });

  it("refuses a file over the owner's plan quota with 413 naming the plan", async () => {
    const user = await createUser(world.t.app);
    const project = await createProject(world.t.app, user.profileId);
    await createAudioRow(world.t.app, project.id, { size: PLAN_STORAGE_BYTES.creator - 50_000 });
    const before = { files: await storedFiles(), rows: await rowCount() };
    const res = await post(
      `/api/projects/${project.id}/audio`,
      multipart(await fileParts('wav')),
      user.cookie,
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(
      `"tone-2.0s.wav" would exceed your Creator plan's 2 GB storage`,
    );
    expect(await storedFiles()).toEqual(before.files);
    expect(await rowCount()).toBe(before.rows);
    // A file that still fits is accepted.
    const small = await post(
      `/api/projects/${project.id}/audio`,
      multipart(await fileParts('mp3')),
      user.cookie,
    );
    expect(small.statusCode).toBe(201);
  });

  it('keeps the files completed before a refused one and leaves nothing of the refused one', async () => {
    const project = await createProject(world.t.app, world.owner.profileId);
    const before = await storedFiles();
    const body = multipart([
      ...(await fileParts('flac')),
      { name: 'audio', filename: 'notes.wav', content: Buffer.from('not audio at all') },
    ]);
    const res = await post(`/api/projects/${project.id}/audio`, body);
    expect(res.statusCode).toBe(415);
    const rows = await world.t.app.deps.db
      .select()
      .from(audioFiles)
      .where(eq(audioFiles.projectId, project.id));
    expect(rows.map((row) => row.originalName)).toEqual(['tone-2.5s.flac']);
    expect((await storedFiles()).filter((name) => !before.includes(name))).toEqual([
      rows[0]!.filename,
    ]);
  });

  it('answers 400 when no file comes in the audio field', async () => {
    const wrongField = multipart([
      { name: 'file', filename: 'a.wav', content: await fixture('wav') },
    ]);
    expect((await post(`/api/projects/${world.projectId}/audio`, wrongField)).statusCode).toBe(400);
    const none = multipart([{ name: 'title', value: 'Nothing attached' }]);
    const res = await post('/api/audio', none);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.audio).toBe('Choose an audio file to upload');
    const json = await world.t.app.inject({
      method: 'POST',
      url: '/api/audio',
      headers: { cookie: world.owner.cookie, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.statusCode).toBe(400);
  });

  it('refuses a projectId field that is not a project id with 400', async () => {
    const body = multipart([{ name: 'projectId', value: 'nope' }, ...(await fileParts('mp3'))]);
    const res = await post('/api/audio', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Project not found');
  });
});
