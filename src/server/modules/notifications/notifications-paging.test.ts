import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOTIFICATIONS_UNREAD_COUNT_MAX,
  notificationSchema,
} from '../../../shared/schemas/notifications.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createUser, type TestUser } from '../../test/factories.js';
import {
  expectPageContract,
  expectStableAcrossInserts,
  readWhole,
} from '../../test/list-contract.js';
import { notificationsRepository } from './notifications.repository.js';

describe('notification pages', () => {
  let t: TestApp;
  let reader: TestUser;
  let other: TestUser;

  const notify = (profileId: string, count: number) =>
    notificationsRepository(t.app.deps.db).insertAndAnnounce(
      Array.from({ length: count }, () => profileId),
      {
        type: 'other',
        kind: 'member.removed',
        params: { project: 'Paged' },
        title: 'Removed',
        message: 'You are no longer a member of "Paged"',
        link: null,
      },
    );
  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    t = await buildTestApp();
    reader = await createUser(t.app);
    other = await createUser(t.app);
    // One batch shares its creation time: the id must break the tie.
    await notify(reader.profileId, 4);
    await notify(reader.profileId, 3);
    await notify(other.profileId, 2);
  });
  afterAll(() => t.close());

  const caller = () => ({ app: t.app, url: '/api/notifications', cookie: reader.cookie });

  it('keeps the page contract, newest first', async () => {
    const whole = await readWhole(caller());
    expect(whole).toHaveLength(7);
    const rows = notificationSchema
      .array()
      .parse((await get('/api/notifications', reader.cookie)).json());
    const times = rows.map((row) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    await expectPageContract(caller(), whole, 2);
  });

  it('never repeats or skips a notification when new ones arrive between two pages', async () => {
    await expectStableAcrossInserts(caller(), () => notify(reader.profileId, 3), 2);
  });

  it('answers the whole list without limit, past the old 50-row cap, streamed', async () => {
    const many = await createUser(t.app);
    await notify(many.profileId, 130);
    const res = await get('/api/notifications', many.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers.link).toBeUndefined();
    expect(notificationSchema.array().parse(res.json())).toHaveLength(130);
  });

  it('shows each profile only its own notifications, and nobody signed out', async () => {
    const theirs = await readWhole({ app: t.app, url: '/api/notifications', cookie: other.cookie });
    const mine = await readWhole(caller());
    expect(theirs).toHaveLength(2);
    expect(theirs.filter((id) => mine.includes(id))).toEqual([]);
    expect((await get('/api/notifications?limit=2')).statusCode).toBe(401);
    expect((await get('/api/notifications/unread-count')).statusCode).toBe(401);
  });

  it('counts unread on the server, up to the cap, and mark-all-read clears it', async () => {
    const busy = await createUser(t.app);
    await notify(busy.profileId, NOTIFICATIONS_UNREAD_COUNT_MAX + 5);
    const count = async (user: TestUser) =>
      (await get('/api/notifications/unread-count', user.cookie)).json<{ count: number }>().count;
    expect(await count(busy)).toBe(NOTIFICATIONS_UNREAD_COUNT_MAX + 1);
    expect(await count(other)).toBe(2);

    const [first] = notificationSchema
      .array()
      .parse((await get('/api/notifications?limit=1', other.cookie)).json());
    await t.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${first!.id}/read`,
      headers: { cookie: other.cookie },
    });
    expect(await count(other)).toBe(1);

    const all = await t.app.inject({
      method: 'PATCH',
      url: '/api/notifications/mark-all-read',
      headers: { cookie: busy.cookie },
    });
    expect(all.json()).toEqual({ updated: NOTIFICATIONS_UNREAD_COUNT_MAX + 5 });
    expect(await count(busy)).toBe(0);
  });
});
