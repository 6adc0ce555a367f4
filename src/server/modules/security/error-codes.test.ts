import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createProject, createUser, type TestUser } from '../../test/factories.js';

// Issue 14 item 8: every error answer carries a stable `code` beside its English `message`, so
// the client can say it in the person's language. The call sites name no codes: the error
// handler finds them from the catalogue (src/shared/error-codes.ts) or the status.

describe('error answers carry their code', () => {
  let t: TestApp;
  let owner: TestUser;

  const call = (method: string, url: string, payload?: object, cookie = owner.cookie) =>
    t.app.inject({ method: method as 'GET', url, headers: { cookie }, payload });

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('a wrong password at sign-in: auth.invalidCredentials', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: 'not the password' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: 'Invalid email or password',
      code: 'auth.invalidCredentials',
    });
  });

  it('splits over 100 %: splits.over100 with the totals as params', async () => {
    const project = await createProject(t.app, owner.profileId, { title: 'Coded' });
    const url = `/api/projects/${project.id}/splits`;
    const split = (name: string, percentage: number) =>
      call('POST', url, { name, percentage, splitType: 'master' });
    expect((await split('Ada', 60)).statusCode).toBe(201);
    const res = await split('Bo', 50);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Splits total 110% - Over 10%',
      code: 'splits.over100',
      params: { total: '110', over: '10' },
      fieldErrors: { percentage: 'Splits total 110% - Over 10%' },
    });
  });

  it('an unknown project: projects.notFound', async () => {
    const res = await call('GET', `/api/projects/${randomUUID()}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Project not found', code: 'projects.notFound' });
  });

  it('a wrong current password in settings: settings.currentPasswordWrong', async () => {
    const res = await call('PUT', '/api/account/password', {
      currentPassword: 'not the password',
      newPassword: 'a brand new password',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'settings.currentPasswordWrong' });
  });

  it('a field the schema refuses: that message’s code', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'not-an-address', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Please enter a valid email address',
      code: 'auth.emailInvalid',
    });
  });

  it('a body that is not JSON: request.invalid', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'request.invalid' });
    expect(typeof res.json().message).toBe('string');
  });

  it('an address no route answers: notFound', async () => {
    const res = await call('GET', '/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'notFound' });
  });

  it('signed out: auth.required', async () => {
    const res = await call('GET', '/api/projects', undefined, '');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthorized', code: 'auth.required' });
  });
});
