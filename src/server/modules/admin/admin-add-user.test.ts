import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordTokens } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { decodedMail, outboxMessages } from '../../test/mail-capture.js';
import { sessionCookie } from '../../test/session-cookies.js';

/** The token in the newest outbox message's /set-password link. */
async function lastLinkToken(dataDir: string): Promise<string> {
  const messages = await outboxMessages(dataDir);
  const text = decodedMail(messages.at(-1) ?? '');
  const match = /\/set-password\/([A-Za-z0-9_-]{20,})/.exec(text);
  if (!match) throw new Error('No set-password link in the last message');
  return match[1]!;
}

describe('Add User and the set-password link', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { role: 'admin' });
  });
  afterAll(async () => {
    await t.close();
  });

  const addUser = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      payload,
      headers: { cookie: admin.cookie },
    });
  const setPassword = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/set-password', payload: { token, password } });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('creates the account without a usable password and e-mails a link that works once', async () => {
    const res = await addUser({
      email: 'New.Person@Example.com',
      firstName: 'New',
      lastName: 'Person',
      role: 'team_member',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      delivery: 'outbox',
      user: { email: 'new.person@example.com', role: 'team_member', name: 'New Person' },
    });
    const token = await lastLinkToken(t.dataDir);
    const mail = decodedMail((await outboxMessages(t.dataDir)).at(-1)!);
    expect(mail).toContain('To: new.person@example.com');
    // Only the digest is stored.
    const stored = await t.app.deps.db.select().from(passwordTokens);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    expect((await login('new.person@example.com', '')).statusCode).toBe(400);
    expect((await login('new.person@example.com', '!no-password-set')).statusCode).toBe(401);

    const preview = await t.app.inject({ method: 'GET', url: `/api/auth/set-password/${token}` });
    expect(preview.json()).toEqual({ email: 'new.person@example.com' });

    const set = await setPassword(token, 'my own new password');
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ email: 'new.person@example.com', role: 'team_member' });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: sessionCookie(set) },
    });
    expect(me.statusCode).toBe(200);
    expect((await login('new.person@example.com', 'my own new password')).statusCode).toBe(200);

    const again = await setPassword(token, 'someone else entirely');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This link is invalid or has expired');
    expect((await login('new.person@example.com', 'someone else entirely')).statusCode).toBe(401);
    const gone = await t.app.inject({ method: 'GET', url: `/api/auth/set-password/${token}` });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses an expired link', async () => {
    const res = await addUser({
      email: 'late@example.com',
      firstName: 'La',
      lastName: 'Te',
      role: 'user',
    });
    const accountId = res.json().user.id as string;
    const token = await lastLinkToken(t.dataDir);
    await t.app.deps.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.accountId, accountId));
    const set = await setPassword(token, 'too late for this');
    expect(set.statusCode).toBe(404);
    expect((await login('late@example.com', 'too late for this')).statusCode).toBe(401);
  });

  it('sets the link to expire in 7 days', async () => {
    const res = await addUser({
      email: 'week@example.com',
      firstName: 'We',
      lastName: 'Ek',
      role: 'user',
    });
    const [row] = await t.app.deps.db
      .select()
      .from(passwordTokens)
      .where(eq(passwordTokens.accountId, res.json().user.id as string));
    const days = (row!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
  });

  it('refuses a taken e-mail, a bad role and a short password', async () => {
    const taken = await addUser({
      email: admin.email,
      firstName: 'A',
      lastName: 'B',
      role: 'user',
    });
    expect(taken.statusCode).toBe(409);
    const role = await addUser({
      email: 'x@example.com',
      firstName: 'A',
      lastName: 'B',
      role: 'god',
    });
    expect(role.statusCode).toBe(400);
    await addUser({ email: 'short@example.com', firstName: 'S', lastName: 'H', role: 'user' });
    const short = await setPassword(await lastLinkToken(t.dataDir), 'short');
    expect(short.statusCode).toBe(400);
    expect((await setPassword('not-a-real-token', 'long enough password')).statusCode).toBe(404);
  });
});
