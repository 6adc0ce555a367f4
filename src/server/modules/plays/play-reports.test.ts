// Issue 28 item 5: a play carries what the player heard (optional), and where it came from is
// the server's decision, never the client's.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAY_REPORT_INVALID } from '../../../shared/schemas/analytics.js';
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

describe('POST /api/audio/:id/plays with a report', () => {
  let t: TestApp;
  let owner: TestUser;
  let member: TestUser;
  let songs: TestAudioRow[];
  let next = 0;

  const record = (audioId: string, user: TestUser, payload?: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/audio/${audioId}/plays`,
      headers: { cookie: user.cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const playsOf = (audioId: string) =>
    t.app.deps.db.select().from(plays).where(eq(plays.audioFileId, audioId));
  /** A song nobody has played yet (each case its own, so the 30 s window never interferes). */
  const freshSong = () => songs[next++]!;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app);
    member = await createUser(t.app);
    const project = await createProject(t.app, owner.profileId);
    await addMember(t.app, project.id, member, 'collaborator');
    songs = [];
    for (let i = 0; i < 8; i += 1) songs.push(await createAudioRow(t.app, project.id));
  });
  afterAll(() => t.close());

  it('keeps the bodyless call: a play with nothing heard reported', async () => {
    const song = freshSong();
    expect((await record(song.id, owner)).statusCode).toBe(204);
    const [row] = await playsOf(song.id);
    expect(row).toMatchObject({ secondsHeard: null, completed: null, source: 'own' });
    expect(row!.ownerProfileId).toBe(owner.profileId);
  });

  it('stores the seconds heard and whether it played to the end', async () => {
    const song = freshSong();
    expect((await record(song.id, owner, { seconds: 42.5, completed: true })).statusCode).toBe(204);
    expect(await playsOf(song.id)).toMatchObject([{ secondsHeard: 42.5, completed: true }]);
    const partial = freshSong();
    expect((await record(partial.id, owner, { seconds: 31 })).statusCode).toBe(204);
    expect(await playsOf(partial.id)).toMatchObject([{ secondsHeard: 31, completed: null }]);
  });

  it('refuses a bad report with 400 and its code, and counts nothing', async () => {
    const song = freshSong();
    for (const payload of [{ seconds: -1 }, { seconds: 'ten' }, { completed: 'yes' }]) {
      const res = await record(song.id, owner, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: PLAY_REPORT_INVALID,
        code: 'analytics.playReportInvalid',
      });
    }
    expect(await playsOf(song.id)).toEqual([]);
  });

  it("decides the source: the owner's play is 'own', a member's 'collaborator'", async () => {
    const song = freshSong();
    expect((await record(song.id, owner)).statusCode).toBe(204);
    expect((await record(song.id, member)).statusCode).toBe(204);
    const rows = await playsOf(song.id);
    const sourceOf = (user: TestUser) =>
      rows.find((row) => row.listenerProfileId === user.profileId)?.source;
    expect(sourceOf(owner)).toBe('own');
    expect(sourceOf(member)).toBe('collaborator');
    // Either way the play counts for the song's owner.
    expect(rows.map((row) => row.ownerProfileId)).toEqual([owner.profileId, owner.profileId]);
  });

  it('lets no client choose the source: a body naming one is refused', async () => {
    const song = freshSong();
    const res = await record(song.id, member, { seconds: 40, source: 'own' });
    expect(res.statusCode).toBe(400);
    expect(await playsOf(song.id)).toEqual([]);
  });

  it('checks access before the body: an outsider gets 404 for any body', async () => {
    const song = freshSong();
    const outsider = await createUser(t.app);
    expect((await record(song.id, outsider, { seconds: -5 })).statusCode).toBe(404);
    expect(await playsOf(song.id)).toEqual([]);
  });
});
