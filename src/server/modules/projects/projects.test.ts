import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LIBRARY_PROJECT_TITLE } from '../../../shared/constants.js';
import { projectSchema, type Project } from '../../../shared/schemas/projects.js';
import { profiles, projects } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  createAudioRow,
  createProject,
  createUser,
  type TestProject,
  type TestUser,
} from '../../test/factories.js';

const at = (day: number) => new Date(Date.UTC(2025, 2, day, 12));

describe('GET and POST /api/projects', () => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let library: TestProject;
  let older: TestProject;
  let newer: TestProject;

  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
  const projectCount = async () => (await t.app.deps.db.select().from(projects)).length;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app, { artistName: 'Nova Vale' });
    stranger = await createUser(t.app);
    // The library is the oldest project, yet it must still come first.
    library = await createProject(t.app, owner.profileId, {
      title: LIBRARY_PROJECT_TITLE,
      isLibrary: true,
      createdAt: at(1),
    });
    // The list is newest-updated first; the times are set because two inserts can share
    // PGlite's clock tick (now() to the millisecond), and a tie orders by random id.
    older = await createProject(t.app, owner.profileId, {
      title: 'Older EP',
      createdAt: at(2),
      updatedAt: at(2),
    });
    newer = await createProject(t.app, owner.profileId, {
      title: 'Newer Single',
      createdAt: at(3),
      updatedAt: at(3),
    });

    // Library: one song with three versions (one latest) and one song with a single version.
    const songId = randomUUID();
    await createAudioRow(t.app, library.id, { songId, isLatest: false });
    await createAudioRow(t.app, library.id, { songId, isLatest: false });
    await createAudioRow(t.app, library.id, { songId, isLatest: true });
    await createAudioRow(t.app, library.id);
    await createAudioRow(t.app, older.id);

    const theirs = await createProject(t.app, stranger.profileId, { createdAt: at(9) });
    await createAudioRow(t.app, theirs.id);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a signed-out caller with 401', async () => {
    expect((await call('GET', '/api/projects')).statusCode).toBe(401);
  });

  it('lists the profile’s projects, library first then newest, counting latest versions only', async () => {
    const res = await call('GET', '/api/projects', owner.cookie);
    expect(res.statusCode).toBe(200);
    const body = z.array(projectSchema).parse(res.json());
    expect(body.map((p) => [p.title, p.audioCount])).toEqual([
      [LIBRARY_PROJECT_TITLE, 2],
      ['Newer Single', 0],
      ['Older EP', 1],
    ]);
    expect(body[2]).toEqual({
      id: older.id,
      title: 'Older EP',
      description: '',
      genre: null,
      status: 'draft',
      isLibrary: false,
      ownerProfileId: owner.profileId,
      ownerName: 'Nova Vale',
      role: 'owner',
      membersMayShare: false,
      audioCount: 1,
      folderId: null,
      createdAt: at(2).toISOString(),
      updatedAt: older.updatedAt.toISOString(),
    });
    expect(body[0]!.isLibrary).toBe(true);
  });

  it('ignores a userId naming another profile: the list is always the caller’s own', async () => {
    const res = await call('GET', `/api/projects?userId=${stranger.profileId}`, owner.cookie);
    expect(res.statusCode).toBe(200);
    const ids = res.json<Project[]>().map((p) => p.id);
    expect(ids).toEqual([library.id, newer.id, older.id]);
  });

  it('names the owner by first and last name when there is no artist name', async () => {
    const plain = await createUser(t.app);
    await t.app.deps.db
      .update(profiles)
      .set({ artistName: null, firstName: 'Ada', lastName: 'Lovelace' })
      .where(eq(profiles.id, plain.profileId));
    await createProject(t.app, plain.profileId);
    const [project] = (await call('GET', '/api/projects', plain.cookie)).json<Project[]>();
    expect(project!.ownerName).toBe('Ada Lovelace');
  });

  it('creates a draft project owned by the caller and answers 201 with it', async () => {
    const res = await call('POST', '/api/projects', owner.cookie, {
      title: '  New Song 01/03/2025 ',
      description: 'A new song project',
    });
    expect(res.statusCode).toBe(201);
    const created = projectSchema.parse(res.json());
    expect(created).toMatchObject({
      title: 'New Song 01/03/2025',
      description: 'A new song project',
      status: 'draft',
      isLibrary: false,
      ownerProfileId: owner.profileId,
      ownerName: 'Nova Vale',
      role: 'owner',
      audioCount: 0,
    });
    const [row] = await t.app.deps.db.select().from(projects).where(eq(projects.id, created.id));
    expect(row).toMatchObject({ ownerProfileId: owner.profileId, title: 'New Song 01/03/2025' });
    const listed = (await call('GET', '/api/projects', owner.cookie)).json<Project[]>();
    expect(listed[1]!.id).toBe(created.id);
  });

  it.each([
    ['an empty title', { title: '   ' }, 'Title is required'],
    ['a missing title', { description: 'x' }, 'Title is required'],
    ['a title over 200 characters', { title: 'x'.repeat(201) }, 'Title is too long'],
  ])('refuses %s with 400 and creates nothing', async (_case, payload, message) => {
    const before = await projectCount();
    const res = await call('POST', '/api/projects', owner.cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.title).toContain(message);
    expect(await projectCount()).toBe(before);
  });

  it('refuses a signed-out create with 401 and creates nothing', async () => {
    const before = await projectCount();
    const res = await call('POST', '/api/projects', undefined, { title: 'Sneaky' });
    expect(res.statusCode).toBe(401);
    expect(await projectCount()).toBe(before);
  });

  describe('GET /api/projects/:id', () => {
    it('returns the project to its owner', async () => {
      const res = await call('GET', `/api/projects/${library.id}`, owner.cookie);
      expect(res.statusCode).toBe(200);
      expect(projectSchema.parse(res.json())).toMatchObject({
        id: library.id,
        isLibrary: true,
        role: 'owner',
        audioCount: 2,
      });
    });

    it('answers 404 alike for another profile’s, an absent and a malformed id', async () => {
      const theirs = await call('GET', `/api/projects/${older.id}`, stranger.cookie);
      const absent = await call('GET', `/api/projects/${randomUUID()}`, owner.cookie);
      const malformed = await call('GET', '/api/projects/23', owner.cookie);
      for (const res of [theirs, absent, malformed]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Project not found', code: 'projects.notFound' });
      }
    });

    it('refuses a signed-out caller with 401', async () => {
      expect((await call('GET', `/api/projects/${older.id}`)).statusCode).toBe(401);
    });
  });
});
