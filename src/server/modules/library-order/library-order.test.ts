import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { libraryOrderSchema, type LibraryOrder } from '../../../shared/schemas/audio.js';
import { libraryOrder } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createAudioRow, createProject, createUser, type TestUser } from '../../test/factories.js';

describe('GET and PUT /api/library/order', () => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  /** Song ids (version groups) of the owner: a, b in the library, c in another project. */
  let a: string;
  let b: string;
  let c: string;
  let strangerSong: string;
  let strangerOrder: LibraryOrder;

  const get = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/library/order', headers: cookie ? { cookie } : {} });
  /** `cookie` null sends the request signed out. */
  const put = (payload: object, cookie: string | null = owner.cookie) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/library/order',
      headers: cookie ? { cookie } : {},
      payload,
    });
  const storedRows = (profileId: string) =>
    t.app.deps.db
      .select({
        songId: libraryOrder.songId,
        pinned: libraryOrder.pinned,
      })
      .from(libraryOrder)
      .where(eq(libraryOrder.profileId, profileId))
      .orderBy(asc(libraryOrder.rankKey));

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app);
    stranger = await createUser(t.app);
    const library = await createProject(t.app, owner.profileId, { isLibrary: true });
    const ep = await createProject(t.app, owner.profileId);
    a = (await createAudioRow(t.app, library.id)).songId;
    // b has two versions: the order is kept per song, whichever version is latest.
    b = (await createAudioRow(t.app, library.id)).songId;
    await createAudioRow(t.app, library.id, { songId: b, isLatest: false });
    c = (await createAudioRow(t.app, ep.id)).songId;

    const theirLibrary = await createProject(t.app, stranger.profileId, { isLibrary: true });
    strangerSong = (await createAudioRow(t.app, theirLibrary.id)).songId;
    strangerOrder = { pinned: [strangerSong], order: [strangerSong] };
    expect((await put(strangerOrder, stranger.cookie)).statusCode).toBe(200);
  });
  beforeEach(async () => {
    await t.app.deps.db.delete(libraryOrder).where(eq(libraryOrder.profileId, owner.profileId));
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses signed-out callers with 401', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await put({ pinned: [], order: [a] }, null)).statusCode).toBe(401);
    expect(await storedRows(owner.profileId)).toEqual([]);
  });

  it('answers an empty order for a profile that never saved one', async () => {
    const res = await get(owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ pinned: [], order: [] });
  });

  it('stores pins and order and gives them back, on this and any other request', async () => {
    const saved = await put({ pinned: [b], order: [c, b, a] });
    expect(saved.statusCode).toBe(200);
    expect(libraryOrderSchema.parse(saved.json())).toEqual({ pinned: [b], order: [c, b, a] });
    expect((await get(owner.cookie)).json()).toEqual({ pinned: [b], order: [c, b, a] });
    expect(await storedRows(owner.profileId)).toEqual([
      { songId: c, pinned: false },
      { songId: b, pinned: true },
      { songId: a, pinned: false },
    ]);
  });

  it('replaces the previous order instead of merging with it', async () => {
    await put({ pinned: [a, c], order: [a, c, b] });
    const res = await put({ pinned: [], order: [b] });
    expect(res.json()).toEqual({ pinned: [], order: [b] });
    expect(await storedRows(owner.profileId)).toEqual([{ songId: b, pinned: false }]);
  });

  it('returns pinned songs in position order whatever order they were sent in', async () => {
    const res = await put({ pinned: [c, a], order: [a, b, c] });
    expect(res.json()).toEqual({ pinned: [a, c], order: [a, b, c] });
  });

  it.each([
    ['a pinned song missing from the order', () => ({ pinned: [c], order: [a, b] }), 'pinned'],
    ['a song twice in the order', () => ({ pinned: [], order: [a, b, a] }), 'order'],
    [
      'the same id twice in different case',
      () => ({ pinned: [], order: [a, a.toUpperCase()] }),
      'order',
    ],
    ['a song pinned twice', () => ({ pinned: [a, a], order: [a, b] }), 'pinned'],
    ['an id that is not a UUID', () => ({ pinned: [], order: [a, '23'] }), 'order.1'],
    ['a missing list', () => ({ order: [a] }), 'pinned'],
  ])('refuses %s with 400 and keeps the stored order', async (_case, payload, field) => {
    await put({ pinned: [a], order: [a, b] });
    const res = await put(payload());
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty([field]);
    expect((await get(owner.cookie)).json()).toEqual({ pinned: [a], order: [a, b] });
  });

  it('drops ids of deleted or unseen songs instead of failing the save', async () => {
    const deleted = randomUUID();
    const res = await put({ pinned: [deleted, a], order: [deleted, strangerSong, a, c] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ pinned: [a], order: [a, c] });
  });

  it('never touches another profile’s order', async () => {
    await put({ pinned: [a], order: [a, b, c, strangerSong] });
    expect((await get(stranger.cookie)).json()).toEqual(strangerOrder);
    expect(await storedRows(stranger.profileId)).toEqual([{ songId: strangerSong, pinned: true }]);
    expect((await get(owner.cookie)).json()).toEqual({ pinned: [a], order: [a, b, c] });
  });

  it('lets two saves of the same profile race without an error; one of them wins whole', async () => {
    const first = { pinned: [a], order: [a, b, c] };
    const second = { pinned: [], order: [c, b] };
    const results = await Promise.all([put(first), put(second), put(first), put(second)]);
    expect(results.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    expect([first, second]).toContainEqual((await get(owner.cookie)).json());
  });

  it('accepts the schema’s maximum of 20,000 ids per list in one save', async () => {
    const order = [...Array.from({ length: 19_998 }, () => randomUUID()), b, a];
    const pinned = [...order.slice(0, 19_998), a];
    const res = await put({ pinned, order });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ pinned: [a], order: [b, a] });
  });
});
