import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PLAYLIST_DESCRIPTION_MAX,
  PLAYLIST_NAME_MAX,
  PLAYLIST_NAME_MISSING,
  PLAYLIST_NAME_TOO_LONG,
  PLAYLIST_NOT_FOUND,
} from '../../../shared/schemas/playlists.js';
import { playlists } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { playlistApi, type Method, type PlaylistApi } from '../../test/playlist-test-support.js';
import { spreadTimes } from '../../test/spread-times.js';

describe('playlists', () => {
  let t: TestApp;
  let api: PlaylistApi;
  let ada: TestUser;
  let grace: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    api = playlistApi(t);
    ada = await createUser(t.app);
    grace = await createUser(t.app);
  });
  afterAll(() => t.close());

  it('answers 401 on every playlist route when signed out', async () => {
    const id = randomUUID();
    const routes: Array<[Method, string, object?]> = [
      ['GET', '/api/playlists'],
      ['POST', '/api/playlists', { name: 'Mine' }],
      ['GET', `/api/playlists/${id}`],
      ['PATCH', `/api/playlists/${id}`, { name: 'Mine' }],
      ['DELETE', `/api/playlists/${id}`],
      ['POST', `/api/playlists/${id}/tracks`, { audioFileId: randomUUID() }],
      ['DELETE', `/api/playlists/${id}/tracks/${randomUUID()}`],
      ['PUT', `/api/playlists/${id}/tracks/order`, { trackIds: [] }],
      ['GET', `/api/playlists/${id}/tracks`],
      ['PUT', `/api/playlists/${id}/tracks/${randomUUID()}/position`, { afterTrackId: null }],
    ];
    for (const [method, url, payload] of routes) {
      const res = await api.call(method, url, undefined, payload);
      expect([method, url, res.statusCode]).toEqual([method, url, 401]);
    }
  });

  it('creates a playlist (trimmed, private, empty) and lists it newest first', async () => {
    const created = await api.create(ada, { name: '  Road trip  ', description: ' Loud ' });
    expect(created).toMatchObject({
      name: 'Road trip',
      description: 'Loud',
      isPublic: false,
      shareUrl: null,
      trackCount: 0,
      totalDuration: 0,
    });
    expect(created).not.toHaveProperty('tracks');
    // A minute older than the next one: two writes can share a clock tick, and a tie of the
    // newest-first list is ordered by random id.
    await spreadTimes(t.app.deps.db, playlists, [created.id]);
    const first = await api.read(ada, created.id);
    expect(first).toEqual({ ...created, createdAt: first.createdAt });
    const second = await api.create(ada, { name: 'Sunday' });
    expect(second.description).toBe('');
    const listed = await api.list(ada);
    expect(listed.map((p) => p.id)).toEqual([second.id, first.id]);
    expect(listed[1]).toEqual({
      id: first.id,
      name: 'Road trip',
      description: 'Loud',
      isPublic: false,
      shareUrl: null,
      trackCount: 0,
      totalDuration: 0,
      createdAt: first.createdAt,
      updatedAt: first.updatedAt,
    });
  });

  it('lists only the active profile’s playlists, whatever userId asks for', async () => {
    const theirs = await api.create(grace, { name: 'Grace only' });
    const mine = await api.list(ada);
    expect(mine.map((p) => p.id)).not.toContain(theirs.id);
    const asked = await api.list(ada, `?userId=${grace.profileId}`);
    expect(asked.map((p) => p.id)).toEqual(mine.map((p) => p.id));
    expect((await api.list(grace, `?userId=${ada.profileId}`)).map((p) => p.id)).toEqual([
      theirs.id,
    ]);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const before = await api.list(ada);
    const blank = await api.call('POST', '/api/playlists', ada, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      message: PLAYLIST_NAME_MISSING,
      code: 'playlists.nameRequired',
      fieldErrors: { name: PLAYLIST_NAME_MISSING },
    });
    const missing = await api.call('POST', '/api/playlists', ada, { description: 'No name' });
    expect(missing.json()).toMatchObject({ message: PLAYLIST_NAME_MISSING });
    const long = await api.call('POST', '/api/playlists', ada, {
      name: 'x'.repeat(PLAYLIST_NAME_MAX + 1),
    });
    expect([long.statusCode, long.json().message]).toEqual([400, PLAYLIST_NAME_TOO_LONG]);
    const longDescription = await api.call('POST', '/api/playlists', ada, {
      name: 'Ok',
      description: 'x'.repeat(PLAYLIST_DESCRIPTION_MAX + 1),
    });
    expect(longDescription.statusCode).toBe(400);
    expect(await api.list(ada)).toEqual(before);

    const target = before[0]!;
    const rename = await api.call('PATCH', `/api/playlists/${target.id}`, ada, { name: ' ' });
    expect([rename.statusCode, rename.json().message]).toEqual([400, PLAYLIST_NAME_MISSING]);
    const nothing = await api.call('PATCH', `/api/playlists/${target.id}`, ada, {});
    expect([nothing.statusCode, nothing.json().message]).toEqual([400, 'Nothing to update']);
    const wrongType = await api.call('PATCH', `/api/playlists/${target.id}`, ada, {
      isPublic: 'yes',
    });
    expect(wrongType.statusCode).toBe(400);
    expect(await api.list(ada)).toEqual(before);
  });

  it('changes name, description and visibility of one’s own playlist', async () => {
    const made = await api.create(ada, { name: 'Draft' });
    const renamed = await api.update(ada, made.id, { name: 'Final', description: 'Done' });
    expect(renamed).toMatchObject({ name: 'Final', description: 'Done', isPublic: false });
    expect(Date.parse(renamed.updatedAt)).toBeGreaterThanOrEqual(Date.parse(made.updatedAt));
    const shared = await api.update(ada, made.id, { isPublic: true });
    expect(shared.shareUrl).toMatch(/^\/listen\/[A-Za-z0-9_-]{32}$/);
    // Already public: the link stays the same; only a private spell mints a new one.
    expect((await api.update(ada, made.id, { isPublic: true })).shareUrl).toBe(shared.shareUrl);
    expect((await api.update(ada, made.id, { name: 'Final 2' })).shareUrl).toBe(shared.shareUrl);
    expect((await api.update(ada, made.id, { isPublic: false })).shareUrl).toBeNull();
    const publicAtOnce = await api.create(ada, { name: 'Open', isPublic: true });
    expect(publicAtOnce.shareUrl).toMatch(/^\/listen\/[A-Za-z0-9_-]{32}$/);
  });

  it('hides another profile’s playlist: 404 to read, change or delete it, and it stays', async () => {
    const theirs = await api.create(grace, { name: 'Private thoughts', description: 'Secret' });
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { name: 'Hijacked' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await api.call(method, `/api/playlists/${theirs.id}`, ada, payload);
      expect([method, res.statusCode, res.json().message]).toEqual([
        method,
        404,
        PLAYLIST_NOT_FOUND,
      ]);
    }
    expect(await api.read(grace, theirs.id)).toEqual(theirs);
    // An id that is no UUID names nothing: also 404, never 400.
    expect((await api.call('GET', '/api/playlists/nope', ada)).statusCode).toBe(404);
    expect((await api.call('GET', `/api/playlists/${randomUUID()}`, ada)).statusCode).toBe(404);
  });

  it('deletes one’s own playlist (204), after which it is gone (404)', async () => {
    const made = await api.create(ada, { name: 'Short lived' });
    const res = await api.call('DELETE', `/api/playlists/${made.id}`, ada);
    expect([res.statusCode, res.body]).toEqual([204, '']);
    expect((await api.call('GET', `/api/playlists/${made.id}`, ada)).statusCode).toBe(404);
    expect((await api.call('DELETE', `/api/playlists/${made.id}`, ada)).statusCode).toBe(404);
    expect((await api.list(ada)).map((p) => p.id)).not.toContain(made.id);
  });
});
