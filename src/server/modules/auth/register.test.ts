import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LIBRARY_PROJECT_DESCRIPTION,
  LIBRARY_PROJECT_TITLE,
  TRIAL_DAYS,
} from '../../../shared/constants.js';
import { currentUserSchema } from '../../../shared/schemas/auth.js';
import { accounts, profiles, projects } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { registration } from '../../test/factories.js';
import { sessionCookie, sessionSetCookie } from '../../test/session-cookies.js';

describe('POST /api/auth/register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const register = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', payload });

  it('creates the account, its profile and its library, and signs in', async () => {
    const body = registration({ email: '  New.Artist@Example.COM ' });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const user = currentUserSchema.parse(res.json());
    expect(user).toMatchObject({
      email: 'new.artist@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      artistName: 'Ada L',
      role: 'artist',
      plan: 'creator',
      trialEndsAt: null,
      onboarded: false,
      isDemo: false,
    });
    expect(res.body).not.toContain('scrypt');
    expect(res.body).not.toContain(body.password);

    const [account] = await t.app.deps.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'new.artist@example.com'));
    expect(account!.passwordHash).toMatch(/^scrypt\$/);
    expect(account!.passwordHash).not.toContain(body.password);
    const library = await t.app.deps.db
      .select()
      .from(projects)
      .where(eq(projects.ownerProfileId, user.id));
    expect(library).toHaveLength(1);
    expect(library[0]).toMatchObject({
      title: LIBRARY_PROJECT_TITLE,
      description: LIBRARY_PROJECT_DESCRIPTION,
      isLibrary: true,
    });

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: sessionCookie(res) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);
  });

  it('starts a 14-day Professional trial from the landing modal', async () => {
    const before = Date.now();
    const res = await register(registration({ plan: 'professional', artistName: null }));
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user.plan).toBe('professional');
    expect(user.artistName).toBeNull();
    const trialEnd = Date.parse(user.trialEndsAt);
    expect(trialEnd - before).toBeGreaterThanOrEqual(TRIAL_DAYS * 86_400_000 - 1000);
    expect(trialEnd - before).toBeLessThan(TRIAL_DAYS * 86_400_000 + 60_000);
  });

  it('creates the account even when the invitation token is dead, and says so', async () => {
    const res = await register(registration({ invitationToken: 'some-token' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().invitation).toEqual({
      error: 'This invitation link is invalid or has expired',
    });
  });

  it('honours remember me with a 30-day cookie', async () => {
    const res = await register(registration({ rememberMe: true }));
    expect(res.statusCode).toBe(201);
    expect(sessionSetCookie(res)).toMatch(/Expires=/);
  });

  it('refuses a duplicate e-mail, whatever its case, with 409', async () => {
    const email = 'twice@example.com';
    expect((await register(registration({ email }))).statusCode).toBe(201);
    const res = await register(registration({ email: 'TWICE@Example.com' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'An account with this e-mail already exists',
      code: 'auth.emailTaken',
    });
    expect(sessionSetCookie(res)).toBeUndefined();
    const rows = await t.app.deps.db.select().from(accounts).where(eq(accounts.email, email));
    expect(rows).toHaveLength(1);
  });

  it('lets only one of two simultaneous sign-ups with one e-mail through', async () => {
    const body = registration({ email: 'race@example.com' });
    const results = await Promise.all([register(body), register(body)]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses an invalid e-mail with a field error', async () => {
    const res = await register(registration({ email: 'not-an-email' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.email).toBe('Please enter a valid email address');
  });

  it('refuses a password shorter than 8 characters', async () => {
    const res = await register(registration({ password: 'short' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('8 characters');
    expect(res.json().fieldErrors.password).toContain('8 characters');
  });

  it('refuses missing names and creates nothing', async () => {
    const email = 'nameless@example.com';
    const res = await register(registration({ email, firstName: '  ', lastName: undefined }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
    const rows = await t.app.deps.db.select().from(accounts).where(eq(accounts.email, email));
    expect(rows).toHaveLength(0);
  });

  it('creates exactly one profile per registration', async () => {
    const res = await register(registration());
    const user = res.json();
    const rows = await t.app.deps.db
      .select()
      .from(profiles)
      .where(eq(profiles.accountId, user.accountId));
    expect(rows.map((row) => row.id)).toEqual([user.id]);
  });
});
