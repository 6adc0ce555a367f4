// Issue 8 item 3, the session half: cross-site writes refused by the Origin check on every
// state-changing route, the session cookie's flags (Secure behind HTTPS), sessions that end,
// the login rate limit, and password hashes kept out of the log.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAX_PER_EMAIL } from '../../../shared/constants.js';
import { accounts, projects, sessions } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createUser, registration, type TestUser } from '../../test/factories.js';
import { sessionCookie, sessionSetCookie } from '../../test/session-cookies.js';
import { buildCustomTestApp } from '../../test/custom-test-app.js';
import { routeKey } from '../../test/route-requests.js';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const FOREIGN_ORIGINS = ['https://evil.example', 'null', 'http://trackroom.test.evil.example'];
const HOST = 'trackroom.test';

/**
 * Routes that set or change a password. A change of a signed-in account's password must end its
 * other sessions (the test below; account-settings/change-password.test.ts has the rest), and a
 * new such route must be added here with its own check. The set-password link (an admin's "Add
 * User") is for an account that never had a password, hence no session: admin/set-password
 * tests cover its single use and expiry.
 */
const PASSWORD_ROUTES_CHECKED: readonly string[] = [
  // Using a reset link ends every session of the account: auth/password-reset.test.ts.
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'PUT /api/account/password',
  'GET /api/auth/set-password/:token',
  'POST /api/auth/set-password',
];

describe('cross-site requests and sessions', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    user = await createUser(t.app);
  });
  afterAll(() => t.close());

  const projectCount = async () =>
    (await t.app.deps.db.select().from(projects).where(eq(projects.ownerProfileId, user.profileId)))
      .length;

  it('refuses a cookie-carrying write from a foreign origin on every state-changing route', async () => {
    const writes = t.app.routeTable.filter((r) => UNSAFE.has(r.method));
    expect(writes.length).toBeGreaterThan(20);
    const before = await projectCount();
    const wrong: string[] = [];
    for (const route of writes) {
      for (const origin of FOREIGN_ORIGINS) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: route.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000'),
          headers: { cookie: user.cookie, origin, host: HOST },
          payload: { title: 'Cross-site' },
        });
        if (res.statusCode !== 403)
          wrong.push(`${routeKey(route)} from ${origin}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await projectCount()).toBe(before);
  });

  it('lets the same origin write, and the configured public URL', async () => {
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie: user.cookie, origin: `http://${HOST}`, host: HOST },
      payload: { title: 'Same origin' },
    });
    expect(same.statusCode).toBe(201);

    const behindProxy = await buildTestApp({ publicUrl: 'https://music.example' });
    try {
      const member = await createUser(behindProxy.app);
      const res = await behindProxy.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: { cookie: member.cookie, origin: 'https://music.example', host: '10.0.0.5:3000' },
        payload: { title: 'Through the public URL' },
      });
      expect(res.statusCode).toBe(201);
    } finally {
      await behindProxy.close();
    }
  });

  it('sets the session cookie HttpOnly and SameSite=Lax, without Secure over plain HTTP', async () => {
    // Not behind a trusted proxy: a forged X-Forwarded-Proto must not change anything.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration(),
      headers: { 'x-forwarded-proto': 'https' },
    });
    const line = sessionSetCookie(res);
    expect(line).toMatch(/;\s*HttpOnly/i);
    expect(line).toMatch(/;\s*SameSite=Lax/i);
    expect(line).toMatch(/;\s*Path=\//i);
    expect(line).not.toMatch(/;\s*Secure/i);
  });

  it('marks the cookie Secure when the request came over HTTPS through a trusted proxy', async () => {
    const proxied = await buildTestApp({ trustProxy: 1 });
    const forced = await buildTestApp({ cookieSecure: true });
    try {
      const viaProxy = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: registration(),
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(sessionSetCookie(viaProxy)).toMatch(/;\s*Secure/i);
      const plain = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: registration(),
      });
      expect(sessionSetCookie(plain)).not.toMatch(/;\s*Secure/i);
      const always = await forced.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: registration(),
      });
      expect(sessionSetCookie(always)).toMatch(/;\s*Secure/i);
    } finally {
      await proxied.close();
      await forced.close();
    }
  });

  /** A second session of `person`, as another device signing in gets. */
  const signInAgain = async (person: TestUser) =>
    sessionCookie(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: person.email, password: person.password },
      }),
    );

  it('ends the session on logout: the old cookie is refused and its row is gone', async () => {
    const person = await createUser(t.app);
    const cookie = await signInAgain(person);
    const me = () => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect((await me()).statusCode).toBe(200);

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(204);
    expect(sessionSetCookie(out)).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
    expect((await me()).statusCode).toBe(401);
    const rows = await t.app.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.accountId, person.accountId));
    // createUser's own session stays; the one logged out is gone.
    expect(rows).toHaveLength(1);
  });

  it('ends the other sessions on a password change: their cookies are refused', async () => {
    const person = await createUser(t.app);
    const elsewhere = await signInAgain(person);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: { cookie: person.cookie },
      payload: { currentPassword: person.password, newPassword: 'another long passphrase' },
    });
    expect(changed.statusCode).toBe(204);
    const me = (cookie: string) =>
      t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect([(await me(elsewhere)).statusCode, (await me(person.cookie)).statusCode]).toEqual([
      401, 200,
    ]);
  });

  it('has no password-changing route that this suite does not check', () => {
    const passwordRoutes = t.app.routeTable.map(routeKey).filter((key) => /password/i.test(key));
    expect(passwordRoutes).toEqual(PASSWORD_ROUTES_CHECKED);
  });

  it(`answers 429 after ${LOGIN_MAX_PER_EMAIL} failed sign-ins from one address, even with the right password`, async () => {
    const target = await createUser(t.app);
    const login = (password: string, address: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: target.email, password },
        remoteAddress: address,
      });
    for (let i = 0; i < LOGIN_MAX_PER_EMAIL; i += 1) {
      expect((await login('guess', '10.8.0.1')).statusCode).toBe(401);
    }
    const blocked = await login(target.password, '10.8.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(sessionSetCookie(blocked)).toBeUndefined();
    // The lockout is not a weapon: the owner on their own address still signs in.
    expect((await login(target.password, '10.9.0.1')).statusCode).toBe(200);
  });
});

describe('log lines', () => {
  it('never carry a password, its hash or a session token through sign-up, sign-in and sign-out', async () => {
    const logged = await buildCustomTestApp();
    try {
      const { app, lines } = logged;
      const body = registration({ password: 'unique logged secret 7' });
      const registered = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: body,
      });
      expect(registered.statusCode).toBe(201);
      const again = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
      expect(again.statusCode).toBe(409);
      const wrong = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: body.email, password: 'not it at all' },
      });
      expect(wrong.statusCode).toBe(401);
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: body.email, password: body.password },
      });
      const cookie = sessionCookie(login);
      await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });

      const [account] = await app.deps.db
        .select({ hash: accounts.passwordHash })
        .from(accounts)
        .where(eq(accounts.email, body.email));
      const secrets = [
        body.password,
        'not it at all',
        account!.hash,
        account!.hash.split('$').at(-1)!,
        cookie.split('=')[1]!,
      ];
      // The capture works: every request was logged.
      expect(lines.filter((line) => line.includes('"url":"/api/auth/login"')).length).toBe(2);
      expect(lines.filter((line) => secrets.some((secret) => line.includes(secret)))).toEqual([]);
      expect(lines.filter((line) => /"passwordHash":"/.test(line))).toEqual([]);
    } finally {
      await logged.close();
    }
  });
});
