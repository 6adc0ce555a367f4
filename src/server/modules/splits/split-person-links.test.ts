import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  addMember,
  createProject,
  createUser,
  type TestProject,
  type TestUser,
} from '../../test/factories.js';

// Issue 26 item 5, "one person, three places": a split may name the member and the credit it is.
describe('splits linked to a member and a credit', () => {
  let t: TestApp;
  let owner: TestUser;
  let member: TestUser;
  let outsider: TestUser;
  let project: TestProject;
  let other: TestProject;
  const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: owner.cookie }, payload });
  const credit = async (projectId: string) =>
    (
      await call('POST', `/api/projects/${projectId}/credits`, { name: 'Mia', role: 'producer' })
    ).json<{ id: string }>().id;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app);
    member = await createUser(t.app);
    outsider = await createUser(t.app);
    project = await createProject(t.app, owner.profileId);
    other = await createProject(t.app, owner.profileId);
    await addMember(t.app, project.id, member, 'collaborator');
  });
  afterAll(() => t.close());

  it('keeps a link to a member of the project and to one of its credits', async () => {
    const creditId = await credit(project.id);
    const res = await call('POST', `/api/projects/${project.id}/splits`, {
      name: 'Mia',
      percentage: 40,
      splitType: 'master',
      memberProfileId: member.profileId,
      creditId,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ memberProfileId: member.profileId, creditId });
    const id = res.json<{ id: string }>().id;
    // The owner is a member too; an edit that leaves the links out keeps them.
    const moved = await call('PUT', `/api/projects/${project.id}/splits/${id}`, {
      memberProfileId: owner.profileId,
    });
    expect(moved.json()).toMatchObject({ memberProfileId: owner.profileId, creditId });
    expect(
      (await call('PUT', `/api/projects/${project.id}/splits/${id}`, { name: 'Mia B' })).json(),
    ).toMatchObject({ memberProfileId: owner.profileId, creditId });
    // A deleted credit leaves the split, unlinked.
    expect((await call('DELETE', `/api/credits/${creditId}`)).statusCode).toBe(204);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${project.id}/splits`,
      headers: { cookie: owner.cookie },
    });
    expect(list.json().splits[0]).toMatchObject({ id, creditId: null });
  });

  it('refuses someone outside the project and a credit of another song, changing nothing', async () => {
    const url = `/api/projects/${project.id}/splits`;
    const body = { name: 'X', percentage: 1, splitType: 'publishing' };
    const stranger = await call('POST', url, { ...body, memberProfileId: outsider.profileId });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toMatchObject({ code: 'splits.memberInvalid' });
    const elsewhere = await call('POST', url, { ...body, creditId: await credit(other.id) });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ code: 'splits.creditInvalid' });
    const notAnId = await call('POST', url, { ...body, creditId: 'nope' });
    expect(notAnId.json()).toMatchObject({ code: 'splits.creditInvalid' });
    const list = await t.app.inject({ method: 'GET', url, headers: { cookie: owner.cookie } });
    expect(list.json().totals.publishing.allocated).toBe(0);
  });
});
