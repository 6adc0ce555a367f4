import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIBRARY_PROJECT_TITLE } from '../../../shared/constants.js';
import { projectSchema } from '../../../shared/schemas/projects.js';
import { audioFiles, projects } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  createAudioRow,
  createProject,
  createUser,
  type TestProject,
  type TestUser,
} from '../../test/factories.js';

describe('PATCH and DELETE /api/projects/:id', () => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let library: TestProject;
  let project: TestProject;

  const call = (method: 'PATCH' | 'DELETE', id: string, cookie?: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/projects/${id}`,
      headers: cookie ? { cookie } : {},
      payload,
    });
  const rowOf = async (id: string) =>
    (await t.app.deps.db.select().from(projects).where(eq(projects.id, id)))[0];
  const uploadPath = (filename: string) => path.join(t.dataDir, 'uploads', filename);
  /** An audio row with real bytes in storage. */
  const storedSong = async (projectId: string) => {
    const row = await createAudioRow(t.app, projectId);
    await t.app.deps.storage.put(row.filename, Readable.from([Buffer.from('RIFF....WAVE')]));
    expect(existsSync(uploadPath(row.filename))).toBe(true);
    return row;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app);
    stranger = await createUser(t.app);
    library = await createProject(t.app, owner.profileId, {
      title: LIBRARY_PROJECT_TITLE,
      description: 'Main song collection',
      isLibrary: true,
    });
  });
  beforeEach(async () => {
    project = await createProject(t.app, owner.profileId, {
      title: 'Demo Sketch',
      updatedAt: new Date(Date.UTC(2024, 0, 1)),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('PATCH', () => {
    it('lets the owner rename the project and bumps updatedAt', async () => {
      const res = await call('PATCH', project.id, owner.cookie, { title: ' Final Title ' });
      expect(res.statusCode).toBe(200);
      const body = projectSchema.parse(res.json());
      expect(body).toMatchObject({ id: project.id, title: 'Final Title', role: 'owner' });
      const row = await rowOf(project.id);
      expect(row!.title).toBe('Final Title');
      expect(row!.updatedAt.getTime()).toBeGreaterThan(project.updatedAt.getTime());
      expect(body.updatedAt).toBe(row!.updatedAt.toISOString());
    });

    it('changes only the fields sent', async () => {
      const res = await call('PATCH', project.id, owner.cookie, {
        description: 'Late-night idea',
        status: 'in-progress',
      });
      expect(res.statusCode).toBe(200);
      expect(await rowOf(project.id)).toMatchObject({
        title: 'Demo Sketch',
        description: 'Late-night idea',
        status: 'in-progress',
      });
    });

    it.each([
      ['an empty title', { title: '' }, 'title', 'Title is required'],
      ['a title over 200 characters', { title: 'y'.repeat(201) }, 'title', 'Title is too long'],
      ['an unknown status', { status: 'mixing' }, 'status', ''],
    ])('refuses %s with 400 and changes nothing', async (_case, payload, field, message) => {
      const res = await call('PATCH', project.id, owner.cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors[field]).toContain(message);
      expect(await rowOf(project.id)).toEqual(project);
    });

    it('refuses an empty change with 400', async () => {
      const res = await call('PATCH', project.id, owner.cookie, {});
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Nothing to update');
    });

    it('answers 404 to another profile and for malformed or absent ids, changing nothing', async () => {
      const theirs = await call('PATCH', project.id, stranger.cookie, { title: 'Mine now' });
      const malformed = await call('PATCH', 'not-a-uuid', owner.cookie, { title: 'X' });
      const absent = await call('PATCH', randomUUID(), owner.cookie, { title: 'X' });
      for (const res of [theirs, malformed, absent]) expect(res.statusCode).toBe(404);
      expect(await rowOf(project.id)).toEqual(project);
    });

    it('refuses a signed-out caller with 401', async () => {
      expect((await call('PATCH', project.id, undefined, { title: 'X' })).statusCode).toBe(401);
      expect(await rowOf(project.id)).toEqual(project);
    });

    it('keeps the library’s title but lets its description change', async () => {
      const renamed = await call('PATCH', library.id, owner.cookie, { title: 'Other Name' });
      expect(renamed.statusCode).toBe(400);
      expect(renamed.json()).toEqual({
        message: 'My Library cannot be renamed',
        code: 'projects.libraryCannotBeRenamed',
        fieldErrors: { title: 'My Library cannot be renamed' },
      });
      const described = await call('PATCH', library.id, owner.cookie, {
        title: LIBRARY_PROJECT_TITLE,
        description: 'Everything I have recorded',
      });
      expect(described.statusCode).toBe(200);
      expect(await rowOf(library.id)).toMatchObject({
        title: LIBRARY_PROJECT_TITLE,
        description: 'Everything I have recorded',
      });
    });
  });

  describe('DELETE', () => {
    it('deletes the project, its audio rows and their stored files', async () => {
      const songs = [await storedSong(project.id), await storedSong(project.id)];
      const kept = await storedSong(library.id);

      const res = await call('DELETE', project.id, owner.cookie);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(await rowOf(project.id)).toBeUndefined();
      const left = await t.app.deps.db
        .select()
        .from(audioFiles)
        .where(eq(audioFiles.projectId, project.id));
      expect(left).toEqual([]);
      for (const song of songs) expect(existsSync(uploadPath(song.filename))).toBe(false);
      // Another project's file stays.
      expect(existsSync(uploadPath(kept.filename))).toBe(true);
      const again = await t.app.inject({
        method: 'GET',
        url: `/api/projects/${project.id}`,
        headers: { cookie: owner.cookie },
      });
      expect(again.statusCode).toBe(404);
    });

    it('still deletes the project when a file cannot be removed (logged, not fatal)', async () => {
      const song = await storedSong(project.id);
      const spy = vi
        .spyOn(t.app.deps.storage, 'delete')
        .mockRejectedValueOnce(new Error('disk unplugged'));
      try {
        const res = await call('DELETE', project.id, owner.cookie);
        expect(res.statusCode).toBe(204);
        expect(spy).toHaveBeenCalledWith(song.filename);
      } finally {
        spy.mockRestore();
      }
      expect(await rowOf(project.id)).toBeUndefined();
    });

    it('refuses to delete the library with 400 and keeps it and its files', async () => {
      const song = await storedSong(library.id);
      const res = await call('DELETE', library.id, owner.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('My Library cannot be deleted');
      expect(await rowOf(library.id)).toBeDefined();
      expect(existsSync(uploadPath(song.filename))).toBe(true);
    });

    it('answers 404 to another profile and for malformed ids, deleting nothing', async () => {
      const song = await storedSong(project.id);
      expect((await call('DELETE', project.id, stranger.cookie)).statusCode).toBe(404);
      expect((await call('DELETE', '1', owner.cookie)).statusCode).toBe(404);
      // The stored song moved the project's song totals (decision 006); nothing else changed.
      expect(await rowOf(project.id)).toEqual({
        ...project,
        songCount: 1,
        songSeconds: song.duration,
      });
      expect(existsSync(uploadPath(song.filename))).toBe(true);
    });

    it('refuses a signed-out caller with 401', async () => {
      expect((await call('DELETE', project.id)).statusCode).toBe(401);
      expect(await rowOf(project.id)).toEqual(project);
    });
  });
});
