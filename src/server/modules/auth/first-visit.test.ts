import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_VISIT_HOURS } from '../../../shared/constants.js';
import { currentUserSchema } from '../../../shared/schemas/auth.js';
import { sessions } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { registration } from '../../test/factories.js';
import { sessionCookie } from '../../test/session-cookies.js';

// Issue 25 item 9: a brand-new account was greeted "Welcome back". The user answer says whether
// this session is the one the account was made in, so the first visit says "Welcome".
describe('the current user’s firstVisit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const currentUser = async (cookie: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return currentUserSchema.parse(res.json());
  };

  it('is true in the session the account was registered in, and false after signing in again', async () => {
    const body = registration();
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: body,
    });
    expect(registered.statusCode).toBe(201);
    expect(currentUserSchema.parse(registered.json()).firstVisit).toBe(true);
    expect((await currentUser(sessionCookie(registered))).firstVisit).toBe(true);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email, password: body.password },
    });
    expect(login.statusCode).toBe(200);
    expect(currentUserSchema.parse(login.json()).firstVisit).toBe(false);
    expect((await currentUser(sessionCookie(login))).firstVisit).toBe(false);
    // The first session keeps saying so: it is still the visit the account began with.
    expect((await currentUser(sessionCookie(registered))).firstVisit).toBe(true);
  });

  it('ends with the day: a remembered sign-up session says "Welcome back" after 12 hours', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...registration(), rememberMe: true },
    });
    const cookie = sessionCookie(registered);
    expect((await currentUser(cookie)).firstVisit).toBe(true);
    const account = currentUserSchema.parse(registered.json()).accountId;
    const earlier = new Date(Date.now() - (FIRST_VISIT_HOURS * 3600 + 60) * 1000);
    await t.app.deps.db
      .update(sessions)
      .set({ createdAt: earlier })
      .where(eq(sessions.accountId, account));
    expect((await currentUser(cookie)).firstVisit).toBe(false);
  });
});
