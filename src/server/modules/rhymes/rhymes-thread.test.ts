import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createUser, type TestUser } from '../../test/factories.js';

describe('rhyme finder thread', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    user = await createUser(t.app);
  });
  afterAll(() => t.close());

  it('builds its index off the event loop: other requests are answered meanwhile', async () => {
    const order: string[] = [];
    const rhymes = t.app
      .inject({ url: '/api/rhymes?word=heart', headers: { cookie: user.cookie } })
      .then((res) => {
        order.push('rhymes');
        return res;
      });
    const health = t.app.inject({ url: '/api/health' }).then((res) => {
      order.push('health');
      return res;
    });
    const [rhymesRes, healthRes] = await Promise.all([rhymes, health]);
    expect(healthRes.statusCode).toBe(200);
    expect(rhymesRes.statusCode).toBe(200);
    // The cold index takes seconds to build; a blocked loop would answer health after it.
    expect(order).toEqual(['health', 'rhymes']);
    expect(JSON.stringify(rhymesRes.json())).toContain('start');
  });

  it('counts syllables through the same thread', async () => {
    const res = await t.app.inject({
      url: `/api/syllables?text=${encodeURIComponent('heart of gold\nbeautiful')}`,
      headers: { cookie: user.cookie },
    });
    expect(res.json()).toEqual({ lines: [3, 3] });
  });
});
