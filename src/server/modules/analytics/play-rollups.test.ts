// Issue 28 item 5: the roll-ups the analytics read (blocks of days per song, hours per source
// and in all, days per source, listeners per day) must equal the raw plays they count, after
// set-wise inserts of several sources, hours and days, after a song's deletion and after the
// deletion of a listener's and of the owner's account (cascades).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, audioFiles, plays } from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createAudioRow, createProject, createUser, type TestUser } from '../../test/factories.js';
import { BLOCK_DAYS } from './play-periods.js';

/** Each roll-up beside the same grouping of the raw plays, as sorted JSON lines. */
async function rollupsAndRaw(t: TestApp) {
  const lines = async (query: ReturnType<typeof sql>) =>
    rowsOf<{ line: string }>(await t.app.deps.db.execute(query))
      .map((row) => row.line)
      .sort();
  const hour = sql`date_trunc('hour', played_at, 'UTC')`;
  const day = sql`(played_at at time zone 'UTC')::date`;
  const sizes = sql.raw(`'{${BLOCK_DAYS.join(',')}}'::int[]`);
  return {
    blocks: await lines(sql`select concat_ws('|', owner_profile_id, days, block, audio_file_id,
      plays, completed, reported) as line from plays_song_blocks`),
    rawBlocks: await lines(sql`select concat_ws('|', owner_profile_id, size,
      (${day} - date '1970-01-01') / size, audio_file_id, count(*),
      count(*) filter (where completed), count(completed)) as line
      from plays cross join unnest(${sizes}) size group by owner_profile_id, size,
        (${day} - date '1970-01-01') / size, audio_file_id`),
    sources: await lines(sql`select concat_ws('|', owner_profile_id, hour, source, plays,
      completed, reported, seconds) as line from plays_hourly_sources`),
    rawSources: await lines(sql`select concat_ws('|', owner_profile_id, ${hour}, source, count(*),
      count(*) filter (where completed), count(completed),
      coalesce(sum(seconds_heard), 0)::float8) as line from plays group by owner_profile_id, ${hour}, source`),
    totals: await lines(sql`select concat_ws('|', owner_profile_id, hour, plays) as line
      from plays_hourly_totals`),
    rawTotals: await lines(sql`select concat_ws('|', owner_profile_id, ${hour}, count(*)) as line
      from plays group by owner_profile_id, ${hour}`),
    daySources: await lines(sql`select concat_ws('|', owner_profile_id, day, source, plays,
      completed, reported, seconds) as line from plays_daily_sources`),
    rawDaySources: await lines(sql`select concat_ws('|', owner_profile_id, ${day}, source,
      count(*), count(*) filter (where completed), count(completed),
      coalesce(sum(seconds_heard), 0)::float8) as line from plays group by owner_profile_id, ${day}, source`),
    listeners: await lines(sql`select concat_ws('|', owner_profile_id, day, listener_profile_id,
      plays) as line from plays_daily_listeners`),
    rawListeners: await lines(sql`select concat_ws('|', owner_profile_id, ${day},
      listener_profile_id, count(*)) as line from plays where listener_profile_id is not null
      group by owner_profile_id, ${day}, listener_profile_id`),
  };
}

async function expectRollupsEqualRaw(t: TestApp) {
  const now = await rollupsAndRaw(t);
  expect(now.blocks).toEqual(now.rawBlocks);
  expect(now.sources).toEqual(now.rawSources);
  expect(now.totals).toEqual(now.rawTotals);
  expect(now.daySources).toEqual(now.rawDaySources);
  expect(now.listeners).toEqual(now.rawListeners);
  return now;
}

describe('play roll-ups', () => {
  let t: TestApp;
  let owner: TestUser;
  let listener: TestUser;
  let songIds: string[];
  const sources = ['own', 'collaborator', 'publicPlaylist', 'releasePage'] as const;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app);
    listener = await createUser(t.app);
    const project = await createProject(t.app, owner.profileId);
    songIds = [
      (await createAudioRow(t.app, project.id)).id,
      (await createAudioRow(t.app, project.id)).id,
    ];
    // One statement of many rows (as the seed inserts) over hours and 40 days, blocks of every
    // size among them; then single rows into the same hours.
    await t.app.deps.db.insert(plays).values(
      Array.from({ length: 80 }, (_, i) => ({
        audioFileId: songIds[i % 2]!,
        ownerProfileId: owner.profileId,
        listenerProfileId: i % 4 === 1 ? listener.profileId : i % 4 === 0 ? owner.profileId : null,
        source: sources[i % 4]!,
        playedAt: new Date(Date.UTC(2026, 5, 10 - (i % 40), i % 5, (i * 7) % 60)),
        secondsHeard: i % 3 === 0 ? null : 10 + i,
        completed: i % 3 === 0 ? null : i % 2 === 0,
      })),
    );
    for (const source of sources) {
      await t.app.deps.db.insert(plays).values({
        audioFileId: songIds[0]!,
        ownerProfileId: owner.profileId,
        listenerProfileId: listener.profileId,
        source,
        playedAt: new Date('2026-06-10T02:59:59Z'),
        secondsHeard: 30,
        completed: true,
      });
    }
  });
  afterAll(() => t.close());

  it('equal the raw plays after set-wise and single inserts', async () => {
    const now = await expectRollupsEqualRaw(t);
    expect(now.blocks.length).toBeGreaterThan(40);
    expect(new Set(now.blocks.map((line) => line.split('|')[1]))).toEqual(
      new Set(BLOCK_DAYS.map(String)),
    );
  });

  it('equal the raw plays after a song is deleted', async () => {
    const before = await rollupsAndRaw(t);
    await t.app.deps.db.delete(audioFiles).where(eq(audioFiles.id, songIds[0]!));
    const after = await expectRollupsEqualRaw(t);
    expect(after.blocks.length).toBeLessThan(before.blocks.length);
    expect(after.blocks.length).toBeGreaterThan(0);
  });

  it("equal the raw plays after a listener's account and then the owner's are deleted", async () => {
    const heardBy = (lines: string[]) => lines.some((line) => line.includes(listener.profileId));
    expect(heardBy((await rollupsAndRaw(t)).listeners)).toBe(true);
    await t.app.deps.db.delete(accounts).where(eq(accounts.id, listener.accountId));
    const after = await expectRollupsEqualRaw(t);
    expect(heardBy(after.listeners)).toBe(false);
    expect(after.blocks.length).toBeGreaterThan(0);

    await t.app.deps.db.delete(accounts).where(eq(accounts.id, owner.accountId));
    const gone = await expectRollupsEqualRaw(t);
    expect(gone).toMatchObject({
      blocks: [],
      sources: [],
      listeners: [],
      totals: [],
      daySources: [],
    });
  });
});
