import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AudioFile } from '../../../shared/schemas/audio.js';
import { audioFiles, libraryOrder } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  createAudioRow,
  createProject,
  createUser,
  type TestAudioRow,
  type TestProject,
  type TestUser,
} from '../../test/factories.js';

describe('PUT /api/library/order/{audioId}: moving one song of the library', () => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let library: TestProject;
  let songs: Record<string, TestAudioRow>;
  let strangerSong: TestAudioRow;
  let minutes = 0;

  const song = (title: string, projectId = library.id) =>
    createAudioRow(t.app, projectId, {
      title,
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, (minutes += 1))),
    });
  const move = (audioId: string, place: object, cookie: string | null = owner.cookie) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/library/order/${audioId}`,
      headers: cookie ? { cookie } : {},
      payload: place,
    });
  /** The library as the screen shows it: titles, pinned ones marked with a star. */
  const arranged = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/audio/all?sort=custom&limit=500',
      headers: { cookie: owner.cookie },
    });
    return res.json<AudioFile[]>().map((s) => (s.pinned ? `*${s.title}` : s.title));
  };
  const storedRows = async () =>
    (
      await t.app.deps.db
        .select({ n: count() })
        .from(libraryOrder)
        .where(eq(libraryOrder.profileId, owner.profileId))
    )[0]!.n;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app);
    stranger = await createUser(t.app);
    library = await createProject(t.app, owner.profileId, { isLibrary: true });
    songs = {};
    for (const title of ['A', 'B', 'C', 'D', 'E']) songs[title] = await song(title);
    const theirs = await createProject(t.app, stranger.profileId, { isLibrary: true });
    strangerSong = await createAudioRow(t.app, theirs.id);
  });
  beforeEach(async () => {
    await t.app.deps.db.delete(libraryOrder).where(eq(libraryOrder.profileId, owner.profileId));
  });
  afterAll(async () => {
    await t.close();
  });

  it('arranges newest first until something is moved', async () => {
    expect(await arranged()).toEqual(['E', 'D', 'C', 'B', 'A']);
  });

  it('moves a song right after another by writing one row', async () => {
    expect((await move(songs.A!.id, { pinned: false, after: songs.E!.id })).statusCode).toBe(204);
    expect(await arranged()).toEqual(['E', 'A', 'D', 'C', 'B']);
    expect(await storedRows()).toBe(1);
    await move(songs.B!.id, { pinned: false, after: songs.E!.id });
    expect(await arranged()).toEqual(['E', 'B', 'A', 'D', 'C']);
    expect(await storedRows()).toBe(2);
  });

  it('moves a song to the top of its section, or to its end', async () => {
    await move(songs.C!.id, { pinned: false, after: null });
    expect(await arranged()).toEqual(['C', 'E', 'D', 'B', 'A']);
    await move(songs.E!.id, { pinned: false });
    expect(await arranged()).toEqual(['C', 'D', 'B', 'A', 'E']);
  });

  it('pins to the end of the pinned section and unpins to the top of the rest', async () => {
    await move(songs.B!.id, { pinned: true });
    await move(songs.D!.id, { pinned: true });
    expect(await arranged()).toEqual(['*B', '*D', 'E', 'C', 'A']);
    await move(songs.B!.id, { pinned: false, after: null });
    expect(await arranged()).toEqual(['*D', 'B', 'E', 'C', 'A']);
  });

  it('shows a new upload at the top of the unpinned songs, below a song put there by hand', async () => {
    await move(songs.A!.id, { pinned: false, after: null });
    const fresh = await song('F');
    expect(await arranged()).toEqual(['A', 'F', 'E', 'D', 'C', 'B']);
    await t.app.deps.db.delete(audioFiles).where(eq(audioFiles.id, fresh.id));
  });

  it('keeps finding room for forty drops on the same spot', async () => {
    for (let i = 0; i < 40; i++) {
      const moving = i % 2 === 0 ? songs.A! : songs.B!;
      expect((await move(moving.id, { pinned: false, after: songs.E!.id })).statusCode).toBe(204);
    }
    expect((await arranged())[0]).toBe('E');
    expect(await storedRows()).toBe(2);
  });

  it.each([
    ['a song of someone else', () => strangerSong.id, () => ({ pinned: false }), 404],
    [
      'after a song of someone else',
      () => songs.A!.id,
      () => ({ pinned: false, after: strangerSong.id }),
      404,
    ],
    ['after itself', () => songs.A!.id, () => ({ pinned: false, after: songs.A!.id }), 400],
    ['without saying the section', () => songs.A!.id, () => ({ after: null }), 400],
    ['with an id that is not one', () => 'not-a-song', () => ({ pinned: false }), 404],
  ])('refuses a move of %s and changes nothing', async (_case, id, place, status) => {
    expect((await move(id(), place())).statusCode).toBe(status);
    expect(await storedRows()).toBe(0);
  });

  it('answers 409 when the song it goes after is in the other section now', async () => {
    await move(songs.D!.id, { pinned: true });
    const res = await move(songs.A!.id, { pinned: false, after: songs.D!.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('library.neighbourMoved');
  });

  it('refuses signed-out callers with 401', async () => {
    expect((await move(songs.A!.id, { pinned: true }, null)).statusCode).toBe(401);
    expect(await storedRows()).toBe(0);
  });
});
