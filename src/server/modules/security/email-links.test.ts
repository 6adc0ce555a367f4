// Issue 14 item 4: links in e-mails start at PUBLIC_URL, never at the request's Host header. A
// forged Host used to mail a live invitation token (or a set-password link) to another site.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createProject, createUser, type TestUser } from '../../test/factories.js';
import { decodedMail, outboxMessages } from '../../test/mail-capture.js';

const FORGED_HOST = 'evil.example';

describe('e-mail links ignore the Host header', () => {
  let t: TestApp;
  let owner: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app);
    admin = await createUser(t.app, { role: 'admin' });
  });
  afterAll(() => t.close());

  const lastMail = async () => decodedMail((await outboxMessages(t.dataDir)).at(-1) ?? '');

  it('uses the server’s own address when PUBLIC_URL is unset outside production', () => {
    // loadConfig({ NODE_ENV: 'test' }): HOST 0.0.0.0 and PORT 3000 give http://localhost:3000.
    expect(t.app.deps.config.publicUrl).toBe('http://localhost:3000');
  });

  it('an invitation requested with a forged Host mails a link to PUBLIC_URL', async () => {
    const project = await createProject(t.app, owner.profileId);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/invite`,
      headers: { cookie: owner.cookie, host: FORGED_HOST },
      payload: { email: 'guest-link@example.com', role: 'viewer' },
    });
    expect(res.statusCode).toBe(201);
    const mail = await lastMail();
    expect(mail).toMatch(
      /http:\/\/localhost:3000\/(register|invitations)[^\s"]*[A-Za-z0-9_-]{20,}/,
    );
    expect(mail).not.toContain(FORGED_HOST);
  });

  it('a resent invitation with a forged Host mails a link to PUBLIC_URL', async () => {
    const project = await createProject(t.app, owner.profileId);
    const invite = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/invite`,
      headers: { cookie: owner.cookie },
      payload: { email: 'guest-resend@example.com', role: 'viewer' },
    });
    expect(invite.statusCode).toBe(201);
    const { id } = invite.json<{ collaboration: { id: string } }>().collaboration;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/collaborations/${id}/resend`,
      headers: { cookie: owner.cookie, host: FORGED_HOST },
    });
    expect(res.statusCode).toBe(200);
    const mail = await lastMail();
    expect(mail).toContain('http://localhost:3000/');
    expect(mail).not.toContain(FORGED_HOST);
  });

  it('an administrator’s Add User with a forged Host mails a set-password link to PUBLIC_URL', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: { cookie: admin.cookie, host: FORGED_HOST },
      payload: {
        email: 'added-link@example.com',
        firstName: 'Added',
        lastName: 'Person',
        role: 'user',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await lastMail();
    expect(mail).toMatch(/http:\/\/localhost:3000\/set-password\/[A-Za-z0-9_-]{20,}/);
    expect(mail).not.toContain(FORGED_HOST);
  });
});
