import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createUser, type TestUser } from '../../test/factories.js';
import {
  expectPageContract,
  expectStableAcrossInserts,
  readWhole,
} from '../../test/list-contract.js';
import { representativesRepository } from './representatives.repository.js';

describe('representative pages', () => {
  let t: TestApp;
  let artist: TestUser;
  let other: TestUser;

  const addRepresentatives = async (profileId: string, count: number) => {
    for (let i = 0; i < count; i += 1) {
      await representativesRepository(t.app.deps.db).insert(profileId, {
        name: `Agent ${i}`,
        role: 'agent',
        email: null,
        phone: null,
      });
    }
  };

  beforeAll(async () => {
    t = await buildTestApp();
    artist = await createUser(t.app);
    other = await createUser(t.app);
    await addRepresentatives(artist.profileId, 5);
    await addRepresentatives(other.profileId, 1);
  });
  afterAll(() => t.close());

  const caller = () => ({ app: t.app, url: '/api/user/representatives', cookie: artist.cookie });

  it('keeps the page contract, in the order they were added, with the total', async () => {
    const whole = await readWhole(caller());
    expect(whole).toHaveLength(5);
    await expectPageContract(caller(), whole, 2);
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/user/representatives?limit=2',
      headers: { cookie: artist.cookie },
    });
    expect(first.headers['x-total-count']).toBe('5');
  });

  it('never repeats or skips one when more are added between two pages', async () => {
    await expectStableAcrossInserts(caller(), () => addRepresentatives(artist.profileId, 2));
  });

  it("shows a profile only its own representatives, and nobody's signed out", async () => {
    const theirs = await readWhole({ ...caller(), cookie: other.cookie });
    expect(theirs).toHaveLength(1);
    expect((await readWhole(caller())).includes(theirs[0]!)).toBe(false);
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/user/representatives' });
    expect(signedOut.statusCode).toBe(401);
  });
});
