import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lyricsSchema } from '../../../shared/schemas/lyrics.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  addMember,
  createProject,
  createUser,
  type TestProject,
  type TestUser,
} from '../../test/factories.js';
import {
  expectPageContract,
  expectStableAcrossInserts,
  readWhole,
} from '../../test/list-contract.js';
import { lyrics } from '../../db/schema/index.js';

describe('lyrics pages', () => {
  let t: TestApp;
  let owner: TestUser;
  let viewer: TestUser;
  let outsider: TestUser;
  let project: TestProject;

  // Each draft is edited one second after the one before, so "most recently edited first" is
  // one order even where two inserts land in the same clock tick (PGlite's clock is coarse).
  let editedAt = Date.parse('2026-01-01T00:00:00Z');
  const addLyrics = async (projectId: string, count: number) => {
    for (let i = 0; i < count; i += 1) {
      editedAt += 1000;
      const at = new Date(editedAt);
      await t.app.deps.db.insert(lyrics).values({
        createdAt: at,
        updatedAt: at,
        projectId,
        title: `Draft ${i}`,
        content: '<p>words</p>',
        genre: null,
        mood: null,
        language: 'en',
        authorProfileId: owner.profileId,
      });
    }
  };
  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const url = () => `/api/projects/${project.id}/lyrics`;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app);
    viewer = await createUser(t.app);
    outsider = await createUser(t.app);
    project = await createProject(t.app, owner.profileId);
    await addMember(t.app, project.id, viewer, 'viewer');
    await addLyrics(project.id, 5);
  });
  afterAll(() => t.close());

  it('keeps the page contract for a viewer, most recently edited first', async () => {
    const caller = { app: t.app, url: url(), cookie: viewer.cookie };
    const whole = await readWhole(caller);
    expect(whole).toHaveLength(5);
    await expectPageContract(caller, whole, 2);
    const rows = lyricsSchema.array().parse((await get(url(), viewer.cookie)).json());
    expect(rows.map((row) => row.title)).toEqual([
      'Draft 4',
      'Draft 3',
      'Draft 2',
      'Draft 1',
      'Draft 0',
    ]);
    expect((await get(`${url()}?limit=1`, viewer.cookie)).headers['x-total-count']).toBe('5');
  });

  it('never repeats or skips lyrics when lyrics are added between two pages', async () => {
    await expectStableAcrossInserts({ app: t.app, url: url(), cookie: owner.cookie }, () =>
      addLyrics(project.id, 2),
    );
  });

  it('answers every row without limit (the spec call), streamed as one array', async () => {
    const big = await createProject(t.app, owner.profileId);
    await addLyrics(big.id, 105);
    const res = await get(`/api/projects/${big.id}/lyrics`, owner.cookie);
    expect(res.headers.link).toBeUndefined();
    expect(lyricsSchema.array().parse(res.json())).toHaveLength(105);
  });

  it('refuses outsiders (404) and the signed out (401)', async () => {
    expect((await get(`${url()}?limit=2`, outsider.cookie)).statusCode).toBe(404);
    expect((await get(url(), outsider.cookie)).statusCode).toBe(404);
    expect((await get(`${url()}?limit=2`)).statusCode).toBe(401);
  });
});
