import * as Y from 'yjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LyricsVersion } from '../../../shared/schemas/lyrics-history.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { addMember, createProject, createUser, type TestUser } from '../../test/factories.js';
import { eventually, LiveLyricsClient } from '../../test/lyrics-live-client.js';

// The lyrics' version history (issue 26 item 2): a co-writer's wipe undone by restoring a kept
// version, and the restore itself undone by restoring the version kept before it.
describe('GET /api/lyrics/:id/history and POST …/history/:versionId/restore', () => {
  let t: TestApp;
  let base: string;
  let owner: TestUser;
  let cowriter: TestUser;
  let viewer: TestUser;
  let stranger: TestUser;
  let projectId: string;
  const open: LiveLyricsClient[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    owner = await createUser(t.app);
    cowriter = await createUser(t.app);
    viewer = await createUser(t.app);
    stranger = await createUser(t.app);
    projectId = (await createProject(t.app, owner.profileId)).id;
    await addMember(t.app, projectId, cowriter, 'collaborator');
    await addMember(t.app, projectId, viewer, 'viewer');
  });
  afterEach(() => {
    for (const client of open.splice(0)) client.close();
  });
  afterAll(() => t.close());

  const connect = async (who: TestUser, lyricsId: string) => {
    const client = LiveLyricsClient.connect(base, lyricsId, { cookie: who.cookie });
    open.push(client);
    await eventually(() => client.synced);
    return client;
  };
  const history = async (who: TestUser, id: string, query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/lyrics/${id}/history${query}`,
      headers: { cookie: who.cookie },
    });
    return res;
  };
  const restore = (who: TestUser, id: string, versionId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/lyrics/${id}/history/${versionId}/restore`,
      headers: { cookie: who.cookie },
    });
  const items = async (id: string) => (await history(cowriter, id)).json<LyricsVersion[]>();

  it('undoes a wipe by restoring the kept version, and undoes the restore the same way', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/lyrics`,
      headers: { cookie: owner.cookie },
      payload: { title: 'Keepsake', content: '<p>Every word we wrote</p><p>second verse</p>' },
    });
    const id = created.json<{ id: string }>().id;
    const owners = await connect(owner, id);
    const vandal = await connect(cowriter, id);
    // The first edit keeps the words as they were (the hourly version is due at once).
    vandal.doc.transact(() => {
      const body = vandal.doc.getXmlFragment('body');
      body.delete(0, body.length);
      const empty = new Y.XmlElement('paragraph');
      body.insert(0, [empty]);
    });
    await eventually(() => owners.text() === '');
    const kept = await items(id);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      reason: 'hourly',
      preview: 'Every word we wrote second verse',
    });

    // A viewer may list but not restore; a stranger sees nothing.
    expect((await history(viewer, id)).statusCode).toBe(200);
    expect((await restore(viewer, id, kept[0]!.id)).statusCode).toBe(403);
    expect((await history(stranger, id)).statusCode).toBe(404);
    expect((await restore(stranger, id, kept[0]!.id)).statusCode).toBe(404);

    const restored = await restore(owner, id, kept[0]!.id);
    expect(restored.statusCode).toBe(200);
    expect(restored.json<{ content: string }>().content).toBe(
      '<p>Every word we wrote</p><p>second verse</p>',
    );
    await eventually(() => owners.text() === 'Every word we wrote\nsecond verse');
    await eventually(() => vandal.text() === 'Every word we wrote\nsecond verse');

    // The restore kept what it replaced (the wipe): restoring that undoes the restore.
    const after = await items(id);
    expect(after.map((v) => v.reason)).toEqual(['beforeRestore', 'hourly']);
    expect(after[0]).toMatchObject({ preview: '', length: 0 });
    expect(after[0]!.byName).toEqual(expect.any(String));
    const undone = await restore(cowriter, id, after[0]!.id);
    expect(undone.statusCode).toBe(200);
    await eventually(() => owners.text() === '');
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/lyrics/${id}`,
      headers: { cookie: owner.cookie },
    });
    expect(read.json<{ content: string }>().content).not.toContain('Every word');

    // Keyset pages, newest first, one at a time.
    // Keyset pages (DESIGN §3: a JSON array, the next page in the Link header), newest first.
    const first = await history(owner, id, '?limit=2');
    expect(first.json<LyricsVersion[]>().map((v) => v.reason)).toEqual([
      'beforeRestore',
      'beforeRestore',
    ]);
    const link = String(first.headers.link);
    expect(link).toContain('rel="next"');
    const next = link.slice(1, link.indexOf('>'));
    const second = await t.app.inject({
      method: 'GET',
      url: next,
      headers: { cookie: owner.cookie },
    });
    expect(second.json<LyricsVersion[]>().map((v) => v.reason)).toEqual(['hourly']);
    expect(second.headers.link).toBeUndefined();
  });

  it('answers 404 for a version of other lyrics and a malformed one', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/lyrics`,
      headers: { cookie: owner.cookie },
      payload: { title: 'Other', content: '<p>x</p>' },
    });
    const id = created.json<{ id: string }>().id;
    const missing = await restore(owner, id, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ code: string }>().code).toBe('lyrics.versionNotFound');
    expect((await restore(owner, id, 'not-a-uuid')).statusCode).toBe(404);
  });
});
