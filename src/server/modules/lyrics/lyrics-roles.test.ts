import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lyricsSchema } from '../../../shared/schemas/lyrics.js';
import { lyrics } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  addMember,
  createProject,
  createUser,
  type TestProject,
  type TestUser,
} from '../../test/factories.js';

describe('lyrics permissions by project role (DESIGN §5)', () => {
  let t: TestApp;
  let viewer: TestUser;
  let collaborator: TestUser;
  let project: TestProject;
  let existingId: string;

  const call = (method: string, url: string, cookie: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers: { cookie }, payload });
  const contentOf = async (id: string) =>
    (await t.app.deps.db.select().from(lyrics).where(eq(lyrics.id, id)))[0]?.content;

  beforeAll(async () => {
    t = await buildTestApp();
    const owner = await createUser(t.app);
    viewer = await createUser(t.app);
    collaborator = await createUser(t.app);
    project = await createProject(t.app, owner.profileId);
    await addMember(t.app, project.id, viewer, 'viewer');
    await addMember(t.app, project.id, collaborator, 'collaborator');
    const res = await call('POST', `/api/projects/${project.id}/lyrics`, owner.cookie, {
      title: 'Shared',
      content: 'original',
    });
    existingId = lyricsSchema.parse(res.json()).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets a viewer read the lyrics', async () => {
    const res = await call('GET', `/api/projects/${project.id}/lyrics`, viewer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(1);
  });

  it('refuses a viewer every write with 403 and changes nothing', async () => {
    const payload = { title: 'Viewer', content: 'nope', projectId: project.id };
    const attempts = await Promise.all([
      call('POST', `/api/projects/${project.id}/lyrics`, viewer.cookie, payload),
      call('POST', '/api/lyrics', viewer.cookie, payload),
      call('PATCH', `/api/lyrics/${existingId}`, viewer.cookie, { content: 'changed' }),
      call('DELETE', `/api/lyrics/${existingId}`, viewer.cookie),
    ]);
    expect(attempts.map((res) => res.statusCode)).toEqual([403, 403, 403, 403]);
    const rows = await t.app.deps.db.select().from(lyrics).where(eq(lyrics.projectId, project.id));
    expect(rows).toHaveLength(1);
    expect(await contentOf(existingId)).toBe('original');
  });

  it('lets a collaborator create, edit and delete lyrics', async () => {
    const created = await call('POST', '/api/lyrics', collaborator.cookie, {
      title: 'Co-write',
      content: 'ours',
      language: 'de',
      projectId: project.id,
    });
    expect(created.statusCode).toBe(201);
    const { id, authorProfileId } = lyricsSchema.parse(created.json());
    expect(authorProfileId).toBe(collaborator.profileId);

    const edited = await call('PATCH', `/api/lyrics/${existingId}`, collaborator.cookie, {
      content: '<p>edited</p>',
    });
    expect(edited.statusCode).toBe(200);
    expect(await contentOf(existingId)).toBe('<p>edited</p>');

    expect((await call('DELETE', `/api/lyrics/${id}`, collaborator.cookie)).statusCode).toBe(204);
    expect(await contentOf(id)).toBeUndefined();
  });
});
