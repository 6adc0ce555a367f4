import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteResultSchema } from '../../../shared/schemas/collaborations.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createProject, createUser, type TestUser } from '../../test/factories.js';
import {
  decodedMail,
  invitationTokenIn,
  outboxMessages,
  startSmtpCapture,
} from '../../test/mail-capture.js';

describe('invitation e-mail over SMTP (SMTP_URL)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await buildTestApp({ smtpUrl: smtp.url, publicUrl: 'https://trackroom.example' });
    owner = await createUser(t.app, { artistName: 'Owner <b>Band</b>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends through the server: emailSent true, links on PUBLIC_URL, names escaped in HTML', async () => {
    const project = await createProject(t.app, owner.profileId, { title: 'Songs & <Sketches>' });
    const existing = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/invite`,
      headers: { cookie: owner.cookie },
      payload: { email: existing.email, role: 'viewer' },
    });
    expect(res.statusCode).toBe(201);
    const body = inviteResultSchema.parse(res.json());
    expect(body).toMatchObject({
      emailSent: true,
      message: `Invitation sent to ${existing.email}`,
    });
    expect(smtp.messages).toHaveLength(1);
    const mail = smtp.messages[0]!;
    expect(mail.to).toEqual([existing.email]);
    // An existing account signs in and accepts: the link is the accept page, not registration.
    const token = invitationTokenIn(mail.raw);
    // The owner is shown the same link once, to send by chat too (issue 26 item 4).
    expect(body.inviteLink).toContain(token);
    const text = decodedMail(mail.raw);
    expect(text).toContain(`https://trackroom.example/invitations/${token}`);
    // The HTML part escapes every user value; the plain-text part shows them as typed.
    expect(text).toContain('<strong>Songs &amp; &lt;Sketches&gt;</strong>');
    expect(text).toContain('<strong>Owner &lt;b&gt;Band&lt;/b&gt;</strong>');
    expect(text).not.toContain('<strong>Owner <b>');
    expect(await outboxMessages(t.dataDir)).toHaveLength(0);
  });

  it('keeps the invitation when the SMTP server is gone, and says the e-mail failed', async () => {
    const down = await buildTestApp({ smtpUrl: 'smtp://127.0.0.1:9' });
    try {
      const user = await createUser(down.app);
      const proj = await createProject(down.app, user.profileId);
      const res = await down.app.inject({
        method: 'POST',
        url: `/api/projects/${proj.id}/invite`,
        headers: { cookie: user.cookie },
        payload: { email: 'someone@example.com' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ emailSent: false });
      expect(res.json().message).toMatch(/could not be sent/);
      // Nobody got the e-mail: the owner gets the link to send by hand (issue 25 item 4).
      expect(res.json().inviteLink).toMatch(/\/register\?invitation=/);
      const list = await down.app.inject({
        method: 'GET',
        url: `/api/projects/${proj.id}/collaborations`,
        headers: { cookie: user.cookie },
      });
      expect(list.json()).toHaveLength(1);
    } finally {
      await down.close();
    }
  });
});
