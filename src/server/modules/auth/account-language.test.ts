import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUserSchema } from '../../../shared/schemas/auth.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { registration } from '../../test/factories.js';
import { sessionCookie } from '../../test/session-cookies.js';

// Issue 25 item 9: a Spanish account's first screen after signing in on a new browser was
// English until its settings arrived. The sign-in answer and the current user carry the
// account's language, so the client applies it before it draws anything signed in.
describe('the current user’s language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is the settings default before any choice, then the account’s chosen language', async () => {
    const body = registration();
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: body,
    });
    expect(currentUserSchema.parse(registered.json()).language).toBe('en');
    const cookie = sessionCookie(registered);
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie },
      payload: { language: 'es' },
    });
    expect(saved.statusCode).toBe(200);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email, password: body.password },
    });
    expect(login.statusCode).toBe(200);
    expect(currentUserSchema.parse(login.json()).language).toBe('es');
    const user = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: sessionCookie(login) },
    });
    expect(currentUserSchema.parse(user.json()).language).toBe('es');
  });

  it('is the language the person signed up in, kept as the account’s setting', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration({ language: 'es' }),
    });
    expect(registered.statusCode).toBe(201);
    expect(currentUserSchema.parse(registered.json()).language).toBe('es');
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/settings',
      headers: { cookie: sessionCookie(registered) },
    });
    expect(settings.json()).toMatchObject({ language: 'es' });
  });
});
