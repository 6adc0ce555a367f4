// Issue 13: every route reads at most what its largest valid body needs. One byte over a
// route's limit is a 413 before the body is read (so nothing changes), and the largest valid
// bodies (every field at its cap, every character written in six bytes of JSON) still pass.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DETAILS_INPUT_LIMITS,
  DETAILS_TEXT_LIMITS,
  TAG_LENGTH_MAX,
  TAGS_MAX,
} from '../../../shared/schemas/details.js';
import { LYRICS_CONTENT_MAX, LYRICS_TITLE_MAX } from '../../../shared/schemas/lyrics.js';
import { lyrics, songDetails } from '../../db/schema/index.js';
import {
  DEFAULT_BODY_LIMIT,
  LIBRARY_ORDER_BODY_LIMIT,
  LYRICS_BODY_LIMIT,
} from '../../lib/body-limits.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createProjectResources } from '../../test/project-resources.js';
import { fillWithStrangers, routeKey } from '../../test/route-requests.js';

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);
/** Written by JSON.stringify as `\u0001`: six bytes for one character, the most there is. */
const SIX_BYTES = '\u0001';

/** A JSON object of exactly `bytes` bytes. */
const jsonOfSize = (bytes: number) => `{"x":"${'y'.repeat(bytes - '{"x":""}'.length)}"}`;

describe('request body limits (issue 13)', () => {
  let t: TestApp;
  let admin: TestUser;
  let owner: TestUser;
  let world: Awaited<ReturnType<typeof createProjectResources>>;

  const send = (method: string, url: string, who: TestUser, payload: string | object) =>
    t.app.inject({
      method: method as 'POST',
      url,
      payload,
      headers: { cookie: who.cookie, 'content-type': 'application/json' },
    });

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { role: 'admin' });
    owner = await createUser(t.app);
    world = await createProjectResources(t.app, owner.profileId);
  });
  afterAll(() => t.close());

  it('gives ordinary routes the default and raises it only for lyrics and the library order', () => {
    const raised = Object.fromEntries(
      t.app.routeTable
        .filter((route) => WITH_BODY.has(route.method) && route.bodyLimit !== DEFAULT_BODY_LIMIT)
        .map((route) => [routeKey(route), route.bodyLimit]),
    );
    expect(raised).toEqual({
      'POST /api/projects/:id/lyrics': LYRICS_BODY_LIMIT,
      'POST /api/lyrics': LYRICS_BODY_LIMIT,
      'PATCH /api/lyrics/:id': LYRICS_BODY_LIMIT,
      'PUT /api/library/order': LIBRARY_ORDER_BODY_LIMIT,
    });
    expect(DEFAULT_BODY_LIMIT).toBeLessThan(1024 * 1024);
  });

  it('refuses one byte over the limit with 413 on every route that takes a body', async () => {
    const wrong: string[] = [];
    for (const route of t.app.routeTable.filter((r) => WITH_BODY.has(r.method))) {
      const res = await send(
        route.method,
        fillWithStrangers(route.url),
        admin,
        jsonOfSize(route.bodyLimit + 1),
      );
      if (res.statusCode !== 413) wrong.push(`${routeKey(route)}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('reads a body of exactly the limit', async () => {
    const atLimit = [
      ['PATCH', `/api/projects/${world.project.id}`, DEFAULT_BODY_LIMIT],
      ['PATCH', `/api/lyrics/${world.lyricsId}`, LYRICS_BODY_LIMIT],
      ['PUT', '/api/library/order', LIBRARY_ORDER_BODY_LIMIT],
    ] as const;
    for (const [method, url, limit] of atLimit) {
      // Read and refused for what it says (no field it knows), not for its size.
      expect((await send(method, url, owner, jsonOfSize(limit))).statusCode).toBe(400);
    }
  });

  it('changes nothing when refusing an oversized body', async () => {
    const before = await t.app.deps.db.select().from(lyrics).where(eq(lyrics.id, world.lyricsId));
    const content = `"content":"${'z'.repeat(LYRICS_BODY_LIMIT)}"`;
    const res = await send('PATCH', `/api/lyrics/${world.lyricsId}`, owner, `{${content}}`);
    expect(res.statusCode).toBe(413);
    expect(await t.app.deps.db.select().from(lyrics).where(eq(lyrics.id, world.lyricsId))).toEqual(
      before,
    );
    const details = { notes: 'z'.repeat(DEFAULT_BODY_LIMIT) };
    const url = `/api/projects/${world.project.id}/details`;
    expect((await send('POST', url, owner, details)).statusCode).toBe(413);
    const rows = await t.app.deps.db
      .select()
      .from(songDetails)
      .where(eq(songDetails.projectId, world.project.id));
    expect(rows).toEqual([]);
  });

  it('accepts the largest valid song details, every character six bytes of JSON', async () => {
    const text = (max: number) => `t${SIX_BYTES.repeat(max - 1)}`;
    const tag = (i: number) =>
      `${String(i).padStart(2, '0')}${SIX_BYTES.repeat(TAG_LENGTH_MAX - 2)}`;
    const L = DETAILS_TEXT_LIMITS;
    const body = {
      genre: 'pop',
      subGenre: text(L.subGenre),
      mood: 'calm',
      tempo: 120,
      key: `C${' '.repeat(DETAILS_INPUT_LIMITS.key - 'C major'.length)} major`,
      timeSignature: '4/4',
      recordingDate: '2025-01-02',
      releaseDate: '2025-01-03',
      recordLabel: text(L.recordLabel),
      isrcCode: 'US-ABC-12-34567',
      copyright: text(L.copyright),
      publishingInfo: text(L.publishingInfo),
      tags: Array.from({ length: TAGS_MAX }, (_, i) => tag(i)),
      notes: text(L.notes),
    };
    const json = JSON.stringify(body);
    expect(Buffer.byteLength(json)).toBeGreaterThan(DEFAULT_BODY_LIMIT * 0.75);
    const res = await send('POST', `/api/projects/${world.project.id}/details`, owner, json);
    expect(res.statusCode).toBe(200);
    expect(res.json().tags).toHaveLength(TAGS_MAX);
  });

  it('accepts the largest valid lyrics, every character six bytes of JSON', async () => {
    const body = {
      title: `T${SIX_BYTES.repeat(LYRICS_TITLE_MAX - 1)}`,
      content: `Words${SIX_BYTES.repeat(LYRICS_CONTENT_MAX - 5)}`,
    };
    const json = JSON.stringify(body);
    expect(Buffer.byteLength(json)).toBeGreaterThan(6 * LYRICS_CONTENT_MAX);
    const url = `/api/projects/${world.project.id}/lyrics`;
    expect((await send('POST', url, owner, json)).statusCode).toBe(201);
  });
});
