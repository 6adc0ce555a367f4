import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RELEASE_NOT_FOUND,
  RELEASE_ORIGINAL_DATE_AFTER,
  RELEASE_UPC_INVALID,
  RELEASE_UPC_TAKEN,
  type ReleaseSummary,
} from '../../../shared/schemas/releases.js';
import { releases } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { nextLinkOf } from '../../test/paged-list-contract.js';
import {
  releaseApi,
  VALID_EAN,
  VALID_UPC,
  type Method,
  type ReleaseApi,
} from '../../test/release-test-support.js';
import { spreadTimes } from '../../test/spread-times.js';

describe('releases', () => {
  let t: TestApp;
  let api: ReleaseApi;
  let ada: TestUser;
  let grace: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    api = releaseApi(t);
    ada = await createUser(t.app, { artistName: 'Ada Sound' });
    grace = await createUser(t.app);
  });
  afterAll(() => t.close());

  it('answers 401 on every release route when signed out', async () => {
    const id = randomUUID();
    const routes: Array<[Method, string, unknown?]> = [
      ['GET', '/api/releases'],
      ['POST', '/api/releases', { type: 'single', title: 'One' }],
      ['GET', `/api/releases/${id}`],
      ['PATCH', `/api/releases/${id}`, { title: 'Two' }],
      ['DELETE', `/api/releases/${id}`],
      ['PUT', `/api/releases/${id}/tracks`, []],
    ];
    for (const [method, url, payload] of routes) {
      const res = await api.call(method, url, undefined, payload);
      expect([method, url, res.statusCode]).toEqual([method, url, 401]);
    }
  });

  it('creates a draft release named after the profile, reads, changes and deletes it', async () => {
    const created = await api.create(ada, {
      type: 'album',
      title: '  Night Drive ',
      upc: '0360-0029-1452',
      releaseDate: '2027-03-01',
      originalReleaseDate: '2020-01-01',
      loudnessTarget: -14,
    });
    expect(created).toMatchObject({
      type: 'album',
      title: 'Night Drive',
      artistName: 'Ada Sound',
      upc: VALID_UPC,
      status: 'draft',
      published: false,
      slug: null,
      artwork: null,
      trackCount: 0,
      tracks: [],
      loudnessTarget: -14,
    });
    expect(created.checklist.ready).toBe(false);
    expect(await api.read(ada, created.id)).toEqual(created);

    const changed = await api.update(ada, created.id, { artistName: 'The Adas', upc: VALID_EAN });
    expect(changed).toMatchObject({ artistName: 'The Adas', upc: VALID_EAN });
    expect(Date.parse(changed.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));

    const removed = await api.call('DELETE', `/api/releases/${created.id}`, ada);
    expect(removed.statusCode).toBe(204);
    expect((await api.call('GET', `/api/releases/${created.id}`, ada)).statusCode).toBe(404);
  });

  it("answers 404 for another profile's release, whatever the method", async () => {
    const mine = await api.create(ada);
    for (const [method, url, payload] of [
      ['GET', `/api/releases/${mine.id}`],
      ['PATCH', `/api/releases/${mine.id}`, { title: 'Taken' }],
      ['DELETE', `/api/releases/${mine.id}`],
      ['PUT', `/api/releases/${mine.id}/tracks`, []],
    ] as Array<[Method, string, unknown?]>) {
      const res = await api.call(method, url, grace, payload);
      expect([method, res.statusCode, res.json().message]).toEqual([
        method,
        404,
        RELEASE_NOT_FOUND,
      ]);
    }
    expect((await api.read(ada, mine.id)).title).toBe('First EP');
    const graceList = await api.call('GET', '/api/releases', grace);
    expect(graceList.json()).toEqual([]);
  });

  it('checks UPC check digits and keeps a UPC unique within the profile', async () => {
    const bad = await api.call('POST', '/api/releases', ada, {
      type: 'single',
      title: 'Bad code',
      upc: '036000291453',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: RELEASE_UPC_INVALID, code: 'releases.upcInvalid' });

    const first = await api.create(ada, { type: 'single', title: 'Coded', upc: '5901234123457' });
    const twice = await api.call('POST', '/api/releases', ada, {
      type: 'single',
      title: 'Coded again',
      upc: '5901234123457',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: RELEASE_UPC_TAKEN, code: 'releases.upcTaken' });
    const patched = await api.call('PATCH', `/api/releases/${(await api.create(ada)).id}`, ada, {
      upc: '5901234123457',
    });
    expect(patched.statusCode).toBe(409);
    // Another profile may use the same code (unique within a profile only).
    await api.create(grace, { type: 'single', title: 'Same code', upc: '5901234123457' });
    expect((await api.update(ada, first.id, { upc: null })).upc).toBeNull();
  });

  it('refuses an original release date after the release date, sent or stored', async () => {
    const res = await api.call('POST', '/api/releases', ada, {
      type: 'ep',
      title: 'Dates',
      releaseDate: '2026-01-01',
      originalReleaseDate: '2026-02-01',
    });
    expect(res.statusCode).toBe(400);
    const release = await api.create(ada, {
      type: 'ep',
      title: 'Dates',
      releaseDate: '2026-01-01',
    });
    const later = await api.call('PATCH', `/api/releases/${release.id}`, ada, {
      originalReleaseDate: '2026-02-01',
    });
    expect(later.statusCode).toBe(400);
    expect(later.json()).toMatchObject({
      message: RELEASE_ORIGINAL_DATE_AFTER,
      code: 'releases.originalDateAfter',
    });
  });

  it('pages the releases latest changed first, with a cursor and a total', async () => {
    const owner = await createUser(t.app);
    const made: string[] = [];
    for (let i = 0; i < 5; i += 1)
      made.push((await api.create(owner, { type: 'single', title: `S${i}` })).id);
    // Their times one apart, as two writes can share a clock tick; the change is newer still.
    await spreadTimes(t.app.deps.db, releases, made, releases.updatedAt);
    await api.update(owner, made[0]!, { title: 'S0 again' });
    const seen: ReleaseSummary[] = [];
    let url: string | null = '/api/releases?limit=2';
    while (url) {
      const res = await api.call('GET', url, owner);
      expect(res.statusCode).toBe(200);
      if (seen.length === 0) expect(res.headers['x-total-count']).toBe('5');
      seen.push(...res.json<ReleaseSummary[]>());
      url = nextLinkOf(res.headers.link);
    }
    expect(seen.map((r) => r.id)).toEqual([made[0], made[4], made[3], made[2], made[1]]);
    expect(seen[0]).not.toHaveProperty('tracks');
    const forged = await api.call('GET', '/api/releases?limit=2&cursor=abc', owner);
    expect(forged.statusCode).toBe(400);
  });
});
