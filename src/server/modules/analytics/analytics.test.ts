// Issue 28 item 5: GET /api/analytics shows the caller's own songs' figures and nothing else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAY_SOURCES, type AnalyticsAnswer } from '../../../shared/schemas/analytics.js';
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

describe('GET /api/analytics', () => {
  let t: TestApp;
  let owner: TestUser;
  let member: TestUser;
  let hit: TestAudioRow;
  let quiet: TestAudioRow;
  let memberSong: TestAudioRow;

  const read = (user: TestUser | null, query: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/analytics?${query}`,
      headers: user ? { cookie: user.cookie } : {},
    });
  const addPlay = (
    song: TestAudioRow,
    ownerId: string,
    at: string,
    extra: Partial<typeof plays.$inferInsert> = {},
  ) =>
    t.app.deps.db.insert(plays).values({
      audioFileId: song.id,
      ownerProfileId: ownerId,
      playedAt: new Date(at),
      source: 'own',
      ...extra,
    });

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app);
    member = await createUser(t.app);
    const project = await createProject(t.app, owner.profileId);
    await addMember(t.app, project.id, member, 'collaborator');
    hit = await createAudioRow(t.app, project.id, { title: 'The hit' });
    quiet = await createAudioRow(t.app, project.id, { title: 'The quiet one' });
    memberSong = await createAudioRow(t.app, (await createProject(t.app, member.profileId)).id, {
      title: "Member's own",
    });
    const o = owner.profileId;
    await addPlay(hit, o, '2026-03-02T10:00:00Z', { listenerProfileId: o, completed: true });
    await addPlay(hit, o, '2026-03-02T11:00:00Z', {
      listenerProfileId: member.profileId,
      source: 'collaborator',
      completed: false,
      secondsHeard: 40,
    });
    await addPlay(hit, o, '2026-03-04T09:00:00Z', { source: 'publicPlaylist', secondsHeard: 60 });
    await addPlay(quiet, o, '2026-03-04T09:30:00Z', { listenerProfileId: o });
    // Outside the period: the day before and the day after.
    await addPlay(hit, o, '2026-03-01T23:59:00Z');
    await addPlay(hit, o, '2026-03-05T00:00:00Z');
    await addPlay(memberSong, member.profileId, '2026-03-02T12:00:00Z', {
      listenerProfileId: owner.profileId,
      source: 'collaborator',
    });
  });
  afterAll(() => t.close());

  it('answers the owner: totals, every day with zeros, songs, every source', async () => {
    const res = await read(owner, 'from=2026-03-02&to=2026-03-04&tz=UTC');
    expect(res.statusCode).toBe(200);
    const answer = res.json<AnalyticsAnswer>();
    expect(answer).toMatchObject({ from: '2026-03-02', to: '2026-03-04', tz: 'UTC' });
    expect(answer.totals).toEqual({
      plays: 4,
      listens: 0,
      listeners: 2,
      completion: 0.5,
      secondsHeard: 100,
    });
    expect(answer.byDay).toEqual([
      { date: '2026-03-02', plays: 2, listens: 0 },
      { date: '2026-03-03', plays: 0, listens: 0 },
      { date: '2026-03-04', plays: 2, listens: 0 },
    ]);
    expect(answer.bySong).toEqual([
      { audioId: hit.id, title: 'The hit', plays: 3, completion: 0.5 },
      { audioId: quiet.id, title: 'The quiet one', plays: 1, completion: null },
    ]);
    expect(answer.bySource.map((row) => row.source)).toEqual([...PLAY_SOURCES]);
    expect(Object.fromEntries(answer.bySource.map((row) => [row.source, row.plays]))).toEqual({
      own: 2,
      collaborator: 1,
      publicPlaylist: 1,
      shareLink: 0,
      releasePage: 0,
      artistPage: 0,
    });
    expect(answer.topListeners).toEqual([]);
  });

  it("shows a collaborator nothing of the owner's songs, only their own", async () => {
    const answer = (
      await read(member, 'from=2026-03-01&to=2026-03-05&tz=UTC')
    ).json<AnalyticsAnswer>();
    expect(answer.totals.plays).toBe(1);
    expect(answer.bySong).toEqual([
      { audioId: memberSong.id, title: "Member's own", plays: 1, completion: null },
    ]);
    expect(answer.bySong.map((song) => song.audioId)).not.toContain(hit.id);
  });

  it('answers a stranger with nothing but zeros', async () => {
    const stranger = await createUser(t.app);
    const answer = (await read(stranger, 'from=2026-03-02&to=2026-03-03')).json<AnalyticsAnswer>();
    expect(answer.tz).toBe('UTC');
    expect(answer.totals.plays).toBe(0);
    expect(answer.totals.completion).toBeNull();
    expect(answer.byDay).toHaveLength(2);
    expect(answer.bySong).toEqual([]);
  });

  it('refuses a signed-out caller with 401', async () => {
    expect((await read(null, 'from=2026-03-02&to=2026-03-04')).statusCode).toBe(401);
  });
});
