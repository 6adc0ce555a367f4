// Issue 14 item 5: limits on every path that costs the server or reaches a third person, kept
// in the database. Measured before: 20 sign-ups from one address in seconds, 25 invitations to
// 25 addresses, 15 resends to one address, all accepted. (Sign-in: auth/login.test.ts;
// invitations: collaborations/invitation-limits.test.ts.)
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { rateLimitBuckets } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  addMember,
  createAudioRow,
  createProject,
  createUser,
  registration,
  type TestUser,
} from '../../test/factories.js';
import { RATE_LIMITS } from './rate-limit-rules.js';
import { deleteEndedRateLimitBuckets, rateLimiter } from './rate-limiter.js';
import { expectRateLimited } from '../../test/rate-limit-test-support.js';

const signUp = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: registration(),
    remoteAddress,
  });

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('stops the 11th sign-up from one address within the hour; other addresses sign up', async () => {
    const { max } = RATE_LIMITS.signUpPerIp;
    for (let i = 0; i < max; i += 1)
      expect((await signUp(t.app, '203.0.113.1')).statusCode).toBe(201);
    const refused = await signUp(t.app, '203.0.113.1');
    expectRateLimited(refused, /Too many sign-ups from this address/);
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect((await signUp(t.app, '203.0.113.2')).statusCode).toBe(201);
  });

  it('starts counting again once the window has ended', async () => {
    const address = '203.0.113.3';
    for (let i = 0; i < RATE_LIMITS.signUpPerIp.max; i += 1) await signUp(t.app, address);
    expect((await signUp(t.app, address)).statusCode).toBe(429);
    // The window's end moved into the past, as an hour passing would.
    await t.app.deps.db.update(rateLimitBuckets).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await signUp(t.app, address)).statusCode).toBe(201);
  });

  it('limits forgot-password per e-mail the same way whether or not it has an account', async () => {
    const user = await createUser(t.app);
    const forgot = (email: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email },
        remoteAddress,
      });
    for (const email of [user.email, 'no-account@example.com']) {
      for (let i = 0; i < RATE_LIMITS.forgotPasswordPerEmail.max; i += 1) {
        expect((await forgot(email, `198.51.100.${i}`)).statusCode).toBe(202);
      }
      expectRateLimited(await forgot(email, '198.51.100.99'), /Too many reset requests/);
    }
  });

  it('limits forgot-password per address across e-mails', async () => {
    const forgot = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: `someone${i}@example.com` },
        remoteAddress: '198.51.100.200',
      });
    for (let i = 0; i < RATE_LIMITS.forgotPasswordPerIp.max; i += 1) {
      expect((await forgot(i)).statusCode).toBe(202);
    }
    expectRateLimited(await forgot(999), /Too many reset requests from this address/);
  });

  it('limits the comments of one account', async () => {
    const owner = await createUser(t.app);
    const project = await createProject(t.app, owner.profileId);
    const song = await createAudioRow(t.app, project.id, { duration: 60 });
    const comment = (who: TestUser) =>
      t.app.inject({
        method: 'POST',
        url: `/api/audio/${song.id}/comments`,
        headers: { cookie: who.cookie },
        payload: { body: 'Nice take', atSeconds: 1 },
      });
    for (let i = 0; i < RATE_LIMITS.commentsPerAccount.max; i += 1) {
      expect((await comment(owner)).statusCode).toBe(201);
    }
    expectRateLimited(await comment(owner), /commenting too fast/);
    const member = await createUser(t.app);
    await addMember(t.app, project.id, member, 'collaborator');
    expect((await comment(member)).statusCode).toBe(201);
  });

  it('limits enterprise inquiries per address with the same answer', async () => {
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/enterprise-inquiries',
        payload: {},
        remoteAddress: '192.0.2.50',
      });
    for (let i = 0; i < RATE_LIMITS.enterpriseInquiriesPerIp.max; i += 1) {
      expect((await post()).statusCode).toBe(400);
    }
    expectRateLimited(await post(), /Too many inquiries/);
  });

  it('stores digests, never the addresses or e-mails it counts', async () => {
    const rows = await t.app.deps.db.select().from(rateLimitBuckets);
    expect(rows.length).toBeGreaterThan(0);
    const keys = rows.map((row) => row.key).join(' ');
    expect(keys).not.toMatch(/203\.0\.113|@example\.com/);
  });
});

describe('limits held in the database', () => {
  let t: TestApp;
  const others: FastifyInstance[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    for (const app of others) await app.close();
    await t.close();
  });

  /** Another server on the same database: a second process, or this one after a restart. */
  async function anotherServer(): Promise<FastifyInstance> {
    const app = await buildApp({
      ...t.app.deps,
      clientDir: path.join(t.dataDir, 'no-client'),
    });
    await app.ready();
    others.push(app);
    return app;
  }

  it('count across server processes and across a restart', async () => {
    const second = await anotherServer();
    const address = '203.0.113.77';
    const { max } = RATE_LIMITS.signUpPerIp;
    for (let i = 0; i < max; i += 1) {
      expect((await signUp(i % 2 ? second : t.app, address)).statusCode).toBe(201);
    }
    expect((await signUp(second, address)).statusCode).toBe(429);
    await second.close();
    const restarted = await anotherServer();
    expect((await signUp(restarted, address)).statusCode).toBe(429);
    expect((await signUp(t.app, address)).statusCode).toBe(429);
  });

  it('are off with RATE_LIMITS=off (test suites and load tests from one address)', async () => {
    const off = await buildTestApp({ rateLimits: false });
    try {
      for (let i = 0; i < RATE_LIMITS.signUpPerIp.max + 2; i += 1) {
        expect((await signUp(off.app, '203.0.113.88')).statusCode).toBe(201);
      }
    } finally {
      await off.close();
    }
  });

  it('deletes the buckets whose windows ended (the periodic sweep, scheduler.ts)', async () => {
    let now = new Date('2030-01-01T00:00:00Z');
    const limiter = rateLimiter(t.app.deps.db, { now: () => now });
    await limiter.hit({ rule: 'commentsPerAccount', value: 'old-account' });
    now = new Date('2030-01-01T02:00:00Z');
    await limiter.hit({ rule: 'commentsPerAccount', value: 'new-account' });
    await deleteEndedRateLimitBuckets(t.app.deps.db, now);
    const rows = await t.app.deps.db.select().from(rateLimitBuckets);
    expect(rows.some((row) => row.expiresAt.getTime() < now.getTime())).toBe(false);
    expect(rows.some((row) => row.expiresAt.getTime() > now.getTime())).toBe(true);
  });
});
