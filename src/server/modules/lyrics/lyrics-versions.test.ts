import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lyricsSchema, type Lyrics } from '../../../shared/schemas/lyrics.js';
import { lyrics } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { addMember, createProject, createUser, type TestUser } from '../../test/factories.js';
import { lyricsDocRepository } from './lyrics-doc.repository.js';
import { lyricsRepository } from './lyrics.repository.js';

// Two co-writers (or two tabs) editing one song's lyrics: a save based on an older version
// than the stored one is refused instead of overwriting words its writer never saw.
describe('PATCH /api/lyrics/:id with the version the words start from', () => {
  let t: TestApp;
  let owner: TestUser;
  let cowriter: TestUser;
  let projectId: string;

  const patch = (who: TestUser, id: string, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/lyrics/${id}`,
      headers: { cookie: who.cookie },
      payload,
    });
  const stored = async (id: string) =>
    (await t.app.deps.db.select().from(lyrics).where(eq(lyrics.id, id)))[0]!;

  async function opened(): Promise<Lyrics> {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/lyrics`,
      headers: { cookie: owner.cookie },
      payload: { title: 'Night Drive', content: '<p>City lights</p>' },
    });
    expect(res.statusCode).toBe(201);
    return lyricsSchema.parse(res.json());
  }

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app);
    cowriter = await createUser(t.app);
    projectId = (await createProject(t.app, owner.profileId)).id;
    await addMember(t.app, projectId, cowriter, 'collaborator');
  });
  afterAll(async () => {
    await t.close();
  });

  it("refuses a save over a co-writer's newer version with 409 and that version, and changes nothing", async () => {
    const both = await opened();
    const first = await patch(cowriter, both.id, {
      content: '<p>City lights, her verse</p>',
      baseUpdatedAt: both.updatedAt,
    });
    expect(first.statusCode, first.body).toBe(200);
    const theirs = lyricsSchema.parse(first.json());

    const mine = await patch(owner, both.id, {
      title: 'Night Drive (mine)',
      content: '<p>City lights, my verse</p>',
      baseUpdatedAt: both.updatedAt,
    });
    expect(mine.statusCode).toBe(409);
    expect(mine.json()).toMatchObject({
      code: 'lyrics.changedElsewhere',
      details: {
        lyrics: { content: '<p>City lights, her verse</p>', updatedAt: theirs.updatedAt },
      },
    });
    const row = await stored(both.id);
    expect(row.content).toBe('<p>City lights, her verse</p>');
    expect(row.title).toBe('Night Drive');

    // Choosing to keep mine: saved on top of the version now seen.
    const kept = await patch(owner, both.id, {
      content: '<p>City lights, my verse</p>',
      baseUpdatedAt: theirs.updatedAt,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await stored(both.id)).content).toBe('<p>City lights, my verse</p>');
  });

  it('saves one after another from the version each save answered', async () => {
    const entry = await opened();
    let base = entry.updatedAt;
    for (const line of ['one', 'two', 'three']) {
      const res = await patch(owner, entry.id, { content: `<p>${line}</p>`, baseUpdatedAt: base });
      expect(res.statusCode, res.body).toBe(200);
      base = lyricsSchema.parse(res.json()).updatedAt;
    }
    expect((await stored(entry.id)).content).toBe('<p>three</p>');
  });

  it('moves the version on with every write of the words, even two in one millisecond', async () => {
    const entry = await opened();
    // One transaction has one now(): the saves and the render below share a clock reading, as
    // two saves in one tick of PGlite's millisecond clock do.
    const versions = await t.app.deps.db.transaction(async (tx) => {
      const repo = lyricsRepository(tx);
      const first = await repo.update(entry.id, { content: '<p>one</p>' }, entry.updatedAt);
      const second = await repo.update(
        entry.id,
        { content: '<p>two</p>' },
        first!.updatedAt.toISOString(),
      );
      await lyricsDocRepository(tx).render(entry.id, { content: '<p>three</p>', title: '' }, 1);
      const [rendered] = await tx.select().from(lyrics).where(eq(lyrics.id, entry.id));
      return [first!.updatedAt, second!.updatedAt, rendered!.updatedAt].map((at) =>
        at.toISOString(),
      );
    });
    expect(new Set([entry.updatedAt, ...versions]).size).toBe(4);
    expect([...versions].sort()).toEqual(versions);

    // A save from the first version now meets the render's words, not an unseen overwrite.
    const stale = await patch(owner, entry.id, {
      content: '<p>from one</p>',
      baseUpdatedAt: versions[0],
    });
    expect(stale.statusCode).toBe(409);
    expect((await stored(entry.id)).content).toBe('<p>three</p>');
  });

  it('lets a language change and a save without a version through (older clients)', async () => {
    const entry = await opened();
    await patch(cowriter, entry.id, { content: '<p>newer</p>' });
    const language = await patch(owner, entry.id, {
      language: 'es',
      baseUpdatedAt: entry.updatedAt,
    });
    expect(language.statusCode, language.body).toBe(200);
    const plain = await patch(owner, entry.id, { content: '<p>no version</p>' });
    expect(plain.statusCode).toBe(200);
  });

  it('refuses a version alone (nothing to update) and an over-long one, before anything changes', async () => {
    const entry = await opened();
    const alone = await patch(owner, entry.id, { baseUpdatedAt: entry.updatedAt });
    expect(alone.statusCode).toBe(400);
    const long = await patch(owner, entry.id, {
      content: '<p>x</p>',
      baseUpdatedAt: 'x'.repeat(41),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBe('lyrics.badVersion');
    expect((await stored(entry.id)).content).toBe('<p>City lights</p>');
  });

  it('refuses a version that is not a timestamp as bad input (400), not as a save elsewhere (409) (issue 24 item 5)', async () => {
    const entry = await opened();
    for (const base of ['yesterday', '2026-02-30T10:00:00.000Z', '2026-11-25 10:00', '12345']) {
      const res = await patch(owner, entry.id, { content: '<p>x</p>', baseUpdatedAt: base });
      expect(res.statusCode, `${base}: ${res.body}`).toBe(400);
      expect(res.json().code).toBe('lyrics.badVersion');
    }
    expect((await stored(entry.id)).content).toBe('<p>City lights</p>');
  });

  it('lets exactly one of several saves from the same version through when they arrive at once', async () => {
    const entry = await opened();
    const answers = await Promise.all(
      [owner, cowriter, owner, cowriter, owner].map((who, i) =>
        patch(who, entry.id, { content: `<p>take ${i}</p>`, baseUpdatedAt: entry.updatedAt }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!;
    expect((await stored(entry.id)).content).toBe(lyricsSchema.parse(winner.json()).content);
  });
});
