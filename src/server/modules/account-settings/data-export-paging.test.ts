import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioFiles } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createProject, createUser, type TestUser } from '../../test/factories.js';
import { readZip, zipJson } from '../../test/zip-test-support.js';

interface ProjectJson {
  title: string;
  songs: { id: string; title: string }[];
}

// projects.json is written a page of songs at a time (500): a project larger than a few pages,
// with every song made in the same instant, must still list each song once and in order.
describe('GET /api/settings/export with a project of many pages of songs', () => {
  let t: TestApp;
  let ada: TestUser;
  const SONGS = 1_203;

  beforeAll(async () => {
    t = await buildTestApp();
    ada = await createUser(t.app, { artistName: 'Ada Sounds' });
    const big = await createProject(t.app, ada.profileId, { title: 'Big Catalogue' });
    await createProject(t.app, ada.profileId, { title: 'Small One' });
    const sameInstant = new Date('2026-01-01T00:00:00.123Z');
    await t.app.deps.db.insert(audioFiles).values(
      Array.from({ length: SONGS }, (_, i) => ({
        projectId: big.id,
        filename: `${randomUUID()}.wav`,
        originalName: `Song ${i}.wav`,
        title: `Song ${i}`,
        mimeType: 'audio/wav',
        size: 44_100,
        duration: 1,
        uploaderProfileId: ada.profileId,
        createdAt: sameInstant,
      })),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists every song once, ordered by time then id, and the projects after it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/settings/export',
      headers: { cookie: ada.cookie },
    });
    expect(res.statusCode).toBe(200);
    const projects = zipJson<ProjectJson[]>(await readZip(res.rawPayload), 'projects.json');
    const big = projects.find((p) => p.title === 'Big Catalogue')!;
    expect(big.songs).toHaveLength(SONGS);
    const ids = big.songs.map((s) => s.id);
    expect(new Set(ids).size).toBe(SONGS);
    expect(ids).toEqual([...ids].sort());
    expect(projects.find((p) => p.title === 'Small One')?.songs).toEqual([]);
  });
});
