// Issue 14 item 8: e-mails are written in the recipient's language: their account's setting,
// or, for an invitation to an address with no account yet, the inviter's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createProject, createUser, type TestUser } from '../../test/factories.js';
import { decodedMail, outboxMessages } from '../../test/mail-capture.js';

describe('e-mails in the recipient’s language', () => {
  let t: TestApp;
  let owner: TestUser;
  let projectId = '';

  const call = (method: string, url: string, cookie: string, payload?: object) =>
    t.app.inject({ method: method as 'POST', url, headers: { cookie }, payload });
  const speak = async (user: TestUser, language: string) =>
    expect((await call('PATCH', '/api/settings', user.cookie, { language })).statusCode).toBe(200);
  /** The newest e-mail to `to`, waited for (a reset e-mail is sent after the answer). */
  async function mailTo(to: string): Promise<string> {
    for (let i = 0; i < 200; i += 1) {
      const mail = (await outboxMessages(t.dataDir))
        .map(decodedMail)
        .findLast((text) => text.includes(`To: ${to}`));
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`no e-mail to ${to}`);
  }

  beforeAll(async () => {
    t = await buildTestApp({ publicUrl: 'https://music.example' });
    owner = await createUser(t.app, { artistName: 'Lola Ruiz' });
    await speak(owner, 'es');
    projectId = (await createProject(t.app, owner.profileId, { title: 'Canción' })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('invites an address with no account in the inviter’s language', async () => {
    const res = await call('POST', `/api/projects/${projectId}/invite`, owner.cookie, {
      email: 'nuevo@example.com',
    });
    expect(res.statusCode).toBe(201);
    const mail = await mailTo('nuevo@example.com');
    expect(mail).toContain('Lola Ruiz te ha invitado al proyecto "Canción" en Trackroom');
    expect(mail).toContain('Abrir la invitación');
    expect(mail).not.toContain('invited you');
  });

  it('invites an account in its own language, whatever the inviter speaks', async () => {
    const reader = await createUser(t.app);
    await speak(reader, 'de');
    const res = await call('POST', `/api/projects/${projectId}/invite`, owner.cookie, {
      email: reader.email,
      role: 'viewer',
    });
    expect(res.statusCode).toBe(201);
    const mail = await mailTo(reader.email);
    expect(mail).toContain('Lola Ruiz hat dich zum Projekt "Canción" auf Trackroom eingeladen');
    expect(mail).toContain('Betrachter (anhören und lesen)');
  });

  it('sends the password reset in the account’s language', async () => {
    const reader = await createUser(t.app);
    await speak(reader, 'it');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: reader.email },
    });
    expect(res.statusCode).toBe(202);
    const mail = await mailTo(reader.email);
    expect(mail).toContain('Qualcuno ha chiesto di reimpostare la password');
    expect(mail).toContain('/reset-password/');
  });

  it('writes an administrator’s new account its link in the administrator’s language', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    await speak(admin, 'pt');
    const res = await call('POST', '/api/admin/users', admin.cookie, {
      email: 'convidada@example.com',
      firstName: 'Ana',
      lastName: 'Lima',
      role: 'artist',
    });
    expect(res.statusCode).toBe(201);
    const mail = await mailTo('convidada@example.com');
    expect(mail).toContain('Olá, Ana,');
    expect(mail).toContain('Um administrador criou uma conta');
  });

  it('writes English for an account that never chose a language', async () => {
    const reader = await createUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: reader.email },
    });
    expect(await mailTo(reader.email)).toContain('Someone asked to reset the password');
  });
});
