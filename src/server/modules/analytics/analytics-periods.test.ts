// Issue 28 item 5: days are the person's days (an IANA zone), and a bad period is a coded 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsAnswer } from '../../../shared/schemas/analytics.js';
import { plays } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createAudioRow, createProject, createUser, type TestUser } from '../../test/factories.js';

describe('GET /api/analytics periods and zones', () => {
  let t: TestApp;
  let owner: TestUser;

  const read = (query: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/analytics?${query}`,
      headers: { cookie: owner.cookie },
    });

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app);
    const song = await createAudioRow(t.app, (await createProject(t.app, owner.profileId)).id);
    // 23:30 UTC on 10 June is 01:30 on 11 June in Berlin (summer time, UTC+2).
    await t.app.deps.db.insert(plays).values({
      audioFileId: song.id,
      ownerProfileId: owner.profileId,
      playedAt: new Date('2026-06-10T23:30:00Z'),
      source: 'own',
    });
  });
  afterAll(() => t.close());

  it('counts a play at 23:30 UTC on the next day in Europe/Berlin', async () => {
    const berlin = (
      await read('from=2026-06-10&to=2026-06-11&tz=Europe/Berlin')
    ).json<AnalyticsAnswer>();
    expect(berlin.byDay).toEqual([
      { date: '2026-06-10', plays: 0, listens: 0 },
      { date: '2026-06-11', plays: 1, listens: 0 },
    ]);
    const utc = (await read('from=2026-06-10&to=2026-06-11&tz=UTC')).json<AnalyticsAnswer>();
    expect(utc.byDay.map((day) => day.plays)).toEqual([1, 0]);
    // A period of the 10th only: in Berlin the play is outside it.
    const tenth = (
      await read('from=2026-06-10&to=2026-06-10&tz=Europe/Berlin')
    ).json<AnalyticsAnswer>();
    expect(tenth.totals.plays).toBe(0);
  });

  it("counts days in the zone of the person's settings when the query names none", async () => {
    expect((await read('from=2026-06-11&to=2026-06-11')).json<AnalyticsAnswer>()).toMatchObject({
      tz: 'UTC',
      totals: { plays: 0 },
    });
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie: owner.cookie },
      payload: { timeZone: 'Europe/Berlin' },
    });
    expect(saved.statusCode).toBe(200);
    const answer = (await read('from=2026-06-11&to=2026-06-11')).json<AnalyticsAnswer>();
    expect(answer).toMatchObject({ tz: 'Europe/Berlin', totals: { plays: 1 } });
    // A zone in the query still wins over the setting.
    const utc = (await read('from=2026-06-11&to=2026-06-11&tz=UTC')).json<AnalyticsAnswer>();
    expect(utc).toMatchObject({ tz: 'UTC', totals: { plays: 0 } });
  });

  it('refuses bad periods and zones with 400 and a code', async () => {
    const cases: Array<[string, string]> = [
      ['from=2026-06-11&to=2026-06-10', 'analytics.rangeReversed'],
      ['from=2025-01-01&to=2026-01-02', 'analytics.rangeTooLong'],
      ['from=2026-02-30&to=2026-03-01', 'analytics.dateInvalid'],
      ['from=yesterday&to=2026-03-01', 'analytics.dateInvalid'],
      ['from=2026-03-01&to=2026-03-02&tz=Mars/Olympus', 'analytics.timeZoneInvalid'],
      [`from=2026-03-01&to=2026-03-02&tz=${'A'.repeat(500)}`, 'analytics.timeZoneInvalid'],
    ];
    for (const [query, code] of cases) {
      const res = await read(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toBe(code);
    }
    // 366 days, both ends counted, is the longest allowed.
    expect((await read('from=2025-01-01&to=2026-01-01')).statusCode).toBe(200);
  });
});
