// Issue 14 item 2: an export holds only what the person may see now. A viewer's held the
// project's splits (names, e-mails, percentages); a removed member's showed titles the owner
// set after the removal.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credits, splits } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  addMember,
  createAudioRow,
  createProject,
  createUser,
  type TestUser,
} from '../../test/factories.js';
import { readZip, zipJson } from '../../test/zip-test-support.js';

interface ProjectJson {
  title: string;
  role: string;
  credits: { name: string }[];
  splits?: { name: string; email: string | null }[];
}

describe('GET /api/settings/export holds only what the person may see now', () => {
  let t: TestApp;
  let owner: TestUser;
  let viewer: TestUser;
  let collaborator: TestUser;
  let removed: TestUser;
  const removedTake = randomBytes(4096);

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    user: TestUser,
    payload?: object,
  ) => t.app.inject({ method, url, payload, headers: { cookie: user.cookie } });
  const exportOf = async (user: TestUser) => {
    const res = await call('GET', '/api/settings/export', user);
    expect(res.statusCode).toBe(200);
    const entries = await readZip(res.rawPayload);
    return { entries, text: Buffer.concat([...entries.values()]).toString('utf8') };
  };
  const ok = async (res: Awaited<ReturnType<typeof call>>, status = 200) =>
    expect(res.statusCode, res.body).toBe(status);

  beforeAll(async () => {
    t = await buildTestApp();
    const { db } = t.app.deps;
    owner = await createUser(t.app, { artistName: 'Owner' });
    viewer = await createUser(t.app, { artistName: 'Viewer' });
    collaborator = await createUser(t.app, { artistName: 'Collaborator' });
    removed = await createUser(t.app, { artistName: 'Removed' });

    const album = await createProject(t.app, owner.profileId, { title: 'Album' });
    await addMember(t.app, album.id, viewer, 'viewer');
    await addMember(t.app, album.id, collaborator, 'collaborator');
    await db.insert(credits).values({ projectId: album.id, name: 'Album Credit', role: 'writer' });
    await db.insert(splits).values({
      projectId: album.id,
      splitType: 'master',
      name: 'Secret Split Holder',
      email: 'split-holder@example.com',
      basisPoints: 6000,
    });

    // The removed member uploads, comments and lists the owner's song, then is removed; the
    // owner renames everything afterwards.
    const band = await createProject(t.app, owner.profileId, { title: 'Before Removal' });
    const membershipId = await addMember(t.app, band.id, removed, 'collaborator');
    const ownerSong = await createAudioRow(t.app, band.id, {
      uploaderProfileId: owner.profileId,
      title: 'Owner Song',
    });
    const take = await createAudioRow(t.app, band.id, {
      uploaderProfileId: removed.profileId,
      title: 'Removed Take',
      originalName: 'removed-take.wav',
    });
    await t.app.deps.storage.put(take.filename, Readable.from(removedTake));
    await ok(
      await call('POST', `/api/audio/${ownerSong.id}/comments`, removed, {
        atSeconds: 1,
        body: 'Love the bridge',
      }),
      201,
    );
    const list = await call('POST', '/api/playlists', removed, { name: 'Removed list' });
    await ok(list, 201);
    await ok(
      await call('POST', `/api/playlists/${list.json<{ id: string }>().id}/tracks`, removed, {
        audioFileId: ownerSong.id,
      }),
      201,
    );
    await ok(await call('DELETE', `/api/collaborations/${membershipId}`, owner), 204);
    await ok(
      await call('PATCH', `/api/projects/${band.id}`, owner, { title: 'Set After Removal' }),
    );
    await ok(
      await call('PATCH', `/api/audio/${ownerSong.id}/title`, owner, {
        title: 'Song Renamed Later',
      }),
    );
    await ok(
      await call('PATCH', `/api/audio/${take.id}/title`, owner, { title: 'Take Renamed Later' }),
    );
    await ok(
      await call('PATCH', `/api/audio/${take.id}/notes`, owner, { notes: 'Notes Written Later' }),
    );
  });
  afterAll(() => t.close());

  it("a viewer's export has no splits (names, e-mails, percentages), only what viewers see", async () => {
    const { entries, text } = await exportOf(viewer);
    const album = zipJson<ProjectJson[]>(entries, 'projects.json').find((p) => p.title === 'Album');
    expect(album).toMatchObject({ role: 'viewer', credits: [{ name: 'Album Credit' }] });
    expect(album).not.toHaveProperty('splits');
    for (const secret of ['Secret Split Holder', 'split-holder@example.com', '"percentage"']) {
      expect(text.includes(secret), secret).toBe(false);
    }
  });

  it("the owner's and a collaborator's exports keep the splits", async () => {
    for (const [user, role] of [
      [owner, 'owner'],
      [collaborator, 'collaborator'],
    ] as const) {
      const { entries } = await exportOf(user);
      const projects = zipJson<ProjectJson[]>(entries, 'projects.json');
      expect(projects.find((p) => p.title === 'Album')).toMatchObject({
        role,
        splits: [{ name: 'Secret Split Holder', email: 'split-holder@example.com' }],
      });
    }
  });

  it("a removed member's export shows nothing the owner set after the removal", async () => {
    const { text } = await exportOf(removed);
    for (const later of [
      'Set After Removal',
      'Song Renamed Later',
      'Take Renamed Later',
      'Notes Written Later',
    ]) {
      expect(text.includes(later), later).toBe(false);
    }
  });

  it("a removed member's export keeps their own upload and comment, and nothing else of the project", async () => {
    const { entries, text } = await exportOf(removed);
    expect(zipJson<unknown[]>(entries, 'projects.json').length).toBe(0);
    expect(zipJson(entries, 'former-project-uploads.json')).toEqual([
      expect.objectContaining({
        originalName: 'removed-take.wav',
        file: 'audio/Former projects/removed-take.wav',
      }),
    ]);
    expect(entries.get('audio/Former projects/removed-take.wav')).toEqual(removedTake);
    expect(zipJson(entries, 'comments.json')).toEqual([
      expect.objectContaining({ body: 'Love the bridge', projectId: null }),
    ]);
    expect(zipJson(entries, 'playlists.json')).toEqual([
      expect.objectContaining({
        name: 'Removed list',
        tracks: [expect.objectContaining({ songTitle: null, projectTitle: null })],
      }),
    ]);
    for (const other of ['Before Removal', 'Owner Song', 'Removed Take', 'Album']) {
      expect(text.includes(other), other).toBe(false);
    }
  });
});
