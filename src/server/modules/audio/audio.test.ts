import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AudioFile } from '../../../shared/schemas/audio.js';
import { audioFiles } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  createAudioRow,
  createProject,
  createUser,
  type TestAudioRow,
  type TestProject,
  type TestUser,
} from '../../test/factories.js';

describe('audio routes', () => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let project: TestProject;
  let strangerFile: TestAudioRow;
  let minutes = 0;

  /** A row in `projectId`, each one a minute newer than the last. */
  const song = (projectId: string, title: string, extra: Partial<TestAudioRow> = {}) =>
    createAudioRow(t.app, projectId, {
      title,
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, (minutes += 1))),
      uploaderProfileId: owner.profileId,
      ...extra,
    });
  const call = (method: string, url: string, payload?: unknown, cookie = owner.cookie) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const row = async (id: string) =>
    (await t.app.deps.db.select().from(audioFiles).where(eq(audioFiles.id, id)))[0];

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app, { artistName: 'Nova' });
    stranger = await createUser(t.app);
    project = await createProject(t.app, owner.profileId, { title: 'Night Drive' });
    const theirs = await createProject(t.app, stranger.profileId);
    strangerFile = await createAudioRow(t.app, theirs.id, {
      uploaderProfileId: stranger.profileId,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses every route to a signed-out caller with 401', async () => {
    const id = strangerFile.id;
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/api/audio/all'],
      ['GET', `/api/projects/${project.id}/audio`],
      ['GET', `/api/audio/${id}`],
      ['GET', `/api/audio/${id}/versions`],
      ['PATCH', `/api/audio/${id}/notes`, { notes: 'x' }],
      ['PATCH', `/api/audio/${id}/title`, { title: 'x' }],
      ['PATCH', `/api/audio/${id}/project`, { projectId: project.id }],
      ['POST', `/api/audio/${id}/latest`, {}],
      ['DELETE', `/api/audio/${id}`],
      ['DELETE', `/api/projects/${project.id}/audio/${id}`],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, body, '')).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("answers 404 for another profile's project and files, exactly as for missing ones", async () => {
    const mine = await song(project.id, 'Mine');
    for (const id of [strangerFile.id, randomUUID(), 'not-a-uuid']) {
      const routes: Array<[string, string, unknown?]> = [
        ['GET', `/api/audio/${id}`],
        ['GET', `/api/audio/${id}/versions`],
        ['PATCH', `/api/audio/${id}/notes`, { notes: 'x' }],
        ['PATCH', `/api/audio/${id}/title`, { title: 'x' }],
        ['PATCH', `/api/audio/${id}/project`, { projectId: project.id }],
        ['POST', `/api/audio/${id}/latest`, {}],
        ['DELETE', `/api/audio/${id}`],
      ];
      for (const [method, url, body] of routes) {
        const res = await call(method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().message).toBe('Audio file not found');
      }
    }
    expect((await call('GET', `/api/projects/${strangerFile.projectId}/audio`)).statusCode).toBe(
      404,
    );
    const latest = await call('POST', `/api/audio/${mine.id}/latest`, {
      versionOf: strangerFile.id,
    });
    expect(latest.statusCode).toBe(400);
    expect(await row(strangerFile.id)).toMatchObject({ notes: '', songId: strangerFile.songId });
  });

  it('lists a project newest first, without peaks, with who uploaded and what the caller may do', async () => {
    const listed = await createProject(t.app, owner.profileId);
    const older = await song(listed.id, 'Older', { peaks: [0.5], notes: 'first' });
    const newer = await song(listed.id, 'Newer');
    const res = await call('GET', `/api/projects/${listed.id}/audio`);
    expect(res.statusCode).toBe(200);
    const files = res.json<AudioFile[]>();
    expect(files.map((f) => f.id)).toEqual([newer.id, older.id]);
    expect(files[1]).toMatchObject({
      title: 'Older',
      notes: 'first',
      projectName: listed.title,
      projectIsLibrary: false,
      uploaderName: 'Nova',
      versionCount: 1,
      isLatest: true,
      canEdit: true,
      canDelete: true,
      url: `/uploads/${older.filename}`,
      createdAt: older.createdAt.toISOString(),
    });
    expect(files[1]).not.toHaveProperty('peaks');
  });

  it('lists every project the caller owns in /api/audio/all and nobody else’s, ignoring userId', async () => {
    const other = await createProject(t.app, owner.profileId);
    const a = await song(project.id, 'In first project');
    const b = await song(other.id, 'In second project');
    const res = await call('GET', `/api/audio/all?userId=${stranger.profileId}`);
    expect(res.statusCode).toBe(200);
    const ids = res.json<AudioFile[]>().map((f) => f.id);
    expect(ids.slice(0, 2)).toEqual([b.id, a.id]);
    expect(ids).not.toContain(strangerFile.id);
    const theirs = await call('GET', '/api/audio/all', undefined, stranger.cookie);
    expect(theirs.json<AudioFile[]>().map((f) => f.id)).toEqual([strangerFile.id]);
  });

  it('returns one file with its peaks', async () => {
    const file = await song(project.id, 'Peaked', { peaks: [0, 0.25, 1] });
    const res = await call('GET', `/api/audio/${file.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: file.id, peaks: [0, 0.25, 1], versionCount: 1 });
  });

  it('saves notes and titles, and refuses invalid ones with 400 leaving the row as it was', async () => {
    const file = await song(project.id, 'Draft');
    const notes = await call('PATCH', `/api/audio/${file.id}/notes`, { notes: 'Needs a bridge' });
    expect(notes.statusCode).toBe(200);
    expect(notes.json().notes).toBe('Needs a bridge');
    const title = await call('PATCH', `/api/audio/${file.id}/title`, { title: '  Final  ' });
    expect(title.json().title).toBe('Final');

    for (const [url, body] of [
      [`/api/audio/${file.id}/notes`, { notes: 'x'.repeat(5001) }],
      [`/api/audio/${file.id}/notes`, {}],
      [`/api/audio/${file.id}/title`, { title: '   ' }],
      [`/api/audio/${file.id}/title`, { title: 'x'.repeat(201) }],
    ] as const) {
      const res = await call('PATCH', url, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.json().fieldErrors).toBeDefined();
    }
    expect(await row(file.id)).toMatchObject({ notes: 'Needs a bridge', title: 'Final' });
  });

  it('groups versions with Mark as Latest, lists the latest once, and promotes on delete', async () => {
    const songs = await createProject(t.app, owner.profileId);
    const demo = await song(songs.id, 'Demo');
    const take = await song(songs.id, 'Take 2');
    await t.app.deps.storage.put(take.filename, Readable.from([Buffer.from('take two')]));

    const marked = await call('POST', `/api/audio/${take.id}/latest`, { versionOf: demo.id });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ songId: demo.songId, isLatest: true, versionCount: 2 });

    const list = (await call('GET', `/api/projects/${songs.id}/audio`)).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: take.id, versionCount: 2 });
    const all = (await call('GET', '/api/audio/all')).json<AudioFile[]>();
    expect(all.filter((f) => f.songId === demo.songId)).toHaveLength(1);

    const versions = await call('GET', `/api/audio/${demo.id}/versions`);
    expect(versions.json<AudioFile[]>().map((f) => [f.id, f.isLatest])).toEqual([
      [take.id, true],
      [demo.id, false],
    ]);

    // The older take becomes the latest again without leaving the song.
    const back = await call('POST', `/api/audio/${demo.id}/latest`, {});
    expect(back.json()).toMatchObject({ isLatest: true, versionCount: 2 });
    expect((await row(take.id))?.isLatest).toBe(false);

    const removed = await call('DELETE', `/api/audio/${demo.id}`);
    expect(removed.statusCode).toBe(204);
    expect(await row(take.id)).toMatchObject({ isLatest: true, songId: demo.songId });
    expect((await call('GET', `/api/projects/${songs.id}/audio`)).json()[0]).toMatchObject({
      id: take.id,
      versionCount: 1,
    });
  });

  it('refuses versions across projects or of the file itself with 400', async () => {
    const first = await song(project.id, 'Here');
    const elsewhere = await song((await createProject(t.app, owner.profileId)).id, 'There');
    const across = await call('POST', `/api/audio/${first.id}/latest`, { versionOf: elsewhere.id });
    expect(across.statusCode).toBe(400);
    expect(across.json().message).toBe('Versions of a song must be files of the same project');
    const self = await call('POST', `/api/audio/${first.id}/latest`, { versionOf: first.id });
    expect(self.statusCode).toBe(400);
    const bad = await call('POST', `/api/audio/${first.id}/latest`, { versionOf: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect((await row(first.id))?.songId).toBe(first.songId);
  });

  it('moves a file to another own project, out of its song, and refuses foreign projects with 404', async () => {
    const from = await createProject(t.app, owner.profileId);
    const to = await createProject(t.app, owner.profileId);
    const one = await song(from.id, 'One');
    const two = await song(from.id, 'Two');
    await call('POST', `/api/audio/${two.id}/latest`, { versionOf: one.id });

    const moved = await call('PATCH', `/api/audio/${two.id}/project`, { projectId: to.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ projectId: to.id, isLatest: true, versionCount: 1 });
    expect(moved.json().songId).not.toBe(one.songId);
    expect(await row(one.id)).toMatchObject({ isLatest: true, songId: one.songId });

    const foreign = await call('PATCH', `/api/audio/${one.id}/project`, {
      projectId: strangerFile.projectId,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Project not found');
    const invalid = await call('PATCH', `/api/audio/${one.id}/project`, { projectId: 'x' });
    expect(invalid.statusCode).toBe(400);
    expect((await row(one.id))?.projectId).toBe(from.id);
  });

  it('deletes the row and the stored file, through either delete route', async () => {
    const file = await song(project.id, 'Gone soon');
    await t.app.deps.storage.put(file.filename, Readable.from([Buffer.from('bytes')]));
    const res = await call('DELETE', `/api/audio/${file.id}`);
    expect(res.statusCode).toBe(204);
    expect(await row(file.id)).toBeUndefined();
    expect(await t.app.deps.storage.stat(file.filename)).toBeNull();
    expect((await call('DELETE', `/api/audio/${file.id}`)).statusCode).toBe(404);

    const other = await song(project.id, 'Also gone');
    const viaProject = await call('DELETE', `/api/projects/${project.id}/audio/${other.id}`);
    expect(viaProject.statusCode).toBe(204);
    expect(await row(other.id)).toBeUndefined();
  });

  it('answers 404 when deleting through a project the file is not in, or one not visible', async () => {
    const file = await song(project.id, 'Stays');
    const elsewhere = await createProject(t.app, owner.profileId);
    const wrongProject = await call('DELETE', `/api/projects/${elsewhere.id}/audio/${file.id}`);
    expect(wrongProject.statusCode).toBe(404);
    const foreign = await call(
      'DELETE',
      `/api/projects/${project.id}/audio/${file.id}`,
      undefined,
      stranger.cookie,
    );
    expect(foreign.statusCode).toBe(404);
    const theirs = await call(
      'DELETE',
      `/api/projects/${strangerFile.projectId}/audio/${strangerFile.id}`,
    );
    expect(theirs.statusCode).toBe(404);
    expect(await row(file.id)).toBeDefined();
    expect(await row(strangerFile.id)).toBeDefined();
  });
});
