import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { lyricsDocs } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createProject, createUser, type TestUser } from '../../test/factories.js';
import { lyricsDocRepository } from './lyrics-doc.repository.js';

// A read brings up to date the lyrics rows it shows, and no others. Rendering every stale
// document of the site on each project's list or search made one person's read wait on
// everyone's edits: the soak's 100 co-writers halved the server's capacity (requests went
// unanswered for 30 s).
describe('which live documents a read renders', () => {
  let t: TestApp;
  let mine: { user: TestUser; projectId: string; lyricsId: string };
  let theirs: { user: TestUser; projectId: string; lyricsId: string };

  /** A project with lyrics whose live document holds an edit its row does not show yet. */
  async function withStaleLyrics() {
    const user = await createUser(t.app);
    const projectId = (await createProject(t.app, user.profileId)).id;
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/lyrics`,
      headers: { cookie: user.cookie },
      payload: { title: 'Night Drive', content: '<p>City lights</p>' },
    });
    expect(created.statusCode).toBe(201);
    const lyricsId = created.json<{ id: string }>().id;
    const repo = lyricsDocRepository(t.app.deps.db);
    await repo.loadOrSeed(lyricsId, () => Y.encodeStateAsUpdate(new Y.Doc()));
    const edit = new Y.Doc();
    edit.getText('title').insert(0, 'Morning ');
    await repo.append(lyricsId, Y.encodeStateAsUpdate(edit), user.profileId, 'test');
    return { user, projectId, lyricsId };
  }

  const renderedThrough = async (lyricsId: string) => {
    const [row] = await t.app.deps.db
      .select({ through: lyricsDocs.renderedThrough })
      .from(lyricsDocs)
      .where(eq(lyricsDocs.lyricsId, lyricsId));
    return row!.through;
  };
  const get = (who: TestUser, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });

  beforeAll(async () => {
    t = await buildTestApp();
    mine = await withStaleLyrics();
    theirs = await withStaleLyrics();
  });
  afterAll(() => t.close());

  it("a project's lyrics list renders that project's documents only", async () => {
    expect((await get(mine.user, `/api/projects/${mine.projectId}/lyrics`)).statusCode).toBe(200);
    expect(await renderedThrough(mine.lyricsId)).toBeGreaterThan(0);
    expect(await renderedThrough(theirs.lyricsId)).toBe(0);
  });

  it("the search renders what the caller sees, not another person's documents", async () => {
    const other = await withStaleLyrics();
    expect((await get(mine.user, '/api/search?q=Morning')).statusCode).toBe(200);
    expect(await renderedThrough(other.lyricsId)).toBe(0);
    expect((await get(other.user, '/api/search?q=Morning')).statusCode).toBe(200);
    expect(await renderedThrough(other.lyricsId)).toBeGreaterThan(0);
    expect(await renderedThrough(theirs.lyricsId)).toBe(0);
  });

  it("the data export renders the account's own documents only", async () => {
    const export_ = await get(theirs.user, '/api/settings/export');
    expect(export_.statusCode).toBe(200);
    expect(await renderedThrough(theirs.lyricsId)).toBeGreaterThan(0);
    const another = await withStaleLyrics();
    expect((await get(mine.user, '/api/settings/export')).statusCode).toBe(200);
    expect(await renderedThrough(another.lyricsId)).toBe(0);
  });
});
