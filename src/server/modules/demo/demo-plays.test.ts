// Issue 28 item 5: a fresh demo studio starts with a month of plays ending today, so its
// analytics page shows figures from the first visit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsAnswer } from '../../../shared/schemas/analytics.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { sessionCookie } from '../../test/session-cookies.js';
import { DEMO_PLAY_DAYS } from './demo.repository.js';

describe('demo studio plays', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('gives each demo studio a month of plays, the last of them today', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/demo-login' });
    expect(login.statusCode).toBeLessThan(400);
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - DEMO_PLAY_DAYS * 86_400_000).toISOString().slice(0, 10);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/analytics?from=${from}&to=${today}&tz=UTC`,
      headers: { cookie: sessionCookie(login) },
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json<AnalyticsAnswer>();
    expect(answer.totals.plays).toBeGreaterThan(100);
    expect(answer.byDay.at(-1)!.plays).toBeGreaterThan(0);
    expect(answer.bySong.length).toBeGreaterThan(1);
    const sources = answer.bySource.filter((row) => row.plays > 0).map((row) => row.source);
    expect(sources).toEqual(expect.arrayContaining(['own', 'collaborator', 'publicPlaylist']));
  });
});
