// Issue 8 item 3, hostile bodies on every route that takes one: oversized (413), malformed or
// prototype-polluting JSON (400), other content types (4xx), and text holding NUL characters
// (400, where PostgreSQL would otherwise fail with a 500); the server keeps answering.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../app.js';
import { NUL_IN_TEXT } from '../../lib/validate.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { fixture, multipart } from '../../test/audio-test-support.js';
import { notWalkedSignedIn, publicRoute } from './public-routes.js';
import {
  DESIGNED_503,
  requestFor,
  routeKey,
  UNMAPPED,
  unmappedParams,
} from '../../test/route-requests.js';
import {
  buildSecurityWorld,
  createPeople,
  type SecurityPeople,
  type SecurityWorld,
} from '../../test/security-world.js';

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);
/** Over every body limit in the app (1 MB by default, 2 MB for the library order). */
const OVERSIZED = `{"title":"${'x'.repeat(3 * 1024 * 1024)}"}`;
const MALFORMED = ['{"title": ', "{'title':'x'}", '{"title":"x"}}', '[', 'nul', '{"a":1,}'];
const POLLUTING = [
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
];

describe('hostile request bodies', () => {
  let t: TestApp;
  let people: SecurityPeople;
  let world: SecurityWorld;
  let wav: Buffer;
  let routes: RouteEntry[];

  const send = (route: RouteEntry, payload: string | Buffer, contentType = 'application/json') =>
    t.app.inject({
      method: route.method as 'POST',
      url: requestFor(route, world, wav).url,
      headers: { cookie: people.owner.cookie, 'content-type': contentType },
      payload,
    });
  const healthy = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode === 200;

  beforeAll(async () => {
    t = await buildTestApp();
    people = await createPeople(t.app);
    world = await buildSecurityWorld(t.app, people);
    wav = await fixture('wav');
    routes = t.app.routeTable.filter((route) => {
      const key = routeKey(route);
      return (
        WITH_BODY.has(route.method) &&
        !publicRoute(key)?.skipSignedIn &&
        !notWalkedSignedIn(key) &&
        !UNMAPPED[key] &&
        unmappedParams(route.url).length === 0
      );
    });
  });
  afterAll(() => t.close());

  it('answers 413 to an oversized JSON body on every route, and keeps answering', async () => {
    expect(routes.length).toBeGreaterThan(25);
    const wrong: string[] = [];
    for (const route of routes) {
      const res = await send(route, OVERSIZED);
      if (res.statusCode !== 413) wrong.push(`${routeKey(route)} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    expect(await healthy()).toBe(true);
  });

  it('answers 400 to malformed or prototype-polluting JSON on every route', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      for (const body of [...MALFORMED, ...POLLUTING]) {
        const res = await send(route, body);
        if (res.statusCode !== 400) wrong.push(`${routeKey(route)} ${body} → ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await healthy()).toBe(true);
  });

  it('answers 4xx to bodies of other content types on every route that reads a JSON body', async () => {
    const wrong: string[] = [];
    // Routes without a body ignore whatever comes; a cross-site one is stopped by the Origin check.
    const reading = routes.filter((route) => {
      const { payload } = requestFor(route, world, wav);
      return payload && !Buffer.isBuffer(payload) && !DESIGNED_503[routeKey(route)];
    });
    expect(reading.length).toBeGreaterThan(15);
    for (const route of reading) {
      for (const [type, body] of [
        ['text/plain', '{"title":"x"}'],
        ['application/xml', '<title>x</title>'],
        ['application/x-www-form-urlencoded', 'title=x'],
      ] as const) {
        const res = await send(route, body, type);
        if (res.statusCode < 400 || res.statusCode >= 500) {
          wrong.push(`${routeKey(route)} ${type} → ${res.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a NUL character in every text field of every valid body with 400', async () => {
    const wrong: string[] = [];
    let fields = 0;
    for (const route of routes) {
      const { payload } = requestFor(route, world, wav);
      if (!payload || Buffer.isBuffer(payload)) continue;
      for (const [field, value] of Object.entries(payload)) {
        if (typeof value !== 'string') continue;
        fields += 1;
        const res = await send(route, JSON.stringify({ ...payload, [field]: `a\u0000b` }));
        if (res.statusCode !== 400) wrong.push(`${routeKey(route)} ${field} → ${res.statusCode}`);
      }
    }
    expect(fields).toBeGreaterThan(15);
    expect(wrong).toEqual([]);
  });

  it('refuses a NUL in an upload title and drops control characters from its file name', async () => {
    const upload = (parts: Parameters<typeof multipart>[0]) => {
      const body = multipart(parts);
      return t.app.inject({
        method: 'POST',
        url: `/api/projects/${world.projectId}/audio`,
        headers: { ...body.headers, cookie: people.owner.cookie },
        payload: body.payload,
      });
    };
    const file = { name: 'audio', filename: 'take\u0000\u0007.wav', content: wav };
    const titled = await upload([{ name: 'title', value: 'a\u0000b' }, file]);
    expect(titled.statusCode).toBe(400);
    expect(titled.json().message).toBe(NUL_IN_TEXT);
    const named = await upload([file]);
    expect(named.statusCode).toBe(201);
    expect(named.json()[0]).toMatchObject({ originalName: 'take.wav', title: 'take' });
  });
});
