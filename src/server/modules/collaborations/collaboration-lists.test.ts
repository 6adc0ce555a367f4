import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collaborationSchema } from '../../../shared/schemas/collaborations.js';
import { collaborations } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  addMember,
  createProject,
  createUser,
  type TestProject,
  type TestUser,
} from '../../test/factories.js';
import {
  expectPageContract,
  expectStableAcrossInserts,
  readWhole,
} from '../../test/list-contract.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('collaboration pages', () => {
  let t: TestApp;
  let owner: TestUser;
  let viewer: TestUser;
  let outsider: TestUser;
  let invitee: TestUser;
  let project: TestProject;
  let serial = 0;

  /** Pending invitations to fresh addresses (or to `email`), with a live link unless `expired`. */
  const invite = async (
    projectId: string,
    count: number,
    options: { email?: string; expired?: boolean } = {},
  ) => {
    for (let i = 0; i < count; i += 1) {
      serial += 1;
      await t.app.deps.db.insert(collaborations).values({
        projectId,
        inviteEmail: options.email ?? `guest-${serial}@example.com`,
        role: 'viewer',
        invitedByProfileId: owner.profileId,
        tokenHash: `hash-${serial}-${Math.random()}`,
        tokenExpiresAt: new Date(Date.now() + (options.expired ? -1 : 1) * DAY_MS),
      });
    }
  };
  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const listUrl = (query = '') => `/api/projects/${project.id}/collaborations${query}`;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app);
    viewer = await createUser(t.app);
    outsider = await createUser(t.app);
    invitee = await createUser(t.app);
    project = await createProject(t.app, owner.profileId);
    await addMember(t.app, project.id, viewer, 'viewer');
    for (let i = 0; i < 3; i += 1) {
      await addMember(t.app, project.id, await createUser(t.app), 'collaborator');
    }
    await invite(project.id, 4);
  });
  afterAll(() => t.close());

  it('keeps the page contract for the owner over members and invitations, oldest first', async () => {
    const whole = await readWhole({ app: t.app, url: listUrl(), cookie: owner.cookie });
    expect(whole).toHaveLength(8);
    await expectPageContract({ app: t.app, url: listUrl(), cookie: owner.cookie }, whole, 3);
    const first = await get(listUrl('?limit=3'), owner.cookie);
    expect(first.headers['x-total-count']).toBe('8');
  });

  it('pages one status at a time, with its own total', async () => {
    const pending = { app: t.app, url: listUrl('?status=pending'), cookie: owner.cookie };
    const ids = await readWhole(pending);
    expect(ids).toHaveLength(4);
    await expectPageContract(pending, ids, 1);
    const rows = collaborationSchema
      .array()
      .parse((await get(listUrl('?status=accepted&limit=10'), owner.cookie)).json());
    expect(rows.map((row) => row.status)).toEqual(['accepted', 'accepted', 'accepted', 'accepted']);
    expect((await get(listUrl('?status=accepted&limit=1'), owner.cookie)).headers).toMatchObject({
      'x-total-count': '4',
    });
    expect((await get(listUrl('?status=left'), owner.cookie)).statusCode).toBe(400);
  });

  it('shows members only, never invitations, to a member who is not the owner', async () => {
    const member = { app: t.app, url: listUrl(), cookie: viewer.cookie };
    const ids = await readWhole(member);
    expect(ids).toHaveLength(4);
    await expectPageContract(member, ids, 1);
    const pending = await get(listUrl('?status=pending&limit=5'), viewer.cookie);
    expect(pending.json()).toEqual([]);
    expect(pending.headers['x-total-count']).toBe('0');
  });

  it('never repeats or skips a row when invitations are sent between two pages', async () => {
    await expectStableAcrossInserts(
      { app: t.app, url: listUrl(), cookie: owner.cookie },
      () => invite(project.id, 2),
      2,
    );
  });

  it('refuses outsiders (404) and the signed out (401)', async () => {
    expect((await get(listUrl('?limit=2'), outsider.cookie)).statusCode).toBe(404);
    expect((await get(listUrl('?limit=2'))).statusCode).toBe(401);
    expect((await get(listUrl())).statusCode).toBe(401);
  });

  it("pages the caller's own live invitations, newest first, and nobody else's", async () => {
    for (let i = 0; i < 5; i += 1) {
      const other = await createProject(t.app, owner.profileId);
      await invite(other.id, 1, { email: invitee.email });
    }
    const expired = await createProject(t.app, owner.profileId);
    await invite(expired.id, 1, { email: invitee.email, expired: true });
    const mine = { app: t.app, url: '/api/collaborations/invitations', cookie: invitee.cookie };
    const ids = await readWhole(mine);
    expect(ids).toHaveLength(5);
    await expectPageContract(mine, ids, 2);
    const rows = collaborationSchema
      .array()
      .parse((await get('/api/collaborations/invitations', invitee.cookie)).json());
    const times = rows.map((row) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    await expectStableAcrossInserts(mine, async () => {
      await invite((await createProject(t.app, owner.profileId)).id, 1, { email: invitee.email });
    });
    expect(await readWhole({ ...mine, cookie: outsider.cookie })).toEqual([]);
    expect((await get('/api/collaborations/invitations')).statusCode).toBe(401);
  });
});
