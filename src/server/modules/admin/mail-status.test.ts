import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHealthSchema, siteInfoSchema } from '../../../shared/schemas/admin.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createUser, type TestUser } from '../../test/factories.js';

// Issue 25 item 4: an instance without SMTP tells its administrator where mail goes, and tells
// every page (public /api/site) that no e-mail will reach anyone.
describe('running without an SMTP server', () => {
  let t: TestApp;
  let admin: TestUser;
  let artist: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { role: 'admin' });
    artist = await createUser(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it("shows an administrator the outbox folder's path in the health answer", async () => {
    const res = await get('/api/admin/health', admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(adminHealthSchema.parse(res.json()).email).toEqual({
      status: 'warning',
      transport: 'outbox',
      outboxDir: path.join(t.app.deps.config.dataDir, 'outbox'),
      error: null,
    });
  });

  it('keeps the health answer (and the folder path) from everyone else', async () => {
    const refused = await get('/api/admin/health', artist.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('outbox');
    expect((await get('/api/admin/health')).statusCode).toBe(401);
  });

  it('tells every page, signed out too, that e-mail is not configured, and no more', async () => {
    const res = await get('/api/site');
    expect(res.statusCode).toBe(200);
    expect(siteInfoSchema.parse(res.json()).emailConfigured).toBe(false);
    expect(res.body).not.toContain(t.app.deps.config.dataDir);
  });

  it('says e-mail is configured once the console names an SMTP server', async () => {
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      payload: { smtpHost: 'mail.example.com', smtpPort: 587 },
      headers: { cookie: admin.cookie },
    });
    expect(saved.statusCode).toBe(200);
    expect((await get('/api/site')).json().emailConfigured).toBe(true);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      payload: { smtpHost: '' },
      headers: { cookie: admin.cookie },
    });
    expect((await get('/api/site')).json().emailConfigured).toBe(false);
  });
});

describe('an instance with SMTP_URL set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ smtpUrl: 'smtp://127.0.0.1:2525' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('tells every page that e-mail is configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site' });
    expect(res.json().emailConfigured).toBe(true);
  });
});
