import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PEAK_COUNT, PLAN_STORAGE_BYTES } from '../../../shared/constants.js';
import type { AudioFile } from '../../../shared/schemas/audio.js';
import { audioFiles, projects, systemSettings } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createAudioRow, createProject, createUser, type TestUser } from '../../test/factories.js';
import {
  FIXTURES,
  filesIn,
  fixture,
  multipart,
  type FixtureKind,
} from '../../test/audio-test-support.js';

const UNSUPPORTED = 'Unsupported file type: upload MP3, WAV, FLAC, M4A/AAC, OGG/Opus or WebM audio';

describe('audio uploads', () => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let projectId: string;
  let uploadsDir: string;

  const post = (url: string, body: ReturnType<typeof multipart>, cookie = owner.cookie) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
  const fileParts = async (...kinds: FixtureKind[]) =>
    Promise.all(
      kinds.map(async (kind) => ({
        name: 'audio',
        filename: FIXTURES[kind].name,
        content: await fixture(kind),
      })),
    );
  const storedFiles = async () =>
    (await filesIn(uploadsDir)).filter((name) => /\.[a-z0-9]+$/.test(name));
  const rowCount = async () => (await t.app.deps.db.select().from(audioFiles)).length;
  const setMaxUpload = (value: unknown) =>
    t.app.deps.db
      .insert(systemSettings)
      .values({ key: 'maxUploadSize', value })
      .onConflictDoUpdate({ target: systemSettings.key, set: { value } });

  beforeAll(async () => {
    t = await buildTestApp();
    uploadsDir = path.join(t.dataDir, 'uploads');
    owner = await createUser(t.app);
    stranger = await createUser(t.app);
    projectId = (await createProject(t.app, owner.profileId)).id;
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.app.deps.db.delete(systemSettings);
  });

  it('refuses signed-out uploads with 401', async () => {
    const body = multipart(await fileParts('wav'));
    expect((await post(`/api/projects/${projectId}/audio`, body, '')).statusCode).toBe(401);
    expect((await post('/api/audio', body, '')).statusCode).toBe(401);
  });

  it("answers 404 for another profile's project and stores nothing", async () => {
    const before = await storedFiles();
    const body = multipart(await fileParts('wav'));
    const res = await post(`/api/projects/${projectId}/audio`, body, stranger.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Project not found');
    const viaField = multipart([
      { name: 'projectId', value: projectId },
      ...(await fileParts('wav')),
    ]);
    expect((await post('/api/audio', viaField, stranger.cookie)).statusCode).toBe(404);
    expect(await storedFiles()).toEqual(before);
  });

  it('uploads every supported format in one request, measuring durations and peaks on the server', async () => {
    const kinds = Object.keys(FIXTURES) as FixtureKind[];
    const res = await post(
      `/api/projects/${projectId}/audio`,
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
      expect(file.projectId).toBe(projectId);
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
      expect(file.uploaderProfileId).toBe(owner.profileId);
      expect(file.url).toBe(`/uploads/${file.filename}`);
      expect(file.filename).toMatch(/^[0-9a-f-]{36}\.(wav|mp3|flac|ogg|webm|m4a)$/);
      expect(file).not.toHaveProperty('peaks');

      const detail = await t.app.inject({
        url: `/api/audio/${file.id}`,
        headers: { cookie: owner.cookie },
      });
      const peaks: number[] = detail.json().peaks;
      expect(peaks).toHaveLength(PEAK_COUNT);
      expect(peaks.every((p) => p >= 0 && p <= 1)).toBe(true);
      expect(new Set(peaks).size, `${kind} peaks vary`).toBeGreaterThan(10);
    }
    expect(await storedFiles()).toEqual(expect.arrayContaining(files.map((f) => f.filename)));
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
    const [library] = await t.app.deps.db
      .select()
      .from(projects)
      .where(eq(projects.id, file.projectId));
    expect(library).toMatchObject({ ownerProfileId: owner.profileId, isLibrary: true });
  });

  it('takes projectId from a field before the file', async () => {
    const body = multipart([{ name: 'projectId', value: projectId }, ...(await fileParts('mp3'))]);
    const res = await post('/api/audio', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().projectId).toBe(projectId);
  });

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
    for (const url of ['/api/audio', `/api/projects/${projectId}/audio`]) {
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
      `/api/projects/${projectId}/audio`,
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
      `/api/projects/${projectId}/audio`,
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
    const res = await post(`/api/projects/${projectId}/audio`, multipart(await fileParts('wav')));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('"tone-2.0s.wav" is larger than the 0.05 MB upload limit');
    expect(await storedFiles()).toEqual(before.files);
    expect(await rowCount()).toBe(before.rows);
    expect(
      (await post(`/api/projects/${projectId}/audio`, multipart(await fileParts('mp3'))))
        .statusCode,
    ).toBe(201);
  });

  it('reads the cap whether the setting holds a number or a string', async () => {
    await setMaxUpload(0.05);
    const res = await post(`/api/projects/${projectId}/audio`, multipart(await fileParts('wav')));
    expect(res.statusCode).toBe(413);
  });

  it("refuses a file over the owner's plan quota with 413 naming the plan", async () => {
    const user = await createUser(t.app);
    const project = await createProject(t.app, user.profileId);
    await createAudioRow(t.app, project.id, { size: PLAN_STORAGE_BYTES.creator - 50_000 });
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
    const project = await createProject(t.app, owner.profileId);
    const before = await storedFiles();
    const body = multipart([
      ...(await fileParts('flac')),
      { name: 'audio', filename: 'notes.wav', content: Buffer.from('not audio at all') },
    ]);
    const res = await post(`/api/projects/${project.id}/audio`, body);
    expect(res.statusCode).toBe(415);
    const rows = await t.app.deps.db
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
    expect((await post(`/api/projects/${projectId}/audio`, wrongField)).statusCode).toBe(400);
    const none = multipart([{ name: 'title', value: 'Nothing attached' }]);
    const res = await post('/api/audio', none);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.audio).toBe('Choose an audio file to upload');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/audio',
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
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

  it('serves an uploaded file to its owner with ranges and downloads, and to nobody else', async () => {
    const res = await post(`/api/projects/${projectId}/audio`, multipart(await fileParts('flac')));
    const file = res.json()[0];
    const bytes = await fixture('flac');
    const ranged = await t.app.inject({
      url: file.url,
      headers: { cookie: owner.cookie, range: 'bytes=0-99' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-type']).toBe('audio/flac');
    expect(ranged.rawPayload.equals(bytes.subarray(0, 100))).toBe(true);
    const download = await t.app.inject({
      url: `${file.url}?download=1`,
      headers: { cookie: owner.cookie },
    });
    expect(download.headers['content-disposition']).toContain('filename="tone-2.5s.flac"');
    expect(download.rawPayload.equals(bytes)).toBe(true);
    const theirs = await t.app.inject({ url: file.url, headers: { cookie: stranger.cookie } });
    expect(theirs.statusCode).toBe(404);
  });
});
