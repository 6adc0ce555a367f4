import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AudioFile } from '../../../shared/schemas/audio.js';
import { audioFiles, profiles, projects } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createAudioRow, createProject, createUser } from '../../test/factories.js';

// GET /api/audio/all keeps the serialized list per profile (audio-list-cache.ts): every change
// to what the list shows must reach the next answer.
describe('GET /api/audio/all caching', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('revalidates /api/audio/all with its ETag and never serves a stale cached list', async () => {
    const user = await createUser(t.app, { artistName: 'Before' });
    const cached = await createProject(t.app, user.profileId, { title: 'Old title' });
    const file = await createAudioRow(t.app, cached.id, { uploaderProfileId: user.profileId });
    const list = () => t.app.inject({ url: '/api/audio/all', headers: { cookie: user.cookie } });

    const first = await list();
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await t.app.inject({
      url: '/api/audio/all',
      headers: { cookie: user.cookie, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);

    await t.app.inject({
      method: 'PATCH',
      url: `/api/audio/${file.id}/notes`,
      headers: { cookie: user.cookie },
      payload: { notes: 'fresh' },
    });
    const edited = await list();
    expect(edited.headers.etag).not.toBe(etag);
    expect(edited.json<AudioFile[]>()[0]!.notes).toBe('fresh');

    await t.app.deps.db
      .update(projects)
      .set({ title: 'New title' })
      .where(eq(projects.id, cached.id));
    expect((await list()).json<AudioFile[]>()[0]!.projectName).toBe('New title');
    await t.app.deps.db
      .update(profiles)
      .set({ artistName: 'After' })
      .where(eq(profiles.id, user.profileId));
    expect((await list()).json<AudioFile[]>()[0]!.uploaderName).toBe('After');
    await t.app.deps.db.delete(audioFiles).where(eq(audioFiles.id, file.id));
    expect((await list()).json()).toEqual([]);
  });
});
