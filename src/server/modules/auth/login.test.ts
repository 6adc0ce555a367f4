import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOGIN_MAX_PER_EMAIL,
  LOGIN_MAX_PER_IP,
  REMEMBER_ME_DAYS,
} from '../../../shared/constants.js';
import { sessions } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createUser } from '../../test/factories.js';
import { sessionCookie, sessionSetCookie } from '../../test/session-cookies.js';

// A fresh window: the whole 15 minutes are still to wait.
const TOO_MANY = 'Too many sign-in attempts. Please try again in 15 minutes.';

describe('POST /api/auth/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (payload: object, remoteAddress = '127.0.0.1', headers = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress, headers });

  it('signs in with the right password (any e-mail case) into the first profile', async () => {
    const user = await createUser(t.app);
    const res = await login({ email: user.email.toUpperCase(), password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.profileId, email: user.email });
    expect(res.body).not.toContain('scrypt');

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: sessionCookie(res) },
    });
    expect(me.json().id).toBe(user.profileId);
  });

  it('gives a browser-session cookie without remember me', async () => {
    const user = await createUser(t.app);
    const line = sessionSetCookie(await login({ email: user.email, password: user.password }));
    expect(line).toBeDefined();
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).not.toMatch(/Expires=/i);
    expect(line).not.toMatch(/Max-Age=/i);
  });

  it('gives a 30-day cookie and session with remember me', async () => {
    const user = await createUser(t.app);
    const res = await login({ email: user.email, password: user.password, rememberMe: true });
    const expires = Date.parse(/Expires=([^;]+)/i.exec(sessionSetCookie(res)!)![1]!);
    const expected = Date.now() + REMEMBER_ME_DAYS * 86_400_000;
    expect(Math.abs(expires - expected)).toBeLessThan(60_000);
    const rows = await t.app.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.accountId, user.accountId));
    expect(rows.some((row) => row.persistent)).toBe(true);
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const user = await createUser(t.app);
    const wrong = await login({ email: user.email, password: 'not the password' });
    const unknown = await login({ email: 'nobody@example.com', password: user.password });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: 'Invalid email or password',
        code: 'auth.invalidCredentials',
      });
      expect(sessionSetCookie(res)).toBeUndefined();
    }
  });

  it('refuses an invalid e-mail and a missing password with 400', async () => {
    const bad = await login({ email: 'nope', password: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.email).toBeDefined();
    const missing = await login({ email: 'a@example.com' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.password).toBe('Password is required');
  });

  it(`slows an e-mail down after ${LOGIN_MAX_PER_EMAIL} failures from one address only`, async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < LOGIN_MAX_PER_EMAIL; i += 1) {
      const res = await login({ email: user.email, password: 'wrong' }, '10.1.0.1');
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login({ email: user.email, password: user.password }, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ message: TOO_MANY, code: 'rateLimited' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(sessionSetCookie(blocked)).toBeUndefined();
    // The rightful owner on another address is not locked out by the guesser (issue 14).
    const owner = await login({ email: user.email, password: user.password }, '10.1.1.1');
    expect(owner.statusCode).toBe(200);
    // Other accounts are unaffected on the guesser's address too.
    const other = await createUser(t.app);
    const ok = await login({ email: other.email, password: other.password }, '10.1.0.1');
    expect(ok.statusCode).toBe(200);
  });

  it('does not lock the owner out when strangers guess from many addresses', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < LOGIN_MAX_PER_EMAIL * 2; i += 1) {
      const res = await login({ email: user.email, password: 'wrong' }, `10.4.${i}.1`);
      expect(res.statusCode).toBe(401);
    }
    const owner = await login({ email: user.email, password: user.password }, '10.4.200.1');
    expect(owner.statusCode).toBe(200);
  });

  it('clears an e-mail failures after a successful sign-in', async () => {
    const user = await createUser(t.app);
    const fail = () => login({ email: user.email, password: 'wrong' }, '10.2.0.1');
    for (let i = 0; i < LOGIN_MAX_PER_EMAIL - 1; i += 1) await fail();
    expect(
      (await login({ email: user.email, password: user.password }, '10.2.0.1')).statusCode,
    ).toBe(200);
    for (let i = 0; i < LOGIN_MAX_PER_EMAIL - 1; i += 1)
      expect((await fail()).statusCode).toBe(401);
  });

  it(`limits one IP to ${LOGIN_MAX_PER_IP} failed attempts, whatever the e-mails`, async () => {
    const ip = '10.3.0.1';
    for (let i = 0; i < LOGIN_MAX_PER_IP; i += 1) {
      const res = await login({ email: `spray${i}@example.com`, password: 'guess' }, ip);
      expect(res.statusCode).toBe(401);
    }
    const user = await createUser(t.app);
    const blocked = await login({ email: user.email, password: user.password }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(TOO_MANY);
    const elsewhere = await login({ email: user.email, password: user.password }, '10.3.0.2');
    expect(elsewhere.statusCode).toBe(200);
  });

  it('refuses a cookie-carrying sign-in posted from another site (403)', async () => {
    const user = await createUser(t.app);
    const res = await login({ email: user.email, password: user.password }, '127.0.0.1', {
      cookie: user.cookie,
      origin: 'https://evil.example',
    });
    expect(res.statusCode).toBe(403);
    expect(sessionSetCookie(res)).toBeUndefined();
    const same = await login({ email: user.email, password: user.password }, '127.0.0.1', {
      cookie: user.cookie,
      origin: 'http://localhost:80',
    });
    expect(same.statusCode).toBe(200);
  });
});
