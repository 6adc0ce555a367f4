// Issue 28 item 5: the first page of songs reads only the songs that can be on it (bounds from
// the blocks around the period). Whatever the page's length, the zone or the ties, it must be
// the same page as ranking every song's raw plays.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plays } from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createAudioRow, createProject, createUser, type TestUser } from '../../test/factories.js';
import { analyticsRepository } from './analytics.repository.js';

describe('the first page of songs', () => {
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app);
    const project = await createProject(t.app, owner.profileId);
    const songs: string[] = [];
    for (let i = 0; i < 12; i++) songs.push((await createAudioRow(t.app, project.id)).id);
    // Song i gets a play every (i + 1) × 3 h 7 min over 70 days from 1 March 2026, and songs 4
    // and 5 play most in the last two weeks only: the long-run leaders are not the short
    // periods' ones, and some songs tie.
    const first = Date.UTC(2026, 2, 1);
    const values = songs.flatMap((audioFileId, i) =>
      Array.from({ length: Math.floor(560 / (i + 1)) }, (_, n) => ({
        audioFileId,
        ownerProfileId: owner.profileId,
        source: 'own' as const,
        playedAt: new Date(
          i === 4 || i === 5
            ? first + 56 * 86_400_000 + n * 37 * 60_000
            : first + n * (i + 1) * (3 * 60 + 7) * 60_000,
        ),
        completed: n % 3 === 0 ? null : n % 2 === 0,
      })),
    );
    await t.app.deps.db.insert(plays).values(values);
  });
  afterAll(() => t.close());

  /** Every song's plays in the period, most first, ties by id: straight from the plays. */
  const rawRanking = async (from: string, to: string, tz: string) =>
    rowsOf<{ audioId: string; plays: number }>(
      await t.app.deps.db.execute(sql`
        select audio_file_id as "audioId", count(*)::int as plays from plays
        where owner_profile_id = ${owner.profileId}
          and played_at >= ((${from}::date)::timestamp at time zone ${tz})
          and played_at < ((${to}::date + 1)::timestamp at time zone ${tz})
        group by audio_file_id order by plays desc, audio_file_id`),
    );

  it('is the raw ranking for every length, zone and period', async () => {
    const repo = analyticsRepository(t.app.deps.db);
    const periods: Array<[string, string]> = [
      ['2026-05-01', '2026-05-07'],
      ['2026-04-10', '2026-05-09'],
      ['2026-03-01', '2026-05-20'],
      ['2026-01-01', '2026-12-31'],
    ];
    for (const tz of ['UTC', 'Asia/Kolkata', 'America/St_Johns']) {
      for (const [from, to] of periods) {
        const period = { ownerProfileId: owner.profileId, from, to, tz };
        const pieces = await repo.piecesOf(period);
        const raw = await rawRanking(from, to, tz);
        expect(raw.length, `${tz} ${from}`).toBeGreaterThan(3);
        for (const limit of [1, 2, 3, 5, 12, 50]) {
          const page = await repo.songsPage(period, pieces, null, limit);
          expect(
            page.map((row) => ({ audioId: row.audioId, plays: row.plays })),
            `${tz} ${from}..${to} top ${limit}`,
          ).toEqual(raw.slice(0, limit));
        }
      }
    }
  });
});
