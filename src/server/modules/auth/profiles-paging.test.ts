import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileSummarySchema } from '../../../shared/schemas/auth.js';
import { profiles } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createUser, type TestUser } from '../../test/factories.js';
import {
  expectPageContract,
  expectStableAcrossInserts,
  readWhole,
} from '../../test/list-contract.js';
import { spreadTimes } from '../../test/spread-times.js';

describe('profile pages', () => {
  let t: TestApp;
  let artist: TestUser;
  let other: TestUser;

  const addProfiles = async (user: TestUser, count: number) => {
    for (let i = 0; i < count; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/profiles',
        headers: { cookie: user.cookie },
        payload: { artistName: `Alias ${i}` },
      });
      expect(res.statusCode).toBe(201);
    }
  };

  beforeAll(async () => {
    t = await buildTestApp();
    artist = await createUser(t.app);
    other = await createUser(t.app);
    await addProfiles(artist, 4);
    // The account's first profile is the oldest: a minute older, as two writes can share a tick
    // of the clock, and a tie is ordered by random id.
    await spreadTimes(t.app.deps.db, profiles, [artist.profileId]);
  });
  afterAll(() => t.close());

  const caller = () => ({ app: t.app, url: '/api/auth/profiles', cookie: artist.cookie });

  it("keeps the page contract over the account's profiles, oldest first, the active one marked", async () => {
    const whole = await readWhole(caller());
    expect(whole).toHaveLength(5);
    expect(whole[0]).toBe(artist.profileId);
    await expectPageContract(caller(), whole, 2);
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profiles?limit=1',
      headers: { cookie: artist.cookie },
    });
    expect(first.headers['x-total-count']).toBe('5');
    expect(profileSummarySchema.array().parse(first.json())[0]?.isActive).toBe(true);
  });

  it('never repeats or skips a profile when profiles are made between two pages', async () => {
    await expectStableAcrossInserts(caller(), () => addProfiles(artist, 2));
  });

  it("shows an account only its own profiles, and nobody's signed out", async () => {
    expect(await readWhole({ ...caller(), cookie: other.cookie })).toEqual([other.profileId]);
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/auth/profiles?limit=2' });
    expect(signedOut.statusCode).toBe(401);
  });
});
