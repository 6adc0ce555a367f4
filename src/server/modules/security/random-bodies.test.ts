// Issue 8 item 3, property-based: every route that takes a body gets random JSON bodies (our
// schemas' field names with values of every wrong type, huge strings, NULs, deep nesting) from
// the owner of the resources it names, and must answer 2xx or 4xx, never 5xx.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { fixture } from '../../test/audio-test-support.js';
import { notWalkedSignedIn, publicRoute } from './public-routes.js';
import { randomBody, sharedFieldNames } from '../../test/random-bodies.js';
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
} from '../../test/security-world.js';

/**
 * Bodies per route: enough to find type confusion, bounded so the file stays near a minute.
 * FUZZ_RUNS=500 digs deeper by hand.
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS) || 25;
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Buffer.isBuffer(value) && !Array.isArray(value);

describe('random bodies on every route with a body', () => {
  let t: TestApp;
  let people: SecurityPeople;
  let fieldNames: string[];
  let wav: Buffer;

  beforeAll(async () => {
    t = await buildTestApp();
    people = await createPeople(t.app);
    fieldNames = await sharedFieldNames();
    wav = await fixture('wav');
  });
  afterAll(() => t.close());

  it('finds the field names of the shared schemas', () => {
    expect(fieldNames).toEqual(expect.arrayContaining(['title', 'projectId', 'percentage']));
  });

  it(
    `answers only 2xx or 4xx to ${RUNS_PER_ROUTE} random bodies per route`,
    { timeout: 180_000 * Math.max(1, RUNS_PER_ROUTE / 25) },
    async () => {
      const routes = t.app.routeTable.filter((route) => {
        const key = routeKey(route);
        return (
          WITH_BODY.has(route.method) &&
          !publicRoute(key)?.skipSignedIn &&
          !notWalkedSignedIn(key) &&
          !DESIGNED_503[key] &&
          !UNMAPPED[key] &&
          unmappedParams(route.url).length === 0
        );
      });
      expect(routes.length).toBeGreaterThan(25);
      const failures: string[] = [];
      for (const route of routes) {
        // Fresh rows per route: a random body may rename, move or re-role what it names.
        const world = await buildSecurityWorld(t.app, people);
        const { url, payload } = requestFor(route, world, wav);
        const base = isPlainObject(payload) ? payload : undefined;
        // The answer of the last failing body, for the failure's message: which 5xx, and why.
        let lastFailure = '';
        const result = await fc.check(
          fc.asyncProperty(randomBody(fieldNames, world.ownedIds, base), async (body) => {
            const res = await t.app.inject({
              method: route.method as 'POST',
              url,
              headers: { cookie: people.owner.cookie, 'content-type': 'application/json' },
              payload: body,
            });
            if (res.statusCode >= 500) lastFailure = `${res.statusCode} ${res.body.slice(0, 200)}`;
            return res.statusCode < 500;
          }),
          { numRuns: RUNS_PER_ROUTE, interruptAfterTimeLimit: 30_000 },
        );
        if (result.failed) {
          const example = JSON.stringify(result.counterexample?.[0] ?? null).slice(0, 300);
          // A request that threw rather than answered: its error instead.
          const answer = lastFailure || String(result.errorInstance).slice(0, 200);
          failures.push(
            `${routeKey(route)} (seed ${result.seed}, path ${result.counterexamplePath}): ${example} → ${answer}`,
          );
        }
      }
      // Named in the message itself: a retried pass is reported by its message alone.
      expect(failures, failures.join(' | ')).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    },
  );
});
