import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AudioFile } from '../../../shared/schemas/audio.js';
import { notificationSchema, type Notification } from '../../../shared/schemas/notifications.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  addMember,
  createAudioRow,
  createProject,
  createUser,
  type TestProject,
  type TestUser,
} from '../../test/factories.js';
import { notifyUpload } from '../audio-uploads/upload-notification.js';

/**
 * Issue 26 item 3: an editing burst of lyrics, credits, splits or details is one notification
 * for the project's other members (splits only for those who may see them); a member who muted
 * the project hears nothing from it, of any kind.
 */
describe('change notifications and muted projects', () => {
  let t: TestApp;
  let owner: TestUser;
  let ana: TestUser;
  let writer: TestUser;
  let viewer: TestUser;
  let outsider: TestUser;
  let project: TestProject;

  const call = (
    user: TestUser,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    payload?: unknown,
  ) => t.app.inject({ method, url, headers: { cookie: user.cookie }, payload: payload as object });

  const listOf = async (user: TestUser, kind?: Notification['kind']) =>
    notificationSchema
      .array()
      .parse((await call(user, 'GET', '/api/notifications')).json())
      .filter((n) => kind === undefined || n.kind === kind);

  const ok = async (
    user: TestUser,
    method: 'POST' | 'PATCH' | 'PUT',
    url: string,
    payload: unknown,
  ) => {
    const res = await call(user, method, url, payload);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json<{ id: string }>();
  };

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app, { artistName: 'Olivia' });
    ana = await createUser(t.app, { artistName: 'Ana' });
    writer = await createUser(t.app);
    viewer = await createUser(t.app);
    outsider = await createUser(t.app);
    project = await createProject(t.app, owner.profileId, { title: 'Summer Song' });
    await addMember(t.app, project.id, ana, 'collaborator');
    await addMember(t.app, project.id, writer, 'collaborator');
    await addMember(t.app, project.id, viewer, 'viewer');
  });
  afterAll(() => t.close());

  it('tells the others once per lyrics editing burst, never the one who edits', async () => {
    const lyrics = await ok(ana, 'POST', `/api/projects/${project.id}/lyrics`, {
      title: 'Verse',
      content: '<p>First line</p>',
    });
    await ok(ana, 'PATCH', `/api/lyrics/${lyrics.id}`, { content: '<p>First line, again</p>' });
    await ok(ana, 'PATCH', `/api/lyrics/${lyrics.id}`, { content: '<p>First line, third</p>' });
    for (const member of [owner, writer, viewer]) {
      const edited = await listOf(member, 'lyrics.edited');
      expect(edited).toHaveLength(1);
      expect(edited[0]).toMatchObject({
        isRead: false,
        params: { name: 'Ana', project: 'Summer Song', count: '3' },
        message: 'Ana edited the lyrics of "Summer Song"',
        link: `/projects/${project.id}?tab=lyrics`,
      });
    }
    expect(await listOf(ana)).toEqual([]);
  });

  it('tells of credits and details edits, one per burst each', async () => {
    const credit = await ok(owner, 'POST', `/api/projects/${project.id}/credits`, {
      name: 'Ada',
      role: 'producer',
    });
    await ok(owner, 'PATCH', `/api/credits/${credit.id}`, { name: 'Ada L.' });
    await ok(owner, 'POST', `/api/projects/${project.id}/details`, { tempo: '120' });
    await ok(owner, 'POST', `/api/projects/${project.id}/details`, { tempo: '128' });
    for (const member of [ana, writer, viewer]) {
      const credits = await listOf(member, 'credits.edited');
      expect(credits.map((n) => [n.message, n.params.count])).toEqual([
        ['Olivia edited the credits of "Summer Song"', '2'],
      ]);
      const details = await listOf(member, 'details.edited');
      expect(details.map((n) => [n.message, n.params.count])).toEqual([
        ['Olivia edited the details of "Summer Song"', '2'],
      ]);
    }
    expect(await listOf(owner, 'credits.edited')).toEqual([]);
    expect(await listOf(owner, 'details.edited')).toEqual([]);
  });

  it('tells of splits only those who may see them: not a viewer', async () => {
    const split = await ok(owner, 'POST', `/api/projects/${project.id}/splits`, {
      name: 'Ana',
      percentage: 50,
      splitType: 'master',
    });
    await ok(owner, 'PUT', `/api/projects/${project.id}/splits/${split.id}`, { percentage: 40 });
    for (const member of [ana, writer]) {
      const splits = await listOf(member, 'splits.edited');
      expect(splits.map((n) => [n.message, n.params.count])).toEqual([
        ['Olivia edited the splits of "Summer Song"', '2'],
      ]);
    }
    expect(await listOf(viewer, 'splits.edited')).toEqual([]);
    expect(await listOf(owner, 'splits.edited')).toEqual([]);
  });

  it('lets a member mute a project: nothing from it reaches them, uploads and comments too', async () => {
    const muted = await createProject(t.app, owner.profileId, { title: 'Quiet Song' });
    await addMember(t.app, muted.id, ana, 'collaborator');
    await addMember(t.app, muted.id, writer, 'collaborator');
    expect((await call(writer, 'GET', `/api/projects/${muted.id}/mute`)).json()).toEqual({
      muted: false,
    });
    const mute = await call(writer, 'PUT', `/api/projects/${muted.id}/mute`, { muted: true });
    expect(mute.statusCode, mute.body).toBe(200);
    expect(mute.json()).toEqual({ muted: true });
    expect((await call(writer, 'GET', `/api/projects/${muted.id}/mute`)).json()).toEqual({
      muted: true,
    });
    const before = (await listOf(writer)).length;

    const lyrics = await ok(ana, 'POST', `/api/projects/${muted.id}/lyrics`, {
      title: 'Hush',
      content: '<p>Quiet</p>',
    });
    await ok(ana, 'PATCH', `/api/lyrics/${lyrics.id}`, { content: '<p>Quieter</p>' });
    await ok(owner, 'POST', `/api/projects/${muted.id}/credits`, { name: 'Bo', role: 'mixer' });
    await ok(owner, 'POST', `/api/projects/${muted.id}/splits`, {
      name: 'Bo',
      percentage: 10,
      splitType: 'master',
    });
    await ok(owner, 'POST', `/api/projects/${muted.id}/details`, { tempo: '90' });
    const song = await createAudioRow(t.app, muted.id, { title: 'Hush take', duration: 60 });
    await ok(ana, 'POST', `/api/audio/${song.id}/comments`, { atSeconds: 1, body: 'Nice' });
    // What the upload route calls after an upload (the bytes do not matter here).
    await notifyUpload(t.app.deps.db, ana.profileId, muted, [{ title: 'Take 2' } as AudioFile]);

    expect((await listOf(writer)).length).toBe(before);
    // The owner did not mute it: they hear of Ana's lyrics, comment and upload.
    const ownerKinds = (await listOf(owner))
      .filter((n) => n.params.project === 'Quiet Song')
      .map((n) => n.kind)
      .sort();
    expect(ownerKinds).toEqual(['audio.uploaded', 'comment.added', 'lyrics.edited']);

    // Unmuted, the next edit reaches them again.
    await ok(writer, 'PUT', `/api/projects/${muted.id}/mute`, { muted: false });
    await ok(owner, 'POST', `/api/projects/${muted.id}/details`, { tempo: '92' });
    expect((await listOf(writer, 'details.edited')).map((n) => n.params.project)).toContain(
      'Quiet Song',
    );
  });

  it('lets every member mute for themselves, refuses an outsider with 404 and a bad body with 400', async () => {
    for (const member of [owner, viewer]) {
      const res = await call(member, 'PUT', `/api/projects/${project.id}/mute`, { muted: true });
      expect(res.statusCode, res.body).toBe(200);
    }
    const stranger = await call(outsider, 'PUT', `/api/projects/${project.id}/mute`, {
      muted: true,
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ code: 'projects.notFound' });
    expect((await call(outsider, 'GET', `/api/projects/${project.id}/mute`)).statusCode).toBe(404);
    // A refused body changes nothing: Ana's project is still unmuted.
    for (const payload of [{}, { muted: 'yes' }, { muted: null }]) {
      const bad = await call(ana, 'PUT', `/api/projects/${project.id}/mute`, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'notifications.muteInvalid' });
    }
    expect((await call(ana, 'GET', `/api/projects/${project.id}/mute`)).json()).toEqual({
      muted: false,
    });
  });
});
