import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { LOGIN_MAX_PER_EMAIL } from '../../../shared/constants.js';
import {
  CHANGE_PASSWORD_WRONG,
  CURRENT_PASSWORD_REQUIRED,
  NEW_PASSWORD_SAME,
} from '../../../shared/schemas/settings.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { sessionCookie } from '../../test/session-cookies.js';
import { TOO_MANY_PASSWORD_ATTEMPTS } from './account-settings.service.js';

const NEW_PASSWORD = 'a brand new passphrase';

describe('PUT /api/account/password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const change = (cookie: string | null, payload: object, app: FastifyInstance = t.app) =>
    app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: cookie ? { cookie } : {},
      payload,
    });
  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const isSignedIn = async (cookie: string) =>
    (await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode === 200;

  /** A person signed in twice: the test's own session and another device's. */
  async function signedInTwice(): Promise<{ user: TestUser; otherDevice: string }> {
    const user = await createUser(t.app);
    const login = await signIn(user.email, user.password);
    expect(login.statusCode).toBe(200);
    return { user, otherDevice: sessionCookie(login) };
  }

  it('changes the password, keeps this session and ends the others', async () => {
    const { user, otherDevice } = await signedInTwice();
    const bystander = await createUser(t.app);
    const res = await change(user.cookie, {
      currentPassword: user.password,
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(204);
    expect(await isSignedIn(user.cookie)).toBe(true);
    expect(await isSignedIn(otherDevice)).toBe(false);
    expect(await isSignedIn(bystander.cookie)).toBe(true);
    expect((await signIn(user.email, user.password)).statusCode).toBe(401);
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 403 and changes nothing', async () => {
    const { user, otherDevice } = await signedInTwice();
    const res = await change(user.cookie, {
      currentPassword: 'not my password',
      newPassword: NEW_PASSWORD,
    });
    expect([res.statusCode, res.json()]).toEqual([
      403,
      {
        message: CHANGE_PASSWORD_WRONG,
        fieldErrors: { currentPassword: CHANGE_PASSWORD_WRONG },
        code: 'settings.currentPasswordWrong',
      },
    ]);
    expect(await isSignedIn(otherDevice)).toBe(true);
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it.each([
    [
      'no current password',
      { currentPassword: '', newPassword: NEW_PASSWORD },
      'currentPassword',
      CURRENT_PASSWORD_REQUIRED,
    ],
    ['a short new password', { newPassword: 'short' }, 'newPassword', null],
    [
      'the same password again',
      { newPassword: 'correct horse battery' },
      'newPassword',
      NEW_PASSWORD_SAME,
    ],
  ])('answers 400 to %s and changes nothing', async (_name, body, field, message) => {
    const { user, otherDevice } = await signedInTwice();
    const res = await change(user.cookie, { currentPassword: user.password, ...body });
    expect(res.statusCode).toBe(400);
    const fieldErrors = res.json().fieldErrors as Record<string, string>;
    expect(Object.keys(fieldErrors)).toEqual([field]);
    if (message) expect(fieldErrors[field]).toBe(message);
    expect(await isSignedIn(otherDevice)).toBe(true);
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
  });

  it('shares the wrong-password budget of sign-in: 429 then, even with the right one', async () => {
    const { user } = await signedInTwice();
    for (let i = 0; i < LOGIN_MAX_PER_EMAIL; i += 1) {
      const guess = await change(user.cookie, {
        currentPassword: `guess ${i}`,
        newPassword: NEW_PASSWORD,
      });
      expect(guess.statusCode).toBe(403);
    }
    const res = await change(user.cookie, {
      currentPassword: user.password,
      newPassword: NEW_PASSWORD,
    });
    expect([res.statusCode, res.json().message]).toEqual([429, TOO_MANY_PASSWORD_ATTEMPTS]);
    expect(res.json().code).toBe('settings.tooManyWrongPasswords');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts wrong passwords across server processes on one database', async () => {
    // A second server on the same database, as behind a load balancer: the guesses alternate.
    const second = await buildApp({ ...t.app.deps, clientDir: path.join(t.dataDir, 'none') });
    try {
      await second.ready();
      const { user } = await signedInTwice();
      const servers = [t.app, second];
      for (let i = 0; i < LOGIN_MAX_PER_EMAIL; i += 1) {
        const guess = await change(
          user.cookie,
          { currentPassword: `guess ${i}`, newPassword: NEW_PASSWORD },
          servers[i % 2],
        );
        expect(guess.statusCode).toBe(403);
      }
      for (const server of servers) {
        const res = await change(
          user.cookie,
          { currentPassword: user.password, newPassword: NEW_PASSWORD },
          server,
        );
        expect([res.statusCode, res.json().code]).toEqual([429, 'settings.tooManyWrongPasswords']);
      }
    } finally {
      await second.close();
    }
  });

  it('answers 401 when signed out', async () => {
    const res = await change(null, { currentPassword: 'x', newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(401);
  });
});
