// Issue 14 item 7: forgot password. A single-use link valid one hour, e-mailed; the answer is
// the same whether or not the e-mail has an account; using the link ends every session.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_ACCEPTED } from '../../../shared/schemas/password-reset.js';
import { accounts, passwordTokens, sessions } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createUser, type TestUser } from '../../test/factories.js';
import {
  decodedMail,
  drainMail,
  outboxMessages,
  startSmtpCapture,
} from '../../test/mail-capture.js';
import { sessionCookie } from '../../test/session-cookies.js';

/** Polls the outbox until it holds `count` messages (the reset e-mail is sent after the answer). */
async function outboxOf(dataDir: string, count: number): Promise<string[]> {
  for (let i = 0; i < 200; i += 1) {
    const messages = await outboxMessages(dataDir);
    if (messages.length >= count) return messages.map(decodedMail);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the outbox never reached ${count} messages`);
}

const resetTokenIn = (mail: string): string => {
  const match = /\/reset-password\/([A-Za-z0-9_-]{20,})/.exec(mail);
  if (!match) throw new Error('No reset link in the message');
  return match[1]!;
};

describe('forgot password and the reset link', () => {
  let t: TestApp;
  let mailed = 0;
  beforeAll(async () => {
    t = await buildTestApp({ publicUrl: 'https://music.example' });
  });
  afterAll(() => t.close());

  const forgot = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const reset = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const me = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
  /** Asks for a link for `user` and answers the token of the e-mail it gets. */
  async function linkFor(user: TestUser): Promise<string> {
    expect((await forgot(user.email)).statusCode).toBe(202);
    mailed += 1;
    const mail = (await outboxOf(t.dataDir, mailed)).at(-1)!;
    expect(mail).toContain(`To: ${user.email}`);
    return resetTokenIn(mail);
  }

  it('answers the same 202 for an unknown e-mail and an account, and mails only the account', async () => {
    const user = await createUser(t.app);
    const unknown = await forgot('nobody-here@example.com');
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { host: 'evil.example' },
      payload: { email: user.email.toUpperCase() },
    });
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_ACCEPTED });
    mailed += 1;
    const messages = await outboxOf(t.dataDir, mailed);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(`To: ${user.email}`);
    // The link starts at PUBLIC_URL and is stored only as its digest.
    expect(messages[0]).toMatch(/https:\/\/music\.example\/reset-password\/[A-Za-z0-9_-]{43}/);
    expect(messages[0]).not.toContain('evil.example');
    const token = resetTokenIn(messages[0]!);
    const [row] = await t.app.deps.db
      .select()
      .from(passwordTokens)
      .where(eq(passwordTokens.accountId, user.accountId));
    expect(row!.tokenHash).not.toBe(token);
    expect(row!.purpose).toBe('reset');
    const ttl = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000 + 1_000);
  });

  it('sets the new password once and ends every session of the account', async () => {
    const user = await createUser(t.app);
    const second = sessionCookie(await login(user.email, user.password));
    expect((await me(user.cookie)).statusCode).toBe(200);
    const token = await linkFor(user);

    const done = await reset(token, 'a brand new password');
    expect(done.statusCode).toBe(204);
    expect((await me(user.cookie)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    const left = await t.app.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.accountId, user.accountId));
    expect(left).toEqual([]);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'a brand new password')).statusCode).toBe(200);

    const again = await reset(token, 'an attacker password');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'auth.resetLinkInvalid' });
    expect((await login(user.email, 'an attacker password')).statusCode).toBe(401);
  });

  it('refuses an expired link, and a newer link kills nothing but itself when used', async () => {
    const user = await createUser(t.app);
    const old = await linkFor(user);
    await t.app.deps.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.accountId, user.accountId));
    expect((await reset(old, 'too late password')).statusCode).toBe(404);
    const fresh = await linkFor(user);
    expect((await reset(fresh, 'in time password')).statusCode).toBe(204);
  });

  it('ends every unused reset link when the password is changed in Settings (issue 24 item 5)', async () => {
    const user = await createUser(t.app);
    const mailedBefore = await linkFor(user);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: { cookie: user.cookie },
      payload: { currentPassword: user.password, newPassword: 'changed in settings' },
    });
    expect(changed.statusCode, changed.body).toBe(204);
    // Whoever finds the old e-mail cannot undo the change with it.
    expect((await reset(mailedBefore, 'taken over password')).statusCode).toBe(404);
    expect((await login(user.email, 'changed in settings')).statusCode).toBe(200);
    expect((await me(user.cookie)).statusCode).toBe(200);
  });

  it('keeps reset links and set-password links apart', async () => {
    const user = await createUser(t.app);
    const token = await linkFor(user);
    const viaSetPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token, password: 'another new password' },
    });
    expect(viaSetPassword.statusCode).toBe(404);
    expect((await me(user.cookie)).statusCode).toBe(200);
  });

  it('refuses a suspended account, and mails nobody for it or for the demo account', async () => {
    const user = await createUser(t.app);
    const token = await linkFor(user);
    await t.app.deps.db
      .update(accounts)
      .set({ status: 'suspended' })
      .where(eq(accounts.id, user.accountId));
    expect((await reset(token, 'suspended password')).statusCode).toBe(403);
    const demo = await createUser(t.app);
    await t.app.deps.db
      .update(accounts)
      .set({ isDemo: true })
      .where(eq(accounts.id, demo.accountId));
    expect((await forgot(user.email)).statusCode).toBe(202);
    expect((await forgot(demo.email)).statusCode).toBe(202);
    // A later request's mail arrives alone: the two before it wrote nothing.
    const witness = await createUser(t.app);
    await linkFor(witness);
    expect(await outboxMessages(t.dataDir)).toHaveLength(mailed);
  });

  it('refuses invalid input with 400', async () => {
    expect((await forgot('not-an-address')).statusCode).toBe(400);
    expect((await reset('', 'long enough password')).statusCode).toBe(400);
    expect((await reset('some-token', 'short')).statusCode).toBe(400);
  });
});

describe('the administrator sends a reset link', () => {
  let t: TestApp;
  let admin: TestUser;
  let member: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { role: 'admin' });
    member = await createUser(t.app);
  });
  afterAll(() => t.close());

  const send = (id: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${id}/reset-link`,
      headers: cookie ? { cookie } : {},
    });

  it('hands the link over when e-mail is not configured, and the link works', async () => {
    const res = await send(member.accountId, admin.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ delivery: string; link: string }>();
    expect(body.delivery).toBe('outbox');
    const token = /\/reset-password\/([A-Za-z0-9_-]{43})$/.exec(body.link)![1]!;
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'handed over password' },
    });
    expect(done.statusCode).toBe(204);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/auth/user',
          headers: { cookie: member.cookie },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('refuses anyone but an administrator, and an unknown user', async () => {
    expect((await send(member.accountId)).statusCode).toBe(401);
    const other = await createUser(t.app);
    expect((await send(admin.accountId, other.cookie)).statusCode).toBe(403);
    expect((await send('00000000-0000-4000-8000-000000000000', admin.cookie)).statusCode).toBe(404);
    expect((await send('not-a-uuid', admin.cookie)).statusCode).toBe(404);
  });

  it('queues a forgot-password e-mail for the SMTP server, where it arrives', async () => {
    const smtp = await startSmtpCapture();
    const withMail = await buildTestApp({ smtpUrl: smtp.url });
    try {
      const person = await createUser(withMail.app);
      const res = await withMail.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: person.email },
      });
      expect(res.statusCode).toBe(202);
      // The request answers before the link is stored and queued: wait for both, then the queue.
      await expect
        .poll(
          async () => {
            await drainMail(withMail.app);
            return smtp.messages.length;
          },
          { timeout: 20_000 },
        )
        .toBe(1);
      expect(smtp.messages[0]!.to).toEqual([person.email]);
      expect(decodedMail(smtp.messages[0]!.raw)).toMatch(/\/reset-password\/[A-Za-z0-9_-]{43}/);
    } finally {
      await withMail.close();
      await smtp.close();
    }
  });

  it('e-mails the link without showing it when an SMTP server takes it', async () => {
    const smtp = await startSmtpCapture();
    const withMail = await buildTestApp({ smtpUrl: smtp.url });
    try {
      const chief = await createUser(withMail.app, { role: 'admin' });
      const person = await createUser(withMail.app);
      const res = await withMail.app.inject({
        method: 'POST',
        url: `/api/admin/users/${person.accountId}/reset-link`,
        headers: { cookie: chief.cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ delivery: 'sent' });
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]!.to).toEqual([person.email]);
      expect(decodedMail(smtp.messages[0]!.raw)).toMatch(/\/reset-password\/[A-Za-z0-9_-]{43}/);
    } finally {
      await withMail.close();
      await smtp.close();
    }
  });
});
