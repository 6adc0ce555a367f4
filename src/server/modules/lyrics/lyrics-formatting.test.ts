import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LYRICS_FORMATTING_WOULD_BE_LOST, lyricsSchema } from '../../../shared/schemas/lyrics.js';
import { lyrics } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  createProject,
  createUser,
  type TestProject,
  type TestUser,
} from '../../test/factories.js';

const RICH = '<p><strong>City lights</strong> so bright</p><p>tonight</p>';

// Issue 16 item 2: one lyrics document. A plain-text save must not silently erase the bold,
// italic, strike and colours another editor made.
describe('PATCH /api/lyrics/:id over a formatted document', () => {
  let t: TestApp;
  let owner: TestUser;
  let project: TestProject;

  const patch = (id: string, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/lyrics/${id}`,
      headers: { cookie: owner.cookie },
      payload,
    });
  const rowOf = async (id: string) =>
    (await t.app.deps.db.select().from(lyrics).where(eq(lyrics.id, id)))[0]!;
  const create = async (content: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/lyrics`,
      headers: { cookie: owner.cookie },
      payload: { title: 'Night Drive', content },
    });
    expect(res.statusCode).toBe(201);
    return lyricsSchema.parse(res.json());
  };

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app);
  });
  beforeEach(async () => {
    project = await createProject(t.app, owner.profileId);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses changed plain text with 409 and a stable code, and keeps the document', async () => {
    const created = await create(RICH);
    const res = await patch(created.id, {
      title: 'Renamed',
      content: 'City lights so bright\ntonight, again',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'lyrics.formattingWouldBeLost',
      message: LYRICS_FORMATTING_WOULD_BE_LOST,
    });
    expect(await rowOf(created.id)).toMatchObject({ title: 'Night Drive', content: RICH });
  });

  it('keeps the document when the plain text is its own text unchanged (a title save)', async () => {
    const created = await create(RICH);
    const res = await patch(created.id, {
      title: 'Renamed',
      content: 'City lights so bright\ntonight',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Renamed', content: RICH });
    expect(await rowOf(created.id)).toMatchObject({ title: 'Renamed', content: RICH });
  });

  it('takes a rich document that removes the formatting on purpose', async () => {
    const created = await create(RICH);
    const res = await patch(created.id, { content: '<p>City lights so bright</p>' });
    expect(res.statusCode).toBe(200);
    expect((await rowOf(created.id)).content).toBe('<p>City lights so bright</p>');
  });

  it('takes plain text over lyrics without formatting (nothing to lose)', async () => {
    const created = await create('<p>one</p><p>two</p>');
    const res = await patch(created.id, { content: 'one\ntwo & three' });
    expect(res.statusCode).toBe(200);
    expect((await rowOf(created.id)).content).toBe('one\ntwo &amp; three');
  });
});
