import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '../../../shared/schemas/admin.js';
import { accounts, auditLog, projects, sessions } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createProject, createUser, type TestUser } from '../../test/factories.js';
import { sessionCookie } from '../../test/session-cookies.js';

describe('admin users', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { role: 'admin', artistName: 'Chief Admin' });
  });
  afterAll(async () => {
    await t.close();
  });

  const asAdmin = (method: 'GET' | 'PATCH' | 'DELETE' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: admin.cookie } });
  const me = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
  const kinds = async () =>
    (await t.app.deps.db.select({ kind: auditLog.kind }).from(auditLog)).map((r) => r.kind);

  it('lists accounts with real project counts (libraries are not projects)', async () => {
    const user = await createUser(t.app, { artistName: 'Counted Artist' });
    await createProject(t.app, user.profileId);
    await createProject(t.app, user.profileId);
    await createProject(t.app, user.profileId, { isLibrary: true, title: 'My Library' });
    const res = await asAdmin('GET', '/api/admin/users');
    expect(res.statusCode).toBe(200);
    const row = res.json<AdminUser[]>().find((u) => u.id === user.accountId);
    expect(row).toMatchObject({
      name: 'Counted Artist',
      email: user.email,
      role: 'artist',
      status: 'active',
      projects: 2,
    });
  });

  it('searches by e-mail or name and filters by role', async () => {
    const founder = await createUser(t.app, { role: 'founder', artistName: 'Zed Quarry' });
    const byName = (await asAdmin('GET', '/api/admin/users?search=quarry')).json<AdminUser[]>();
    expect(byName.map((u) => u.id)).toEqual([founder.accountId]);
    const byEmail = (await asAdmin('GET', `/api/admin/users?search=${founder.email}`)).json<
      AdminUser[]
    >();
    expect(byEmail.map((u) => u.id)).toEqual([founder.accountId]);
    const founders = (await asAdmin('GET', '/api/admin/users?role=founder')).json<AdminUser[]>();
    expect(founders.every((u) => u.role === 'founder')).toBe(true);
    expect(founders.length).toBeGreaterThan(0);
    // A % in the search is a character, not a wildcard.
    expect((await asAdmin('GET', '/api/admin/users?search=%25')).json()).toEqual([]);
    expect((await asAdmin('GET', '/api/admin/users?role=wizard')).statusCode).toBe(400);
  });

  it('changes a role and records it', async () => {
    const user = await createUser(t.app);
    const res = await asAdmin('PATCH', `/api/admin/users/${user.accountId}`, { role: 'founder' });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('founder');
    expect((await me(user.cookie)).json().role).toBe('founder');
    expect(await kinds()).toContain('admin.user.role_changed');
  });

  it('suspending ends the open sessions at once and refuses sign-in; reactivating allows it', async () => {
    const user = await createUser(t.app);
    expect((await me(user.cookie)).statusCode).toBe(200);
    const res = await asAdmin('PATCH', `/api/admin/users/${user.accountId}`, {
      status: 'suspended',
    });
    expect(res.json().status).toBe('suspended');
    expect((await me(user.cookie)).statusCode).toBe(401);
    const left = await t.app.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.accountId, user.accountId));
    expect(left).toEqual([]);

    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: user.password },
      });
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This account is suspended');
    // A wrong password still gets the usual answer: suspension is no hint for guessers.
    const guess = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'wrong password here' },
    });
    expect(guess.statusCode).toBe(401);

    await asAdmin('PATCH', `/api/admin/users/${user.accountId}`, { status: 'active' });
    const again = await login();
    expect(again.statusCode).toBe(200);
    expect((await me(sessionCookie(again))).statusCode).toBe(200);
    expect(await kinds()).toEqual(
      expect.arrayContaining(['admin.user.suspended', 'admin.user.reactivated']),
    );
  });

  it('a session row of a suspended account is refused even if it survived', async () => {
    const user = await createUser(t.app);
    await t.app.deps.db
      .update(accounts)
      .set({ status: 'suspended' })
      .where(eq(accounts.id, user.accountId));
    expect((await me(user.cookie)).statusCode).toBe(401);
  });

  it('an administrator cannot demote, suspend or delete themself', async () => {
    const demote = await asAdmin('PATCH', `/api/admin/users/${admin.accountId}`, { role: 'user' });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().message).toBe('You cannot change your own role');
    const suspend = await asAdmin('PATCH', `/api/admin/users/${admin.accountId}`, {
      status: 'suspended',
    });
    expect(suspend.statusCode).toBe(400);
    expect(suspend.json().message).toBe('You cannot suspend your own account');
    const remove = await asAdmin('DELETE', `/api/admin/users/${admin.accountId}`);
    expect(remove.statusCode).toBe(400);
    expect((await me(admin.cookie)).json().role).toBe('admin');
  });

  it('deletes an account with its projects, and 404s an unknown one', async () => {
    const user = await createUser(t.app);
    const project = await createProject(t.app, user.profileId);
    expect((await asAdmin('DELETE', `/api/admin/users/${user.accountId}`)).statusCode).toBe(204);
    expect((await me(user.cookie)).statusCode).toBe(401);
    const rows = await t.app.deps.db.select().from(projects).where(eq(projects.id, project.id));
    expect(rows).toEqual([]);
    expect((await asAdmin('DELETE', `/api/admin/users/${user.accountId}`)).statusCode).toBe(404);
    expect(
      (await asAdmin('PATCH', '/api/admin/users/not-a-uuid', { role: 'user' })).statusCode,
    ).toBe(404);
    expect(await kinds()).toContain('admin.user.deleted');
  });

  it('refuses an empty or invalid change with 400', async () => {
    const user = await createUser(t.app);
    expect((await asAdmin('PATCH', `/api/admin/users/${user.accountId}`, {})).statusCode).toBe(400);
    const bad = await asAdmin('PATCH', `/api/admin/users/${user.accountId}`, { role: 'king' });
    expect(bad.statusCode).toBe(400);
  });
});
