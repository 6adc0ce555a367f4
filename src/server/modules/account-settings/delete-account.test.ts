import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAX_PER_EMAIL } from '../../../shared/constants.js';
import {
  DELETE_ACCOUNT_PASSWORD_REQUIRED,
  DELETE_ACCOUNT_WRONG_PASSWORD,
} from '../../../shared/schemas/settings.js';
import {
  accounts,
  accountSettings,
  audioFiles,
  profiles,
  projects,
} from '../../db/schema/index.js';
import { SESSION_COOKIE } from '../../plugins/auth.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createAudioRow, createProject, createUser, type TestUser } from '../../test/factories.js';
import { sessionSetCookie } from '../../test/session-cookies.js';
import { TOO_MANY_PASSWORD_ATTEMPTS } from './account-settings.service.js';

describe('DELETE /api/account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const remove = (cookie: string | null, payload?: object) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: cookie ? { cookie } : {},
      payload,
    });

  /** An account with a project, a stored song and a settings row. */
  async function accountWithData(): Promise<{ user: TestUser; projectId: string; file: string }> {
    const user = await createUser(t.app);
    const project = await createProject(t.app, user.profileId, { title: 'Keep Me?' });
    const song = await createAudioRow(t.app, project.id, { uploaderProfileId: user.profileId });
    await t.app.deps.storage.put(song.filename, Readable.from(Buffer.from('real bytes')));
    await t.app.deps.db
      .insert(accountSettings)
      .values({ accountId: user.accountId, theme: 'dark' });
    return { user, projectId: project.id, file: song.filename };
  }

  const accountRows = (id: string) =>
    t.app.deps.db.select().from(accounts).where(eq(accounts.id, id));

  it('refuses a wrong password with 403 and deletes nothing', async () => {
    const { user, projectId, file } = await accountWithData();
    const res = await remove(user.cookie, { password: 'not my password' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: DELETE_ACCOUNT_WRONG_PASSWORD,
      code: 'settings.deletePasswordWrong',
      fieldErrors: { password: DELETE_ACCOUNT_WRONG_PASSWORD },
    });
    expect(await accountRows(user.accountId)).toHaveLength(1);
    expect(
      await t.app.deps.db.select().from(projects).where(eq(projects.id, projectId)),
    ).toHaveLength(1);
    expect(await t.app.deps.storage.stat(file)).not.toBeNull();
    // Still signed in.
    expect(
      (await t.app.inject({ url: '/api/settings', headers: { cookie: user.cookie } })).statusCode,
    ).toBe(200);
  });

  it('refuses a missing password with 400 and deletes nothing', async () => {
    const { user } = await accountWithData();
    for (const payload of [undefined, {}, { password: '' }, { password: 42 }]) {
      const res = await remove(user.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await remove(user.cookie, {})).json().fieldErrors.password).toBe(
      DELETE_ACCOUNT_PASSWORD_REQUIRED,
    );
    expect(await accountRows(user.accountId)).toHaveLength(1);
  });

  it('with the right password removes the rows and the files, and ends the session', async () => {
    const { user, projectId, file } = await accountWithData();
    const other = await accountWithData();
    const res = await remove(user.cookie, { password: user.password });
    expect(res.statusCode).toBe(204);
    expect(sessionSetCookie(res)).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));

    const { db, storage } = t.app.deps;
    expect(await accountRows(user.accountId)).toEqual([]);
    expect(await db.select().from(profiles).where(eq(profiles.accountId, user.accountId))).toEqual(
      [],
    );
    expect(await db.select().from(projects).where(eq(projects.id, projectId))).toEqual([]);
    expect(await db.select().from(audioFiles).where(eq(audioFiles.projectId, projectId))).toEqual(
      [],
    );
    expect(
      await db.select().from(accountSettings).where(eq(accountSettings.accountId, user.accountId)),
    ).toEqual([]);
    expect(await storage.stat(file)).toBeNull();
    // The old cookie signs nobody in any more.
    expect(
      (await t.app.inject({ url: '/api/settings', headers: { cookie: user.cookie } })).statusCode,
    ).toBe(401);
    // Nobody else lost anything.
    expect(await accountRows(other.user.accountId)).toHaveLength(1);
    expect(await storage.stat(other.file)).not.toBeNull();
  });

  it('stops guessing after as many wrong passwords as sign-in allows', async () => {
    const { user } = await accountWithData();
    for (let i = 0; i < LOGIN_MAX_PER_EMAIL; i += 1) {
      expect((await remove(user.cookie, { password: `guess ${i}` })).statusCode).toBe(403);
    }
    const res = await remove(user.cookie, { password: user.password });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(TOO_MANY_PASSWORD_ATTEMPTS);
    expect(await accountRows(user.accountId)).toHaveLength(1);
  });

  it('answers 401 when signed out', async () => {
    expect((await remove(null, { password: 'whatever' })).statusCode).toBe(401);
  });
});
