import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_STORAGE_BYTES } from '../../../shared/constants.js';
import { auditLog, profiles } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createAudioRow, createProject, createUser, type TestUser } from '../../test/factories.js';
import { fixture, multipart } from '../../test/audio-test-support.js';

const MB = 1024 * 1024;

describe("plans and storage: the plan's storage unless an administrator set one person's limit", () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { role: 'admin' });
  });
  afterAll(async () => {
    await t.close();
  });

  const professional = async () => {
    const user = await createUser(t.app);
    await t.app.deps.db
      .update(profiles)
      .set({ plan: 'professional', trialEndsAt: new Date('2026-12-10T00:00:00Z') })
      .where(eq(profiles.id, user.profileId));
    return user;
  };
  const upload = async (user: TestUser, projectId: string) => {
    const body = multipart([
      { name: 'audio', filename: 'take.wav', content: await fixture('wav') },
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/audio`,
      headers: { ...body.headers, cookie: user.cookie },
      payload: body.payload,
    });
  };
  const storage = (user: TestUser) =>
    t.app.inject({ url: '/api/account/storage', headers: { cookie: user.cookie } });
  const setLimit = (accountId: string, storageLimitMb: unknown, cookie = admin.cookie) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${accountId}/storage-limit`,
      payload: { storageLimitMb },
      headers: { cookie },
    });

  it('lets a Professional account use its 500 GB: the instance default (500 MB) no longer caps it', async () => {
    const user = await professional();
    const project = await createProject(t.app, user.profileId);
    await createAudioRow(t.app, project.id, { size: 600 * MB });
    expect((await upload(user, project.id)).statusCode).toBe(201);
  });

  it('tells the signed-in person their plan, trial end, storage used and limit', async () => {
    const user = await professional();
    const project = await createProject(t.app, user.profileId);
    await createAudioRow(t.app, project.id, { size: 3 * MB });
    const res = await storage(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      plan: 'professional',
      trialEndsAt: '2026-12-10T00:00:00.000Z',
      usedBytes: 3 * MB,
      limitBytes: PLAN_STORAGE_BYTES.professional,
      limitSetByAdmin: false,
    });
    expect((await t.app.inject({ url: '/api/account/storage' })).statusCode).toBe(401);
  });

  it("applies an administrator's limit for one person, and gives the plan back on null", async () => {
    const user = await professional();
    const project = await createProject(t.app, user.profileId);
    await createAudioRow(t.app, project.id, { size: MB - 50_000 });

    expect((await setLimit(user.accountId, 1)).json()).toEqual({ storageLimitMb: 1 });
    const refused = await upload(user, project.id);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe('"take.wav" would exceed your storage limit of 1 MB');
    expect((await storage(user)).json()).toMatchObject({ limitBytes: MB, limitSetByAdmin: true });
    const audit = await t.app.deps.db.select().from(auditLog);
    expect(audit.map((event) => event.kind)).toContain('admin.user.storage_limit_changed');

    await setLimit(user.accountId, null);
    expect((await storage(user)).json()).toMatchObject({
      limitBytes: PLAN_STORAGE_BYTES.professional,
      limitSetByAdmin: false,
    });
    expect((await upload(user, project.id)).statusCode).toBe(201);
  });

  it('refuses a limit from anyone but an administrator, and a limit that is not whole MB', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    expect((await setLimit(other.accountId, 1, user.cookie)).statusCode).toBe(403);
    const bad = await setLimit(other.accountId, 1.5);
    expect([bad.statusCode, bad.json().message]).toEqual([
      400,
      'Storage limit must be a whole number of MB',
    ]);
    expect((await setLimit(other.accountId, 'lots')).statusCode).toBe(400);
    expect((await setLimit('00000000-0000-4000-8000-000000000000', 5)).statusCode).toBe(404);
    const [row] = await t.app.deps.db
      .select({ limit: profiles.storageLimitMb })
      .from(profiles)
      .where(eq(profiles.id, other.profileId));
    expect(row!.limit).toBeNull();
  });
});
