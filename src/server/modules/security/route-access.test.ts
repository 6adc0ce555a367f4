// Issue 8 item 3, generated from app.routeTable: every route refuses the signed-out caller
// (401) unless public-routes.ts says why it may answer, and refuses an outsider (403/404) on
// every resource of another profile while the owner gets through on the same request. A route
// added without a check, or whose parameters the walk cannot aim, fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../app.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { fixture } from '../../test/audio-test-support.js';
import { notWalkedSignedIn, publicRoute } from './public-routes.js';
import {
  DESIGNED_503,
  fillWithStrangers,
  fillWithWorld,
  ownerRefusalByDesign,
  paramsOf,
  requestFor,
  routeKey,
  UNMAPPED,
  unmappedParams,
  type RouteRequest,
} from '../../test/route-requests.js';
import {
  buildSecurityWorld,
  createPeople,
  leaksPasswordHash,
  type SecurityPeople,
  type SecurityWorld,
} from '../../test/security-world.js';

/** Writes that name another profile's rows in the body and answer 2xx by dropping them. */
const FOREIGN_IDS_DROPPED: Readonly<Record<string, string>> = {
  'PUT /api/library/order': 'keeps only songs of projects the profile can see (the rest dropped)',
};

/** Reads the walk sends with an empty query (answered 400), so a slow first answer is skipped. */
const SLOW_READS: Readonly<Record<string, string>> = {
  'GET /api/rhymes':
    'dictionary data, no profile rows; a real word builds the rhyme index (~15 s), rhymes.test does',
  'GET /api/syllables': 'the same dictionary thread as /api/rhymes (rhymes.test covers it)',
};

const REFUSED = [403, 404];
const isSuccess = (status: number) => status >= 200 && status < 400;

