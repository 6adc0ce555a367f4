import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, systemSettings } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createProject, createUser, registration, type TestUser } from '../../test/factories.js';
import { drainMail, startSmtpCapture } from '../../test/mail-capture.js';
import { queuedMailer } from '../../mail/mail-queue.js';

const MAINTENANCE = 'Trackroom is down for maintenance. Please try again soon.';

describe('admin settings and what they switch', () => {
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

  const patch = (payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      payload,
      headers: { cookie: admin.cookie },
    });
  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('starts from the spec defaults', async () => {
    const res = await get('/api/admin/settings', admin.cookie);
    expect(res.json()).toEqual({
      siteName: 'Trackroom',
      maxUploadSize: 100,
      storageLimitMb: 500,
      allowRegistration: true,
      enableNotifications: true,
      maintenanceMode: false,
      featuredContent: true,
      smtpHost: '',
      smtpPort: 587,
      smtpUser: '',
      smtpPasswordSet: false,
    });
  });

  it('stores settings, shows the public ones on /api/site at once, and records the change', async () => {
    const res = await patch({
      siteName: 'Night Studio',
      maxUploadSize: '250',
      featuredContent: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ siteName: 'Night Studio', maxUploadSize: 250 });
    const site = await get('/api/site');
    expect(site.statusCode).toBe(200);
    expect(site.json()).toEqual({
      siteName: 'Night Studio',
      allowRegistration: true,
      maintenanceMode: false,
      featuredContent: false,
      enableNotifications: true,
      maxUploadBytes: 250 * 1024 * 1024,
      emailConfigured: false,
    });
    const [event] = await t.app.deps.db.select().from(auditLog);
    expect(event).toMatchObject({
      kind: 'admin.settings.changed',
      actorAccountId: admin.accountId,
    });
    expect(event!.details).toEqual({ keys: ['siteName', 'maxUploadSize', 'featuredContent'] });
    await patch({ siteName: 'Trackroom', featuredContent: true, maxUploadSize: 100 });
  });

  it('keeps the SMTP password write-only and out of the audit log', async () => {
    const res = await patch({
      smtpHost: 'smtp.example.com',
      smtpUser: 'mailer',
      smtpPassword: 's3cret!',
    });
    expect(res.json()).toMatchObject({ smtpHost: 'smtp.example.com', smtpPasswordSet: true });
    expect(res.body).not.toContain('s3cret!');
    expect((await get('/api/admin/settings', admin.cookie)).body).not.toContain('s3cret!');
    const events = await t.app.deps.db.select().from(auditLog);
    expect(JSON.stringify(events)).not.toContain('s3cret!');
    // Saving other fields keeps the stored password; '' forgets it.
    expect((await patch({ smtpPort: 2525 })).json().smtpPasswordSet).toBe(true);
    const cleared = await patch({ smtpPassword: '', smtpHost: '', smtpUser: '' });
    expect(cleared.json()).toMatchObject({ smtpPasswordSet: false, smtpHost: '' });
  });

  it('refuses invalid values with 400 and changes nothing', async () => {
    for (const payload of [{}, { maxUploadSize: 0 }, { smtpPort: 70000 }, { siteName: '' }]) {
      expect((await patch(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await get('/api/admin/settings', admin.cookie)).json().maxUploadSize).toBe(100);
  });

  it('Allow Registration off refuses sign-up with a clear message, on lets it through', async () => {
    await patch({ allowRegistration: false });
    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration(),
    });
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toBe('Registration is currently closed');
    expect((await get('/api/site')).json().allowRegistration).toBe(false);
    await patch({ allowRegistration: true });
    const open = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration(),
    });
    expect(open.statusCode).toBe(201);
    const kinds = (await t.app.deps.db.select().from(auditLog)).map((e) => e.kind);
    expect(kinds).toContain('account.registered');
  });

  it('Maintenance Mode answers 503 to everyone but administrators, sign-in stays open', async () => {
    await patch({ maintenanceMode: true });
    try {
      const blocked = await get('/api/projects', artist.cookie);
      expect(blocked.statusCode).toBe(503);
      expect(blocked.json().message).toBe(MAINTENANCE);
      expect((await get('/api/dashboard/fast')).statusCode).toBe(503);
      expect((await get('/api/projects', admin.cookie)).statusCode).toBe(200);
      expect((await get('/api/admin/summary', admin.cookie)).statusCode).toBe(200);
      // What the client needs to show the maintenance page and to let an admin in.
      expect((await get('/api/site')).json().maintenanceMode).toBe(true);
      expect((await get('/api/auth/user', artist.cookie)).statusCode).toBe(200);
      expect((await get('/api/auth/session', artist.cookie)).json().user.id).toBe(artist.profileId);
      expect((await get('/api/auth/session')).json()).toEqual({ user: null });
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: admin.email, password: admin.password },
      });
      expect(login.statusCode).toBe(200);
      const register = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: registration(),
      });
      expect(register.statusCode).toBe(503);
    } finally {
      await patch({ maintenanceMode: false });
    }
    expect((await get('/api/projects', artist.cookie)).statusCode).toBe(200);
  });

  it('Enable Notifications off creates no notification; on creates them again', async () => {
    const owner = await createUser(t.app);
    const invitee = await createUser(t.app);
    const invite = async () => {
      const project = await createProject(t.app, owner.profileId);
      return t.app.inject({
        method: 'POST',
        url: `/api/projects/${project.id}/invite`,
        payload: { email: invitee.email, role: 'viewer' },
        headers: { cookie: owner.cookie },
      });
    };
    const count = async () => (await t.app.deps.db.select().from(notifications)).length;
    await patch({ enableNotifications: false });
    const before = await count();
    expect((await invite()).statusCode).toBe(201);
    expect(await count()).toBe(before);
    await patch({ enableNotifications: true });
    expect((await invite()).statusCode).toBe(201);
    expect(await count()).toBe(before + 1);
    const kinds = (await t.app.deps.db.select().from(auditLog)).map((e) => e.kind);
    expect(kinds).toContain('collaboration.invited');
  });

  it('Test Email goes through the stored SMTP server, else the outbox', async () => {
    const outbox = await t.app.inject({
      method: 'POST',
      url: '/api/admin/email/test',
      payload: { to: 'ops@example.com' },
      headers: { cookie: admin.cookie },
    });
    expect(outbox.json()).toEqual({ transport: 'outbox', delivered: 'outbox', reason: null });

    const smtp = await startSmtpCapture();
    try {
      const port = Number(new URL(smtp.url).port);
      await patch({ smtpHost: '127.0.0.1', smtpPort: port });
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/admin/email/test',
        payload: { to: 'ops@example.com' },
        headers: { cookie: admin.cookie },
      });
      expect(sent.json()).toEqual({ transport: 'smtp-settings', delivered: 'sent', reason: null });
      // Any module's e-mail (invitations) follows the same settings, through the mail queue.
      const mailer = queuedMailer(t.app.deps.db, t.app.deps.config, t.app.log, t.app.jobs);
      const delivery = await mailer.send({
        to: 'a@example.com',
        subject: 's',
        text: 't',
        html: 'h',
      });
      expect(delivery).toEqual({ delivered: 'queued' });
      await drainMail(t.app);
      expect(smtp.messages.map((m) => m.to)).toEqual([['ops@example.com'], ['a@example.com']]);
      const health = (await get('/api/admin/health', admin.cookie)).json();
      expect(health.email).toEqual({
        status: 'online',
        transport: 'smtp-settings',
        outboxDir: null,
        error: null,
      });
    } finally {
      await smtp.close();
    }
    // A server that is gone: the answer says the message failed and why.
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/email/test',
      payload: { to: 'ops@example.com' },
      headers: { cookie: admin.cookie },
    });
    expect(failed.json()).toMatchObject({ transport: 'smtp-settings', delivered: 'failed' });
    expect(failed.json().reason).toBeTruthy();
    await patch({ smtpHost: '' });
    await t.app.deps.db.delete(systemSettings);
  });
});
