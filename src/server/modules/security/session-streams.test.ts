// Issue 14 item 3: a session's end ends everything of it. An open notification stream (SSE) kept
// delivering after its session logged out or a password change ended it, and one account could
// hold 200 streams. Two servers share one database here, as behind a load balancer: streams are
// held open on one, sessions end through the other (on PostgreSQL with separate connections, so
// the signal crosses processes' pools by LISTEN/NOTIFY). The periodic deletion of expired
// sessions: expired-sessions-sweep.test.ts.
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordTokens, sessions } from '../../db/schema/index.js';
import { hashSessionToken, newSessionToken, SESSION_COOKIE } from '../../plugins/auth.js';
import { hashEmailedToken } from '../../lib/emailed-token.js';
import { createUser, type TestUser } from '../../test/factories.js';
import {
  twoAppsOnOneDatabase,
  type TwoAppsOnOneDatabase,
} from '../../test/two-apps-one-database.js';
import { MAX_STREAMS_PER_ACCOUNT } from '../notifications/stream-sessions.js';

/** How long a test waits for a stream to end before calling it still open. */
const PATIENCE_MS = 5_000;
/**
 * For a stream that must stay open, checked after another stream of the same change closed:
 * one re-check closes all of them, so a short look suffices (a slow machine only makes it pass).
 */
const STILL_OPEN_MS = 300;

interface OpenStream {
  /** Resolves to 'closed' once the server ends the stream, or 'open' after `patienceMs`. */
  outcome(patienceMs?: number): Promise<'closed' | 'open'>;
  stop(): void;
}

describe('a session’s end closes its notification streams', () => {
  let apps: TwoAppsOnOneDatabase;
  /** Where the actions happen (sign-out, password change, suspension, deletion). */
  let writer: FastifyInstance;
  /** Where the streams are held open. */
  let reader: FastifyInstance;
  let readerBase: string;
  let admin: TestUser;

  beforeAll(async () => {
    apps = await twoAppsOnOneDatabase();
    ({ writer, reader } = apps);
    readerBase = await reader.listen({ port: 0, host: '127.0.0.1' });
    admin = await createUser(writer, { role: 'admin' });
  });
  afterAll(async () => {
    await apps.close();
  });

  /** Opens the stream with `cookie` on the reader and waits until it is registered. */
  async function openStream(cookie: string): Promise<OpenStream> {
    const controller = new AbortController();
    const res = await fetch(`${readerBase}/api/notifications/stream`, {
      headers: { cookie },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    await reader.read(); // the retry line: the stream is registered
    const ended = (async () => {
      try {
        while (!(await reader.read()).done);
      } catch {
        // aborted by stop()
      }
      return 'closed' as const;
    })();
    return {
      outcome: (patienceMs = PATIENCE_MS) =>
        Promise.race([ended, sleep(patienceMs).then(() => 'open' as const)]),
      stop: () => controller.abort(),
    };
  }

  /** Another signed-in session of `user` (another device), expiring at `expiresAt`. */
  async function anotherSession(
    user: TestUser,
    expiresAt = new Date(Date.now() + 3600_000),
  ): Promise<string> {
    const token = newSessionToken();
    await writer.deps.db.insert(sessions).values({
      tokenHash: hashSessionToken(token),
      accountId: user.accountId,
      profileId: user.profileId,
      expiresAt,
    });
    return `${SESSION_COOKIE}=${token}`;
  }

  it('signing out closes that session’s stream, and only that one', async () => {
    const user = await createUser(writer);
    const otherDevice = await anotherSession(user);
    const signedOut = await openStream(user.cookie);
    const kept = await openStream(otherDevice);
    const res = await writer.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBe(204);
    expect(await signedOut.outcome()).toBe('closed');
    expect(await kept.outcome(STILL_OPEN_MS)).toBe('open');
    kept.stop();
  });

  it('a password change closes the other sessions’ streams and keeps the changer’s', async () => {
    const user = await createUser(writer);
    const otherDevice = await anotherSession(user);
    const changer = await openStream(user.cookie);
    const other = await openStream(otherDevice);
    const res = await writer.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: { cookie: user.cookie },
      payload: { currentPassword: user.password, newPassword: 'a brand new password' },
    });
    expect(res.statusCode).toBe(204);
    expect(await other.outcome()).toBe('closed');
    expect(await changer.outcome(STILL_OPEN_MS)).toBe('open');
    changer.stop();
  });

  it('resetting the password with an e-mailed link closes every stream of the account', async () => {
    const user = await createUser(writer);
    const otherDevice = await anotherSession(user);
    const streams = [await openStream(user.cookie), await openStream(otherDevice)];
    const token = newSessionToken();
    await writer.deps.db.insert(passwordTokens).values({
      tokenHash: hashEmailedToken(token),
      accountId: user.accountId,
      purpose: 'reset',
      expiresAt: new Date(Date.now() + 3600_000),
    });
    const res = await writer.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'a brand new password' },
    });
    expect(res.statusCode).toBeLessThan(300);
    for (const stream of streams) expect(await stream.outcome()).toBe('closed');
  });

  it('suspending an account closes its streams; a bystander’s stays open', async () => {
    const user = await createUser(writer);
    const bystander = await createUser(writer);
    const stream = await openStream(user.cookie);
    const bystanderStream = await openStream(bystander.cookie);
    const res = await writer.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.accountId}`,
      headers: { cookie: admin.cookie },
      payload: { status: 'suspended' },
    });
    expect(res.statusCode).toBe(200);
    expect(await stream.outcome()).toBe('closed');
    expect(await bystanderStream.outcome(STILL_OPEN_MS)).toBe('open');
    bystanderStream.stop();
  });

  it('deleting an account (by its owner or an administrator) closes its streams', async () => {
    const owner = await createUser(writer);
    const removed = await createUser(writer);
    const ownStream = await openStream(owner.cookie);
    const removedStream = await openStream(removed.cookie);
    const selfDelete = await writer.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: owner.cookie },
      payload: { password: owner.password },
    });
    expect(selfDelete.statusCode).toBe(204);
    const adminDelete = await writer.inject({
      method: 'DELETE',
      url: `/api/admin/users/${removed.accountId}`,
      headers: { cookie: admin.cookie },
    });
    expect(adminDelete.statusCode).toBe(204);
    expect(await ownStream.outcome()).toBe('closed');
    expect(await removedStream.outcome()).toBe('closed');
  });

  it('a stream closes when its session expires', async () => {
    const user = await createUser(writer);
    const shortLived = await anotherSession(user, new Date(Date.now() + 1_500));
    const stream = await openStream(shortLived);
    expect(await stream.outcome()).toBe('closed');
  });

  it(`keeps at most ${MAX_STREAMS_PER_ACCOUNT} streams per account, closing the oldest`, async () => {
    const user = await createUser(writer);
    const streams: OpenStream[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_ACCOUNT; i += 1)
      streams.push(await openStream(user.cookie));
    const newest = await openStream(user.cookie);
    expect(await streams[0]!.outcome()).toBe('closed');
    expect(await streams[1]!.outcome(STILL_OPEN_MS)).toBe('open');
    expect(await newest.outcome(STILL_OPEN_MS)).toBe('open');
    for (const stream of [...streams.slice(1), newest]) stream.stop();
  });
});