describe('route table security walk', () => {
  let t: TestApp;
  let people: SecurityPeople;
  let world: SecurityWorld;
  let wav: Buffer;
  /** Password-hash leaks seen in any answer of any walk, and how many answers were read. */
  const leaks: string[] = [];
  let scanned = 0;

  async function send(req: RouteRequest, cookie?: string) {
    const headers = { ...req.headers, ...(cookie ? { cookie } : {}) };
    const res = await t.app.inject({ ...req, method: req.method as 'GET', headers });
    scanned += 1;
    const leak = leaksPasswordHash(res.body, world.passwordHashes);
    if (leak) leaks.push(`${req.method} ${req.url} (${res.statusCode}): ${leak}`);
    return res;
  }

  /** Owner ids in an answer to the outsider (none may be there). */
  const ownerIdsIn = (body: string, w: SecurityWorld) =>
    w.ownedIds.filter((id) => body.includes(id));

  const routes = () => t.app.routeTable.filter((r) => !notWalkedSignedIn(routeKey(r)));
  const privateRoutes = () => routes().filter((r) => !publicRoute(routeKey(r)));
  const aimed = (r: RouteEntry) => paramsOf(r.url).length > 0 && !UNMAPPED[routeKey(r)];

  beforeAll(async () => {
    t = await buildTestApp();
    people = await createPeople(t.app);
    world = await buildSecurityWorld(t.app, people);
    wav = await fixture('wav');
  });
  afterAll(() => t.close());

  it('answers 401 signed out on every route outside the public allowlist', async () => {
    const wrong: string[] = [];
    for (const route of t.app.routeTable) {
      const key = routeKey(route);
      const open = publicRoute(key);
      // Aim at the owner's real rows where possible: a leak there is the one that matters.
      const aimable = !open && unmappedParams(route.url).length === 0;
      const url = aimable ? fillWithWorld(route.url, world) : fillWithStrangers(route.url);
      const res = await send({ method: route.method, url });
      const expected = open ? open.signedOut : [401];
      if (!expected.includes(res.statusCode)) wrong.push(`${key} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('can aim every private route with parameters at the owner, or says why not', () => {
    const unaimed = privateRoutes()
      .filter((r) => unmappedParams(r.url).length > 0 && !UNMAPPED[routeKey(r)])
      .map((r) => `${routeKey(r)} (:${unmappedParams(r.url).join(', :')})`);
    expect(unaimed).toEqual([]);
    const registered = new Set(t.app.routeTable.map(routeKey));
    expect(Object.keys(UNMAPPED).filter((key) => !registered.has(key))).toEqual([]);
  });

  it('refuses an outsider every read of the owner’s resources, which the owner can read', async () => {
    const wrong: string[] = [];
    for (const route of privateRoutes().filter((r) => r.method === 'GET' && aimed(r))) {
      const req = requestFor(route, world, wav);
      const outsider = await send(req, people.outsider.cookie);
      const owner = await send(req, people.owner.cookie);
      if (!REFUSED.includes(outsider.statusCode))
        wrong.push(`${req.url}: outsider ${outsider.statusCode}`);
      const leaked = ownerIdsIn(outsider.body, world);
      if (leaked.length) wrong.push(`${req.url}: outsider saw ${leaked.join(', ')}`);
      if (!isSuccess(owner.statusCode))
        wrong.push(`${req.url}: owner ${owner.statusCode} (control)`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses an outsider every write to the owner’s resources, which the owner can make', async () => {
    const wrong: string[] = [];
    for (const route of privateRoutes().filter((r) => r.method !== 'GET' && aimed(r))) {
      // A fresh world each time: the owner's control request may delete what it names.
      const fresh = await buildSecurityWorld(t.app, people);
      const req = requestFor(route, fresh, wav);
      const outsider = await send(req, people.outsider.cookie);
      const owner = await send(req, people.owner.cookie);
      const key = routeKey(route);
      if (!REFUSED.includes(outsider.statusCode))
        wrong.push(`${key}: outsider ${outsider.statusCode}`);
      const leaked = ownerIdsIn(outsider.body, fresh);
      if (leaked.length) wrong.push(`${key}: outsider saw ${leaked.join(', ')}`);
      const byDesign = ownerRefusalByDesign(key);
      const ownerOk = byDesign ? owner.statusCode === byDesign : isSuccess(owner.statusCode);
      if (!ownerOk) wrong.push(`${key}: owner ${owner.statusCode} (control)`);
    }
    expect(wrong).toEqual([]);
  });

  it('shows an outsider none of the owner’s rows on routes without parameters', async () => {
    const wrong: string[] = [];
    const signedIn = routes().filter((r) => !publicRoute(routeKey(r))?.skipSignedIn);
    // The shared world: these routes name no resource in their path, so none of them may
    // touch the owner's rows (a route that did would fail below).
    for (const route of signedIn.filter((r) => paramsOf(r.url).length === 0)) {
      const key = routeKey(route);
      const req = requestFor(route, world, wav);
      const res = await send(req, people.outsider.cookie);
      const sent = Buffer.isBuffer(req.payload)
        ? req.payload.toString()
        : JSON.stringify(req.payload);
      const namesOwnerRows = ownerIdsIn(sent ?? '', world).length > 0;
      if (res.statusCode >= 500 && !DESIGNED_503[key]) wrong.push(`${key}: ${res.statusCode}`);
      if (namesOwnerRows && !FOREIGN_IDS_DROPPED[key] && !REFUSED.includes(res.statusCode)) {
        wrong.push(`${key}: a body naming the owner's rows answered ${res.statusCode}`);
      }
      // An id the request itself named may come back (a bulk refusal lists the ids it refuses,
      // the same answer for a missing id): repeating what the caller sent reveals nothing.
      const leaked = ownerIdsIn(res.body, world).filter((id) => !`${req.url}${sent}`.includes(id));
      if (leaked.length) wrong.push(`${key}: outsider saw ${leaked.join(', ')}`);
    }
    expect(wrong).toEqual([]);
  });

  it('gives the owner every read without parameters', async () => {
    const wrong: string[] = [];
    const reads = routes().filter((r) => r.method === 'GET' && paramsOf(r.url).length === 0);
    for (const route of reads.filter((r) => !publicRoute(routeKey(r)))) {
      const res = await send(requestFor(route, world, wav), people.owner.cookie);
      const key = routeKey(route);
      if (!isSuccess(res.statusCode) && !SLOW_READS[key]) wrong.push(`${key}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('never puts a password hash or a passwordHash key in any answer of the walks', () => {
    // The walks above ran first (one file runs in order): each route was answered several times.
    expect(scanned).toBeGreaterThan(2 * t.app.routeTable.length);
    expect(leaks).toEqual([]);
  });
});
