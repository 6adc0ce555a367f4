import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createUser, type TestUser } from '../../test/factories.js';

// Every /api/admin route, found in the app's own route table (not in a list kept by hand):
// one without the guard, or one added without a case below, fails here.
describe('admin routes: administrators only', () => {
  let t: TestApp;
  let admin: TestUser;
  let artist: TestUser;
  let target: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { role: 'admin' });
    artist = await createUser(t.app, { role: 'artist' });
    target = await createUser(t.app, { role: 'user' });
  });
  afterAll(async () => {
    await t.close();
  });

  const adminRoutes = () =>
    t.app.routeTable.filter(
      (route) => route.url === '/api/admin' || route.url.startsWith('/api/admin/'),
    );

  /** A request that succeeds for an administrator, per route. */
  const allowedCases = (): Record<string, Omit<InjectOptions, 'method'>> => ({
    'GET /api/admin/summary': { url: '/api/admin/summary' },
    'GET /api/admin/health': { url: '/api/admin/health' },
    'GET /api/admin/memory': { url: '/api/admin/memory' },
    'GET /api/admin/activity': { url: '/api/admin/activity' },
    'GET /api/admin/analytics': { url: '/api/admin/analytics' },
    'GET /api/admin/enterprise-inquiries': { url: '/api/admin/enterprise-inquiries' },
    'GET /api/admin/users': { url: '/api/admin/users?search=&role=all' },
    'POST /api/admin/users': {
      url: '/api/admin/users',
      payload: { email: 'added@example.com', firstName: 'Ad', lastName: 'Ded', role: 'user' },
    },
    'PATCH /api/admin/users/:id': {
      url: `/api/admin/users/${target.accountId}`,
      payload: { role: 'artist' },
    },
    'DELETE /api/admin/users/:id': { url: `/api/admin/users/${target.accountId}` },
    'POST /api/admin/users/:id/reset-link': {
      url: `/api/admin/users/${target.accountId}/reset-link`,
    },
    'PUT /api/admin/users/:id/storage-limit': {
      url: `/api/admin/users/${target.accountId}/storage-limit`,
      payload: { storageLimitMb: 100 },
    },
    'GET /api/admin/projects': { url: '/api/admin/projects?status=all' },
    'GET /api/admin/settings': { url: '/api/admin/settings' },
    'PATCH /api/admin/settings': { url: '/api/admin/settings', payload: { siteName: 'Studio' } },
    'POST /api/admin/email/test': {
      url: '/api/admin/email/test',
      payload: { to: 'someone@example.com' },
    },
    'POST /api/admin/cleanup-temp': { url: '/api/admin/cleanup-temp' },
    'GET /api/admin/backup': { url: '/api/admin/backup' },
    'GET /api/admin/reports/:file': { url: '/api/admin/reports/user-activity.csv' },
  });

  it('finds the admin routes in the route table', () => {
    expect(adminRoutes().length).toBeGreaterThanOrEqual(16);
  });

  it('refuses every admin route to a signed-out caller with 401', async () => {
    for (const route of adminRoutes()) {
      const res = await t.app.inject({
        method: route.method as InjectOptions['method'],
        url: route.url.replace(':id', target.accountId).replace(':file', 'user-activity.csv'),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('refuses every admin route to a signed-in non-administrator with 403', async () => {
    for (const role of ['artist', 'founder', 'team_member', 'user'] as const) {
      const caller = role === 'artist' ? artist : await createUser(t.app, { role });
      for (const route of adminRoutes()) {
        const res = await t.app.inject({
          method: route.method as InjectOptions['method'],
          url: route.url.replace(':id', target.accountId).replace(':file', 'user-activity.csv'),
          headers: { cookie: caller.cookie },
          payload: allowedCases()[`${route.method} ${route.url}`]?.payload as object | undefined,
        });
        expect(res.statusCode, `${role}: ${route.method} ${route.url}`).toBe(403);
        expect(res.json().message).toBe('Administrators only');
      }
    }
  });

  it('refuses even an admin path that does not exist, before saying it does not', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/no-such-thing' });
    expect(res.statusCode).toBe(401);
  });

  it('answers every admin route for an administrator', async () => {
    const cases = allowedCases();
    const routes = adminRoutes().map((route) => `${route.method} ${route.url}`);
    // Every route has a case, and every case names a real route.
    expect(Object.keys(cases).sort()).toEqual([...routes].sort());
    // DELETE last: the other cases use the target account.
    const ordered = routes.sort(
      (a, b) => Number(a.startsWith('DELETE')) - Number(b.startsWith('DELETE')),
    );
    for (const key of ordered) {
      const method = key.split(' ')[0] as 'GET';
      const res = await t.app.inject({ method, ...cases[key], headers: { cookie: admin.cookie } });
      expect(res.statusCode, `${key}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(200);
      expect(res.statusCode, `${key}: ${res.body.slice(0, 200)}`).toBeLessThan(300);
    }
  });
});
