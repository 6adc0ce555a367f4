import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createUser } from '../../test/factories.js';

describe('PATCH /api/users/profile (onboarding)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const draft = {
    artistName: 'Luna Keys',
    genre: 'r&b',
    experience: 'hobbyist',
    location: 'Porto',
    bio: 'Late-night piano sketches.',
    goals: ['songwriting', 'demos'],
  };
  const save = (payload: object, cookie?: string) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/users/profile',
      payload,
      headers: cookie ? { cookie } : {},
    });
  const profileRow = async (id: string) =>
    (await t.app.deps.db.select().from(profiles).where(eq(profiles.id, id)))[0]!;

  it('saves the draft into the active profile and marks it onboarded', async () => {
    const user = await createUser(t.app);
    const res = await save(draft, user.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.profileId,
      artistName: 'Luna Keys',
      onboarded: true,
    });
    const row = await profileRow(user.profileId);
    expect(row).toMatchObject({
      artistName: 'Luna Keys',
      genre: 'r&b',
      experience: 'hobbyist',
      location: 'Porto',
      bio: 'Late-night piano sketches.',
      goals: ['songwriting', 'demos'],
    });
    expect(row.onboardedAt).toBeInstanceOf(Date);
  });

  it('accepts the optional fields left out', async () => {
    const user = await createUser(t.app);
    const res = await save(
      { artistName: 'Solo', genre: 'jazz', experience: 'professional' },
      user.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(await profileRow(user.profileId)).toMatchObject({
      location: null,
      bio: null,
      goals: [],
    });
  });

  it('answers 401 when signed out', async () => {
    const res = await save(draft);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthorized', code: 'auth.required' });
  });

  it.each([
    ['an unknown genre', { genre: 'polka' }, 'genre'],
    ['an unknown experience level', { experience: 'legend' }, 'experience'],
    ['an empty artist name', { artistName: '  ' }, 'artistName'],
    ['an unknown goal', { goals: ['fame'] }, 'goals.0'],
  ])('refuses %s with 400 and changes nothing', async (_name, change, field) => {
    const user = await createUser(t.app);
    const before = await profileRow(user.profileId);
    const res = await save({ ...draft, ...change }, user.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBeDefined();
    expect(await profileRow(user.profileId)).toEqual(before);
  });

  it('only changes the active profile of the account', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    await save(draft, user.cookie);
    expect((await profileRow(other.profileId)).onboardedAt).toBeNull();
  });
});
