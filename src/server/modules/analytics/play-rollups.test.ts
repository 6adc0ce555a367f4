// Issue 28 item 5: the hourly roll-ups the analytics read must equal the raw plays they count,
// after set-wise inserts of several sources and hours and after a song's deletion (a cascade).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioFiles, plays } from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createAudioRow, createProject, createUser, type TestUser } from '../../test/factories.js';

/** Each roll-up beside the same grouping of the raw plays, as sorted JSON lines. */
async function rollupsAndRaw(t: TestApp) {
  const lines = async (query: ReturnType<typeof sql>) =>
    rowsOf<{ line: string }>(await t.app.deps.db.execute(query))
      .map((row) => row.line)
      .sort();
  const hour = sql`date_trunc('hour', played_at, 'UTC')`;
  return {
    songs: await lines(sql`select concat_ws('|', owner_profile_id, hour, audio_file_id, source,
      plays, completed, reported, seconds) as line from plays_hourly`),
    rawSongs: await lines(sql`select concat_ws('|', owner_profile_id, ${hour}, audio_file_id,
      source, count(*), count(*) filter (where completed), count(completed),
      coalesce(sum(seconds_heard), 0)::float8) as line from plays
      group by owner_profile_id, ${hour}, audio_file_id, source`),
    sources: await lines(sql`select concat_ws('|', owner_profile_id, hour, source, plays,
      completed, reported, seconds) as line from plays_hourly_sources`),
    rawSources: await lines(sql`select concat_ws('|', owner_profile_id, ${hour}, source, count(*),
      count(*) filter (where completed), count(completed),
      coalesce(sum(seconds_heard), 0)::float8) as line from plays group by owner_profile_id, ${hour}, source`),
    listeners: await lines(sql`select concat_ws('|', owner_profile_id, hour, source,
      listener_profile_id, plays) as line from plays_hourly_listeners`),
    rawListeners: await lines(sql`select concat_ws('|', owner_profile_id, ${hour}, source,
      listener_profile_id, count(*)) as line from plays where listener_profile_id is not null
      group by owner_profile_id, ${hour}, source, listener_profile_id`),
  };
}

describe('hourly play roll-ups', () => {
  let t: TestApp;
  let owner: TestUser;
  let listener: TestUser;
  let songIds: string[];

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app);
    listener = await createUser(t.app);
    const project = await createProject(t.app, owner.profileId);
    songIds = [
      (await createAudioRow(t.app, project.id)).id,
      (await createAudioRow(t.app, project.id)).id,
    ];
  });
  afterAll(() => t.close());

  it('equal the raw plays after set-wise inserts and a song deletion', async () => {
    const sources = ['own', 'collaborator', 'publicPlaylist', 'releasePage'] as const;
    // One statement of many rows (as the seed inserts), then single rows into the same hours.
    await t.app.deps.db.insert(plays).values(
      Array.from({ length: 40 }, (_, i) => ({
        audioFileId: songIds[i % 2]!,
        ownerProfileId: owner.profileId,
        listenerProfileId: i % 4 === 1 ? listener.profileId : i % 4 === 0 ? owner.profileId : null,
        source: sources[i % 4]!,
        playedAt: new Date(Date.UTC(2026, 5, 10, i % 5, (i * 7) % 60)),
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
    const before = await rollupsAndRaw(t);
    expect(before.songs.length).toBeGreaterThan(10);
    expect(before.songs).toEqual(before.rawSongs);
    expect(before.sources).toEqual(before.rawSources);
    expect(before.listeners).toEqual(before.rawListeners);

    await t.app.deps.db.delete(audioFiles).where(eq(audioFiles.id, songIds[0]!));
    const after = await rollupsAndRaw(t);
    expect(after.songs.length).toBeLessThan(before.songs.length);
    expect(after.songs).toEqual(after.rawSongs);
    expect(after.sources).toEqual(after.rawSources);
    expect(after.listeners).toEqual(after.rawListeners);
  });
});
