// Issue 14: "members may share" is the owner's switch on PATCH /api/projects/:id (DESIGN §5).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectSchema } from '../../../shared/schemas/projects.js';
import { projects } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { addMember, createProject, createUser, type TestUser } from '../../test/factories.js';

describe('PATCH /api/projects/:id { membersMayShare }', () => {
  let t: TestApp;
  let owner: TestUser;
  let collaborator: TestUser;
  let viewer: TestUser;
  let stranger: TestUser;
  let projectId: string;

  const patch = (user: TestUser | undefined, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/projects/${projectId}`,
      headers: user ? { cookie: user.cookie } : {},
      payload,
    });
  const stored = async () =>
    (await t.app.deps.db.select().from(projects).where(eq(projects.id, projectId)))[0]!
      .membersMayShare;

  beforeAll(async () => {
    t = await buildTestApp();
    [owner, collaborator, viewer, stranger] = [
      await createUser(t.app),
      await createUser(t.app),
      await createUser(t.app),
      await createUser(t.app),
    ];
    projectId = (await createProject(t.app, owner.profileId, { title: 'Unreleased' })).id;
    await addMember(t.app, projectId, collaborator, 'collaborator');
    await addMember(t.app, projectId, viewer, 'viewer');
  });
  afterAll(() => t.close());

  it('is off by default and every member reads it', async () => {
    for (const user of [owner, collaborator, viewer]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/projects/${projectId}`,
        headers: { cookie: user.cookie },
      });
      expect(projectSchema.parse(res.json()).membersMayShare).toBe(false);
    }
  });

  it('lets the owner turn it on and off', async () => {
    const on = await patch(owner, { membersMayShare: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(projectSchema.parse(on.json()).membersMayShare).toBe(true);
    expect(await stored()).toBe(true);
    const off = await patch(owner, { membersMayShare: false });
    expect(projectSchema.parse(off.json()).membersMayShare).toBe(false);
    expect(await stored()).toBe(false);
  });

  it('refuses members with 403 and strangers with 404, changing nothing', async () => {
    for (const [user, status] of [
      [collaborator, 403],
      [viewer, 403],
      [stranger, 404],
    ] as const) {
      const res = await patch(user, { membersMayShare: true });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toHaveProperty('message');
    }
    expect((await patch(undefined, { membersMayShare: true })).statusCode).toBe(401);
    expect(await stored()).toBe(false);
  });

  it('refuses a value that is not a boolean with 400', async () => {
    const res = await patch(owner, { membersMayShare: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toHaveProperty(
      'membersMayShare',
    );
    expect(await stored()).toBe(false);
  });
});
