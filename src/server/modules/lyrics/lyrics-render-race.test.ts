import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createProject, createUser, type TestUser } from '../../test/factories.js';
import { renderLyricsDoc } from './lyrics-doc-render.js';
import { docFrom } from './lyrics-doc-room.js';
import { lyricsDocRepository } from './lyrics-doc.repository.js';

// A reader that found a document update not yet shown in the row (a plain-API save between
// storing its update and marking it shown) renders the document as it loaded it. When that
// render commits after the person's next save, it must not write the older text back over it:
// the full soak read a sheet holding the save before its last acknowledged one.
describe('rendering a lyrics document never undoes a later save', () => {
  let t: TestApp;
  let owner: TestUser;
  let projectId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app);
    projectId = (await createProject(t.app, owner.profileId)).id;
  });
  afterAll(() => t.close());

  const save = async (lyricsId: string, words: string) => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/lyrics/${lyricsId}`,
      headers: { cookie: owner.cookie },
      payload: { content: `<p>${words}</p>` },
    });
    expect(res.statusCode).toBe(200);
  };
  const shown = async (lyricsId: string) => {
    const res = await t.app.inject({
      url: `/api/lyrics/${lyricsId}`,
      headers: { cookie: owner.cookie },
    });
    return res.json<{ content: string }>().content;
  };

  it('a render of the state before the last save leaves the row as that save wrote it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/lyrics`,
      headers: { cookie: owner.cookie },
      payload: { title: 'Race', content: '<p>Draft</p>' },
    });
    const lyricsId = created.json<{ id: string }>().id;
    // The first save seeds the document from the row it wrote; the next one is an update.
    await save(lyricsId, 'Save fourteen');
    await save(lyricsId, 'Save fifteen');

    // The slow reader loads the document as it stands after save fifteen…
    const repo = lyricsDocRepository(t.app.deps.db);
    const stored = (await repo.load(lyricsId))!;
    const stale = docFrom(
      stored.state,
      stored.updates.map((row) => row.update),
    );
    const through = stored.updates.at(-1)!.id;

    // …the person saves again, and only then does the reader's render commit.
    await save(lyricsId, 'Save sixteen');
    await renderLyricsDoc(t.app.deps.db, repo, lyricsId, stale, through, owner.profileId);
    stale.destroy();

    expect(await shown(lyricsId)).toContain('Save sixteen');
  });
});
