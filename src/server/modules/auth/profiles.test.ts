import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIBRARY_PROJECT_TITLE } from '../../../shared/constants.js';
import {
  profileSummarySchema,
  sessionAnswerSchema,
  type ProfileSummary,
} from '../../../shared/schemas/auth.js';
import { profiles, projects, sessions } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createUser } from '../../test/factories.js';
import { sessionCookie } from '../../test/session-cookies.js';
import { spreadTimes } from '../../test/spread-times.js';

describe('current user, logout and profiles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

  it('answers 401 Unauthorized to every signed-in route when signed out', async () => {
    const profileId = (await createUser(t.app)).profileId;
    for (const [method, url, payload] of [
      ['GET', '/api/auth/user'],
      ['GET', '/api/auth/profiles'],
      ['POST', '/api/auth/profiles', { artistName: 'Side Project' }],
      ['POST', '/api/auth/switch-profile', { profileId }],
    ] as const) {
      const res = await call(method, url, undefined, payload);
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthorized', code: 'auth.required' });
    }
  });

  it('answers 401 to a made-up session cookie', async () => {
    const res = await call('GET', '/api/auth/user', `trackroom_session=${'x'.repeat(43)}`);
    expect(res.statusCode).toBe(401);
  });

  it('answers the session check with 200 and no user when signed out or the cookie is dead', async () => {
    for (const cookie of [undefined, `trackroom_session=${'x'.repeat(43)}`]) {
      const res = await call('GET', '/api/auth/session', cookie);
      expect(res.statusCode).toBe(200);
      expect(sessionAnswerSchema.parse(res.json())).toEqual({ user: null });
    }
  });

  it('answers the session check with the signed-in user, as GET /api/auth/user does', async () => {
    const user = await createUser(t.app, { artistName: 'Checked In' });
    const res = await call('GET', '/api/auth/session', user.cookie);
    expect(res.statusCode).toBe(200);
    const { user: answered } = sessionAnswerSchema.parse(res.json());
    expect(answered).toEqual((await call('GET', '/api/auth/user', user.cookie)).json());
    expect(answered).toMatchObject({ id: user.profileId, artistName: 'Checked In' });
  });

  it('returns the current user without any password data', async () => {
    const user = await createUser(t.app, { role: 'founder', artistName: 'The Founder' });
    const res = await call('GET', '/api/auth/user', user.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.profileId,
      accountId: user.accountId,
      email: user.email,
      role: 'founder',
      artistName: 'The Founder',
      onboarded: false,
    });
    expect(res.body).not.toMatch(/password|scrypt/i);
  });

  it('logs out: deletes the session row, and the old cookie no longer works', async () => {
    const user = await createUser(t.app);
    const res = await call('POST', '/api/auth/logout', user.cookie);
    expect(res.statusCode).toBe(204);
    const rows = await t.app.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.accountId, user.accountId));
    expect(rows).toHaveLength(0);
    expect((await call('GET', '/api/auth/user', user.cookie)).statusCode).toBe(401);
  });

  it('logs out idempotently when already signed out', async () => {
    expect((await call('POST', '/api/auth/logout')).statusCode).toBe(204);
  });

  it('creates another profile with its own library, lists and switches to it', async () => {
    const user = await createUser(t.app);
    const created = await call('POST', '/api/auth/profiles', user.cookie, {
      artistName: ' Night Shift ',
      firstName: 'Nia',
    });
    expect(created.statusCode).toBe(201);
    const profile = profileSummarySchema.parse(created.json());
    expect(profile).toMatchObject({ artistName: 'Night Shift', firstName: 'Nia', lastName: '' });
    expect(profile.isActive).toBe(false);
    const library = await t.app.deps.db
      .select()
      .from(projects)
      .where(and(eq(projects.ownerProfileId, profile.id), eq(projects.isLibrary, true)));
    expect(library.map((row) => row.title)).toEqual([LIBRARY_PROJECT_TITLE]);

    // Oldest first: the two profiles' times one apart, as two writes can share a clock tick.
    await spreadTimes(t.app.deps.db, profiles, [user.profileId, profile.id]);
    const listed = await call('GET', '/api/auth/profiles', user.cookie);
    const rows = listed.json<ProfileSummary[]>().map((p) => [p.id, p.isActive]);
    expect(rows).toEqual([
      [user.profileId, true],
      [profile.id, false],
    ]);

    const switched = await call('POST', '/api/auth/switch-profile', user.cookie, {
      profileId: profile.id,
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().message).toBe('Profile switched successfully');
    expect(switched.json().user).toMatchObject({ id: profile.id, artistName: 'Night Shift' });
    expect((await call('GET', '/api/auth/user', user.cookie)).json().id).toBe(profile.id);
    const after = await call('GET', '/api/auth/profiles', user.cookie);
    const active = after.json<ProfileSummary[]>().find((p) => p.isActive);
    expect(active?.id).toBe(profile.id);
  });

  it('refuses a profile without an artist name', async () => {
    const user = await createUser(t.app);
    const res = await call('POST', '/api/auth/profiles', user.cookie, { artistName: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.artistName).toBe('Artist name is required');
  });

  it("cannot switch to another account's profile (404) and stays where it was", async () => {
    const me = await createUser(t.app);
    const stranger = await createUser(t.app);
    const res = await call('POST', '/api/auth/switch-profile', me.cookie, {
      profileId: stranger.profileId,
    });
    expect(res.statusCode).toBe(404);
    expect((await call('GET', '/api/auth/user', me.cookie)).json().id).toBe(me.profileId);
  });

  it('refuses a malformed profile id with 400', async () => {
    const me = await createUser(t.app);
    const res = await call('POST', '/api/auth/switch-profile', me.cookie, { profileId: 'abc' });
    expect(res.statusCode).toBe(400);
  });

  it('a session started by login lists the same profiles', async () => {
    const user = await createUser(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    const listed = await call('GET', '/api/auth/profiles', sessionCookie(login));
    expect(listed.json()).toHaveLength(1);
    expect(listed.json()[0].isActive).toBe(true);
  });
});
