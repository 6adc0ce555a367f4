import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plays } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  addMember,
  createAudioRow,
  createProject,
  createUser,
  type TestAudioRow,
  type TestUser,
} from '../../test/factories.js';
import { PLAY_ALREADY_COUNTED, PLAY_WINDOW_MS, SONG_NOT_FOUND } from './plays.service.js';

describe('POST /api/audio/:id/plays', () => {
  let t: TestApp;
  let owner: TestUser;
  let viewer: TestUser;
  let stranger: TestUser;
  let song: TestAudioRow;

  const record = (audioId: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/audio/${audioId}/plays`,
      headers: cookie ? { cookie } : {},
    });
  const playsOf = (audioId: string, listener?: TestUser) =>
    t.app.deps.db
      .select()
      .from(plays)
      .where(
        and(
          eq(plays.audioFileId, audioId),
          listener ? eq(plays.listenerProfileId, listener.profileId) : undefined,
        ),
      );

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app);
    viewer = await createUser(t.app);
    stranger = await createUser(t.app);
    const project = await createProject(t.app, owner.profileId);
    song = await createAudioRow(t.app, project.id);
    await addMember(t.app, project.id, viewer, 'viewer');
  });
  afterAll(() => t.close());

  it('refuses a signed-out listener with 401 and records nothing', async () => {
    expect((await record(song.id)).statusCode).toBe(401);
    expect(await playsOf(song.id)).toEqual([]);
  });

  it('answers 404 for a song the listener cannot see, or that does not exist', async () => {
    const hidden = await record(song.id, stranger.cookie);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(SONG_NOT_FOUND);
    expect((await record('00000000-0000-4000-8000-000000000000', owner.cookie)).statusCode).toBe(
      404,
    );
    expect((await record('not-a-uuid', owner.cookie)).statusCode).toBe(404);
    expect(await playsOf(song.id)).toEqual([]);
  });

  it('records a play by the owner and by a project viewer (204)', async () => {
    expect((await record(song.id, owner.cookie)).statusCode).toBe(204);
    expect((await record(song.id, viewer.cookie)).statusCode).toBe(204);
    const rows = await playsOf(song.id);
    expect(rows.map((row) => row.listenerProfileId).sort()).toEqual(
      [owner.profileId, viewer.profileId].sort(),
    );
  });

  it('counts one play per listener and song in 30 s: a refresh loop adds nothing', async () => {
    const again = await record(song.id, owner.cookie);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(PLAY_ALREADY_COUNTED);
    const burst = await Promise.all(Array.from({ length: 5 }, () => record(song.id, owner.cookie)));
    expect(burst.map((res) => res.statusCode)).toEqual([429, 429, 429, 429, 429]);
    expect(await playsOf(song.id, owner)).toHaveLength(1);
  });

  it('counts a racing burst of first plays once', async () => {
    const other = await createAudioRow(t.app, song.projectId);
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => record(other.id, owner.cookie)),
    );
    expect(burst.filter((res) => res.statusCode === 204)).toHaveLength(1);
    expect(await playsOf(other.id, owner)).toHaveLength(1);
  });

  it('counts again once the window has passed', async () => {
    await t.app.deps.db
      .update(plays)
      .set({ playedAt: sql`now() - make_interval(secs => ${PLAY_WINDOW_MS / 1000 + 1})` })
      .where(eq(plays.listenerProfileId, owner.profileId));
    expect((await record(song.id, owner.cookie)).statusCode).toBe(204);
    expect(await playsOf(song.id, owner)).toHaveLength(2);
  });
});
