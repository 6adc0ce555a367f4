import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_ACCOUNT_SETTINGS,
  settingsResponseSchema,
} from '../../../shared/schemas/settings.js';
import { accountSettings, profiles, sessions } from '../../db/schema/index.js';
import { hashSessionToken, newSessionToken, SESSION_COOKIE } from '../../plugins/auth.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createUser, type TestUser } from '../../test/factories.js';

describe('GET/PATCH /api/settings', () => {
  let t: TestApp;
  let ada: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    ada = await createUser(t.app, { artistName: 'Ada Sounds' });
  });
  afterAll(() => t.close());

  const get = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/settings', headers: cookie ? { cookie } : {} });
  const patch = (payload: unknown, cookie: string | null = ada.cookie) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: cookie ? { cookie } : {},
      payload: payload as object,
    });
  const storedRow = async (accountId: string) =>
    (
      await t.app.deps.db
        .select()
        .from(accountSettings)
        .where(eq(accountSettings.accountId, accountId))
    )[0] ?? null;

  it('answers the defaults and the profile information before anything was saved', async () => {
    const fresh = await createUser(t.app, { artistName: 'Fresh Face' });
    const res = await get(fresh.cookie);
    expect(res.statusCode).toBe(200);
    expect(settingsResponseSchema.parse(res.json())).toEqual({
      ...DEFAULT_ACCOUNT_SETTINGS,
      profile: { artistName: 'Fresh Face', email: fresh.email },
    });
    expect(DEFAULT_ACCOUNT_SETTINGS).toEqual({
      language: 'en',
      pushNotifications: true,
      emailNotifications: true,
      theme: 'system',
      autoSave: true,
      timeZone: null,
    });
    expect(await storedRow(fresh.accountId)).toBeNull();
  });

  it('saves any subset, keeps the rest, and answers the whole settings', async () => {
    const first = await patch({ theme: 'dark', language: 'de' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      ...DEFAULT_ACCOUNT_SETTINGS,
      theme: 'dark',
      language: 'de',
    });
    const second = await patch({ autoSave: false, emailNotifications: false });
    expect(second.json()).toMatchObject({
      language: 'de',
      theme: 'dark',
      autoSave: false,
      emailNotifications: false,
      pushNotifications: true,
    });
    expect((await get(ada.cookie)).json()).toEqual(second.json());
    expect(await storedRow(ada.accountId)).toMatchObject({ theme: 'dark', autoSave: false });
  });

  it('refuses bad values with 400 and changes nothing', async () => {
    const before = (await get(ada.cookie)).json();
    const cases: [unknown, string][] = [
      [{ language: 'fr' }, 'language'],
      [{ theme: 'blue' }, 'theme'],
      [{ autoSave: 'yes' }, 'autoSave'],
      [{ pushNotifications: 1 }, 'pushNotifications'],
      // One bad field spoils the whole change: the good one is not saved either.
      [{ language: 'es', emailNotifications: null }, 'emailNotifications'],
      [{}, '_'],
      [{ somethingElse: true }, '_'],
    ];
    for (const [payload, field] of cases) {
      const res = await patch(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().fieldErrors ?? {}), JSON.stringify(payload)).toContain(field);
    }
    expect((await get(ada.cookie)).json()).toEqual(before);
  });

  it('saves a time zone, refuses an unknown one with its code, and clears it with null', async () => {
    const zone = await createUser(t.app);
    const saved = await patch({ timeZone: 'Asia/Kolkata' }, zone.cookie);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ timeZone: 'Asia/Kolkata' });
    expect(await storedRow(zone.accountId)).toMatchObject({ timeZone: 'Asia/Kolkata' });
    for (const timeZone of ['Mars/Olympus', 'A'.repeat(500), 5]) {
      const refused = await patch({ timeZone }, zone.cookie);
      expect(refused.statusCode, String(timeZone)).toBe(400);
      expect(Object.keys(refused.json().fieldErrors ?? {})).toContain('timeZone');
      if (typeof timeZone === 'string') {
        expect(refused.json().code, timeZone).toBe('settings.timeZoneInvalid');
      }
    }
    expect((await get(zone.cookie)).json()).toMatchObject({ timeZone: 'Asia/Kolkata' });
    const cleared = await patch({ timeZone: null }, zone.cookie);
    expect(cleared.json()).toMatchObject({ timeZone: null });
  });

  it('is per account: another profile of the same account sees the same settings', async () => {
    const [second] = await t.app.deps.db
      .insert(profiles)
      .values({
        accountId: ada.accountId,
        firstName: 'Ada',
        lastName: 'Two',
        artistName: 'Ada Two',
      })
      .returning();
    const token = newSessionToken();
    await t.app.deps.db.insert(sessions).values({
      tokenHash: hashSessionToken(token),
      accountId: ada.accountId,
      profileId: second!.id,
      expiresAt: new Date(Date.now() + 3600_000),
    });
    const res = await get(`${SESSION_COOKIE}=${token}`);
    const mine = (await get(ada.cookie)).json();
    expect(res.json()).toEqual({ ...mine, profile: { artistName: 'Ada Two', email: ada.email } });
  });

  it('keeps other accounts apart', async () => {
    const other = await createUser(t.app);
    await patch({ theme: 'light' }, other.cookie);
    expect((await get(ada.cookie)).json().theme).toBe('dark');
    expect((await get(other.cookie)).json().theme).toBe('light');
  });

  it('answers 401 when signed out, and saves nothing', async () => {
    expect((await get()).statusCode).toBe(401);
    const res = await patch({ theme: 'light' }, null);
    expect(res.statusCode).toBe(401);
    expect((await get(ada.cookie)).json().theme).toBe('dark');
  });
});
