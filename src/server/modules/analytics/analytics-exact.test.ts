// Issue 28 item 5: the answer read from the roll-ups (day blocks, hourly sources, daily listener
// sets, raw plays for partial days and hours) equals the same figures counted from the raw
// plays, in whole-hour zones, :30 and :45 zones, and over days when the clocks change.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAY_SOURCES, type AnalyticsAnswer } from '../../../shared/schemas/analytics.js';
import { plays } from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createAudioRow, createProject, createUser, type TestUser } from '../../test/factories.js';

interface RawRow {
  day: string | null;
  source: string | null;
  audio_id: string | null;
  plays: number;
  completed: number;
  reported: number;
  seconds: number;
  listeners: number;
}

/** The period's figures straight from the plays: one scan, days cut by `at time zone`. */
async function rawFigures(t: TestApp, owner: string, from: string, to: string, tz: string) {
  const rows = rowsOf<RawRow>(
    await t.app.deps.db.execute(sql`
      select to_char(played_at at time zone ${tz}, 'YYYY-MM-DD') as day, source,
        audio_file_id::text as audio_id, count(*)::int as plays,
        (count(*) filter (where completed))::int as completed, count(completed)::int as reported,
        coalesce(sum(seconds_heard), 0)::float8 as seconds,
        count(distinct listener_profile_id)::int as listeners
      from plays where owner_profile_id = ${owner}
        and played_at >= ((${from}::date)::timestamp at time zone ${tz})
        and played_at < ((${to}::date + 1)::timestamp at time zone ${tz})
      group by grouping sets ((1), (2), (3), ())`),
  );
  const all = rows.find((r) => !r.day && !r.source && !r.audio_id);
  return {
    totals: {
      plays: all?.plays ?? 0,
      listeners: all?.listeners ?? 0,
      completion: all && all.reported > 0 ? all.completed / all.reported : null,
      secondsHeard: all?.seconds ?? 0,
    },
    byDay: Object.fromEntries(rows.filter((r) => r.day).map((r) => [r.day, r.plays])),
    // The answer's 'shareLink' line counts share-link listens (none here), not plays.
    bySource: Object.fromEntries(
      rows.filter((r) => r.source && r.source !== 'shareLink').map((r) => [r.source, r.plays]),
    ),
    bySong: Object.fromEntries(
      rows
        .filter((r) => r.audio_id)
        .map((r) => [r.audio_id, [r.plays, r.reported > 0 ? r.completed / r.reported : null]]),
    ),
  };
}

describe('GET /api/analytics equals the raw plays', () => {
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app);
    const member = await createUser(t.app);
    const project = await createProject(t.app, owner.profileId);
    const songs: string[] = [];
    for (let i = 0; i < 3; i++) songs.push((await createAudioRow(t.app, project.id)).id);
    // A play every 37 min 13 s from 20 February to 20 April 2026 (Berlin, St. John's and
    // Adelaide change their clocks in between), so plays fall on every side of midnights.
    const first = Date.UTC(2026, 1, 20);
    const values = Array.from({ length: 2_300 }, (_, i) => ({
      audioFileId: songs[i % 3]!,
      ownerProfileId: owner.profileId,
      listenerProfileId: [owner.profileId, member.profileId, null][i % 3],
      source: PLAY_SOURCES[(i * 7) % PLAY_SOURCES.length]!,
      playedAt: new Date(first + i * (37 * 60 + 13) * 1000),
      secondsHeard: i % 4 === 0 ? null : (i % 200) + 0.5,
      completed: i % 4 === 0 ? null : i % 5 < 2,
    }));
    await t.app.deps.db.insert(plays).values(values);
  });
  afterAll(() => t.close());

  const zones = [
    'UTC',
    'Europe/Berlin',
    'Asia/Kolkata',
    'America/St_Johns',
    'Australia/Adelaide',
    'Pacific/Chatham',
  ];
  const periods: Array<[string, string]> = [
    ['2026-03-29', '2026-03-29'], // Berlin's clocks go forward: a 23-hour day
    ['2026-04-05', '2026-04-05'], // Adelaide's go back: a 25-hour day
    ['2026-03-02', '2026-03-08'], // St. John's go forward on the 8th
    ['2026-02-21', '2026-04-10'], // blocks of 1, 4 and 16 days, and edges
  ];

  for (const tz of zones) {
    it(`in ${tz}`, async () => {
      for (const [from, to] of periods) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/analytics?from=${from}&to=${to}&tz=${tz}`,
          headers: { cookie: owner.cookie },
        });
        expect(res.statusCode).toBe(200);
        const answer = res.json<AnalyticsAnswer>();
        const raw = await rawFigures(t, owner.profileId, from, to, tz);
        const where = `${tz} ${from}..${to}`;
        expect(raw.totals.plays, where).toBeGreaterThan(0);
        expect(answer.totals, where).toMatchObject({
          ...raw.totals,
          completion: expect.closeTo(raw.totals.completion!, 12),
          secondsHeard: expect.closeTo(raw.totals.secondsHeard, 6),
        });
        expect(
          Object.fromEntries(answer.byDay.filter((d) => d.plays > 0).map((d) => [d.date, d.plays])),
          where,
        ).toEqual(raw.byDay);
        expect(
          Object.fromEntries(
            answer.bySource
              .filter((s) => s.plays > 0 && s.source !== 'shareLink')
              .map((s) => [s.source, s.plays]),
          ),
          where,
        ).toEqual(raw.bySource);
        expect(
          Object.fromEntries(answer.bySong.map((s) => [s.audioId, [s.plays, s.completion]])),
          where,
        ).toEqual(raw.bySong);
      }
    });
  }
});
