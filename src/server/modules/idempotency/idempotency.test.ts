import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as tables from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { freePort } from '../../test/free-port.js';
import {
  CREATE_CASES,
  POSTS_THAT_CREATE_NOTHING,
  SIGNED_OUT_POSTS,
  type World,
} from '../../test/idempotency-create-cases.js';
import { buildIdempotencyWorld } from '../../test/idempotency-world.js';
import { ROUTES_WITHOUT_IDEMPOTENCY } from './idempotency-rules.js';

describe('Idempotency-Key: every create is once (issue 25 item 2)', () => {
  let t: TestApp;
  let w: World;
  let other: TestUser;

  const post = (
    user: TestUser | null,
    url: string,
    payload: object | undefined,
    key: string | null,
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method: 'POST',
      url,
      ...(payload ? { payload } : {}),
      headers: {
        ...(user ? { cookie: user.cookie } : {}),
        ...(key !== null ? { 'idempotency-key': key } : {}),
      },
    });

  const rowsOf = async (table: PgTable) => {
    const [row] = await t.app.deps.db.select({ n: count() }).from(table);
    return row!.n;
  };

  beforeAll(async () => {
    t = await buildTestApp({ llmBaseUrl: `http://127.0.0.1:${await freePort()}/v1` });
    other = await createUser(t.app);
    w = await buildIdempotencyWorld(t.app);
  });
  afterAll(() => t.close());

  it.each(CREATE_CASES.map((c) => [c.route, c]))(
    '%s sent twice at once and once more after creates one row, and all three get its answer',
    async (_route, c) => {
      const user = c.as?.(w) ?? w.owner;
      const { url, payload } = c.call(w);
      const key = randomUUID();
      const before = await rowsOf(c.table);
      const atOnce = await Promise.all([
        post(user, url, payload, key),
        post(user, url, payload, key),
      ]);
      const after = await post(user, url, payload, key);

      expect(await rowsOf(c.table)).toBe(before + 1);
      const answers = [...atOnce, after];
      expect(answers.map((res) => res.statusCode)).toEqual(Array(3).fill(atOnce[0].statusCode));
      expect(atOnce[0].statusCode).toBeLessThan(300);
      expect(answers.map((res) => res.body)).toEqual(Array(3).fill(atOnce[0].body));
      // One of the two at once ran; the other and the later one were answered from the key.
      const replayed = answers.map((res) => res.headers['idempotent-replayed'] ?? null);
      expect(replayed.slice(0, 2).sort()).toEqual(['true', null].sort());
      expect(replayed[2]).toBe('true');
    },
  );

  it('places every POST route: a create case, nothing created, signed out, or left out with a reason', () => {
    const placed = new Set([
      ...CREATE_CASES.map((c) => c.route),
      ...Object.keys(POSTS_THAT_CREATE_NOTHING),
      ...SIGNED_OUT_POSTS,
      ...ROUTES_WITHOUT_IDEMPOTENCY.keys(),
    ]);
    const posts = t.app.routeTable
      .filter((route) => route.method === 'POST')
      .map((route) => `POST ${route.url}`);
    expect(posts.filter((route) => !placed.has(route))).toEqual([]);
  });

  it("another account's same key is its own", async () => {
    const key = randomUUID();
    const mine = await post(w.owner, '/api/playlists', { name: 'Shared key' }, key);
    const theirs = await post(other, '/api/playlists', { name: 'Shared key' }, key);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json<{ id: string }>().id).not.toBe(mine.json<{ id: string }>().id);
  });

  it('refuses the same key with another body, path or query (422), creating nothing', async () => {
    const key = randomUUID();
    expect((await post(w.owner, '/api/playlists', { name: 'First' }, key)).statusCode).toBe(201);
    const before = await rowsOf(tables.playlists);
    for (const [url, payload] of [
      ['/api/playlists', { name: 'Second' }],
      ['/api/playlists?x=1', { name: 'First' }],
      ['/api/folders', { name: 'First' }],
    ] as const) {
      const res = await post(w.owner, url, payload, key);
      expect([url, res.statusCode, res.json<{ code: string }>().code]).toEqual([
        url,
        422,
        'idempotency.keyReused',
      ]);
    }
    expect(await rowsOf(tables.playlists)).toBe(before);
  });

  it('keeps a 4xx answer as the answer to its key and replays it', async () => {
    const key = randomUUID();
    const first = await post(w.owner, '/api/playlists', { name: '' }, key);
    const again = await post(w.owner, '/api/playlists', { name: '' }, key);
    expect([first.statusCode, again.statusCode]).toEqual([400, 400]);
    expect(first.json<{ code: string }>().code).toBe('playlists.nameRequired');
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('frees the key after a 5xx answer, so the retry runs again', async () => {
    const key = randomUUID();
    const payload = { lines: 'hello', lang: 'en' };
    const first = await post(w.owner, '/api/ai/lyrics-suggestions', payload, key);
    expect(first.statusCode).toBe(502);
    expect(await keyRow(w.owner, key)).toBeUndefined();
    const retry = await post(w.owner, '/api/ai/lyrics-suggestions', payload, key);
    expect(retry.statusCode).toBe(502);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a key that is empty, too long or not printable ASCII (400) before any work', async () => {
    const before = await rowsOf(tables.playlists);
    for (const key of ['', 'k'.repeat(256), 'tab\there', 'caf\u00e9']) {
      const res = await post(w.owner, '/api/playlists', { name: 'Bad key' }, key);
      expect([key, res.statusCode, res.json<{ code: string }>().code]).toEqual([
        key,
        400,
        'idempotency.keyInvalid',
      ]);
    }
    expect(await rowsOf(tables.playlists)).toBe(before);
    const longest = await post(w.owner, '/api/playlists', { name: 'Long key' }, '~'.repeat(255));
    expect(longest.statusCode).toBe(201);
  });

  it('changes nothing without the header, and ignores it signed out', async () => {
    const before = await rowsOf(tables.playlists);
    await post(w.owner, '/api/playlists', { name: 'No key' }, null);
    await post(w.owner, '/api/playlists', { name: 'No key' }, null);
    expect(await rowsOf(tables.playlists)).toBe(before + 2);

    const inquiries = await rowsOf(tables.enterpriseInquiries);
    const payload = { name: 'Bo', company: 'Label', email: 'bo@example.com' };
    const key = randomUUID();
    const signedOut = [await post(null, '/api/enterprise-inquiries', payload, key)];
    signedOut.push(await post(null, '/api/enterprise-inquiries', payload, key));
    expect(signedOut.map((res) => res.headers['idempotent-replayed'])).toEqual([
      undefined,
      undefined,
    ]);
    expect(await rowsOf(tables.enterpriseInquiries)).toBe(inquiries + 2);
  });

  it('makes a repeat wait for the first request, then answers it with the kept answer', async () => {
    const key = randomUUID();
    const payload = { name: 'Waited for' };
    const first = await post(w.owner, '/api/playlists', payload, key);
    const kept = await keyRow(w.owner, key);
    // As if the first were still running: the repeat polls until the answer is kept.
    await setKey(w.owner, key, { state: 'running', status: null, body: null });
    const repeat = post(w.owner, '/api/playlists', payload, key);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await setKey(w.owner, key, { state: 'done', status: kept!.status, body: kept!.body });
    const res = await repeat;
    expect(res.statusCode).toBe(201);
    expect(res.body).toBe(first.body);
    expect(res.headers['idempotent-replayed']).toBe('true');
  });

  it(
    'answers 409 with Retry-After when the first request runs past the wait',
    { timeout: 20_000 },
    async () => {
      const key = randomUUID();
      const payload = { name: 'Slow' };
      await post(w.owner, '/api/playlists', payload, key);
      await setKey(w.owner, key, { state: 'running', status: null, body: null });
      const before = await rowsOf(tables.playlists);
      const started = Date.now();
      const res = await post(w.owner, '/api/playlists', payload, key);
      expect(Date.now() - started).toBeGreaterThanOrEqual(9_500);
      expect(res.statusCode).toBe(409);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json<{ code: string }>().code).toBe('idempotency.inProgress');
      expect(await rowsOf(tables.playlists)).toBe(before);
    },
  );

  it('takes over a reservation whose request died (running for over five minutes)', async () => {
    const key = randomUUID();
    const payload = { name: 'Orphaned' };
    await post(w.owner, '/api/playlists', payload, key);
    await setKey(w.owner, key, {
      state: 'running',
      status: null,
      body: null,
      createdAt: new Date(Date.now() - 6 * 60_000),
    });
    const res = await post(w.owner, '/api/playlists', payload, key);
    expect(res.statusCode).toBe(201);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
  });

  it('forgets keys after a day: expired ones run again, and the sweep deletes them', async () => {
    const key = randomUUID();
    const payload = { name: 'Yesterday' };
    const first = await post(w.owner, '/api/playlists', payload, key);
    await setKey(w.owner, key, { expiresAt: new Date(Date.now() - 1000) });
    const later = await post(w.owner, '/api/playlists', payload, key);
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.json<{ id: string }>().id).not.toBe(first.json<{ id: string }>().id);

    const kept = randomUUID();
    await post(w.owner, '/api/playlists', { name: 'Today' }, kept);
    await setKey(w.owner, key, { expiresAt: new Date(Date.now() - 1000) });
    expect(await t.app.repositories.idempotency.deleteExpired(new Date())).toBe(1);
    expect(await keyRow(w.owner, key)).toBeUndefined();
    expect(await keyRow(w.owner, kept)).toBeDefined();
    const dayLater = new Date(Date.now() + 24 * 3600_000 + 60_000);
    expect(await t.app.repositories.idempotency.deleteExpired(dayLater)).toBeGreaterThan(0);
    expect(await keyRow(w.owner, kept)).toBeUndefined();
  });

  const keyWhere = (user: TestUser, key: string) =>
    and(eq(tables.idempotencyKeys.accountId, user.accountId), eq(tables.idempotencyKeys.key, key));

  async function keyRow(user: TestUser, key: string) {
    const [row] = await t.app.deps.db
      .select()
      .from(tables.idempotencyKeys)
      .where(keyWhere(user, key));
    return row;
  }

  async function setKey(
    user: TestUser,
    key: string,
    changes: Partial<typeof tables.idempotencyKeys.$inferInsert>,
  ) {
    await t.app.deps.db.update(tables.idempotencyKeys).set(changes).where(keyWhere(user, key));
  }
});
