import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AudioFile } from '../../../shared/schemas/audio.js';
import { notificationSchema, type Notification } from '../../../shared/schemas/notifications.js';
import { notifications } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  addMember,
  createAudioRow,
  createProject,
  createUser,
  type TestProject,
  type TestUser,
} from '../../test/factories.js';
import { fixture, multipart } from '../../test/audio-test-support.js';
import { notifyUpload } from '../audio-uploads/upload-notification.js';
import { NOTIFICATION_GROUP_WINDOW_MS } from './notification-groups.repository.js';

/** Issue 16 item 7: a burst of uploads or comments is one notification with a count. */
describe('grouped notifications', () => {
  let t: TestApp;
  let owner: TestUser;
  let uploader: TestUser;
  let viewer: TestUser;
  let project: TestProject;

  const listOf = async (user: TestUser, kind: Notification['kind']) =>
    notificationSchema
      .array()
      .parse(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/notifications',
            headers: { cookie: user.cookie },
          })
        ).json(),
      )
      .filter((n) => n.kind === kind);

  /** Moves the profile's open notifications of `kind` back by more than the window. */
  const pastTheWindow = (user: TestUser, kind: Notification['kind']) =>
    t.app.deps.db
      .update(notifications)
      .set({
        createdAt: sql`${notifications.createdAt} - make_interval(secs => ${NOTIFICATION_GROUP_WINDOW_MS / 1000 + 60})`,
      })
      .where(and(eq(notifications.profileId, user.profileId), eq(notifications.kind, kind)));

  const uploadByApi = async (title: string) => {
    const body = multipart([
      { name: 'audio', filename: `${title}.wav`, content: await fixture('wav'), type: 'audio/wav' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/audio`,
      headers: { ...body.headers, cookie: uploader.cookie },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  /** What the upload route calls after each upload (the bytes do not matter here). */
  const uploadNotice = (title: string) =>
    notifyUpload(t.app.deps.db, uploader.profileId, project, [{ title } as AudioFile]);

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app);
    uploader = await createUser(t.app, { artistName: 'Ana' });
    viewer = await createUser(t.app);
    project = await createProject(t.app, owner.profileId, { title: 'Summer EP' });
    await addMember(t.app, project.id, uploader, 'collaborator');
    await addMember(t.app, project.id, viewer, 'viewer');
  });
  afterAll(() => t.close());

  it('makes 50 uploads by one person one notification per member, counting 50', async () => {
    await uploadByApi('first-take');
    for (let i = 2; i <= 50; i += 1) await uploadNotice(`Take ${i}`);
    for (const member of [owner, viewer]) {
      const uploads = await listOf(member, 'audio.uploaded');
      expect(uploads).toHaveLength(1);
      expect(uploads[0]).toMatchObject({
        isRead: false,
        params: { name: 'Ana', project: 'Summer EP', count: '50' },
        message: 'Ana uploaded 50 files to "Summer EP"',
      });
    }
    expect(await listOf(uploader, 'audio.uploaded')).toEqual([]);
  });

  it('starts a new notification after a gap longer than the window, or once it was read', async () => {
    await pastTheWindow(owner, 'audio.uploaded');
    await uploadNotice('After the break');
    const afterGap = await listOf(owner, 'audio.uploaded');
    expect(afterGap.map((n) => n.params.count)).toEqual(['1', '50']);
    expect(afterGap[0]!.message).toBe('Ana uploaded "After the break" to "Summer EP"');
    // The viewer's group was still open: it grew.
    expect((await listOf(viewer, 'audio.uploaded')).map((n) => n.params.count)).toEqual(['51']);

    const read = await t.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${afterGap[0]!.id}/read`,
      headers: { cookie: owner.cookie },
    });
    expect(read.statusCode).toBe(204);
    await uploadNotice('Seen that one');
    expect((await listOf(owner, 'audio.uploaded')).map((n) => n.params.count)).toEqual([
      '1',
      '1',
      '50',
    ]);
  });

  it('keeps another uploader’s or another project’s uploads apart', async () => {
    const second = await createProject(t.app, owner.profileId, { title: 'Winter EP' });
    await addMember(t.app, second.id, uploader, 'collaborator');
    await notifyUpload(t.app.deps.db, uploader.profileId, second, [{ title: 'Cold' } as AudioFile]);
    await notifyUpload(t.app.deps.db, viewer.profileId, project, [{ title: 'Mine' } as AudioFile]);
    // Named by who, where and how many rather than by place in the list: these two can share
    // a clock tick with the last test's notices, and a tie is ordered by random id.
    const notices = (await listOf(owner, 'audio.uploaded')).map((n) => [
      n.params.name,
      n.params.project,
      n.params.count,
    ]);
    expect(notices).toContainEqual(['Ana', 'Winter EP', '1']);
    expect(notices.filter(([name, where]) => name !== 'Ana' && where === 'Summer EP')).toEqual([
      [expect.any(String), 'Summer EP', '1'],
    ]);
  });

  it('makes comments by one person on one song one notification, pointing at the latest', async () => {
    const song = await createAudioRow(t.app, project.id, { title: 'Chorus idea', duration: 60 });
    const other = await createAudioRow(t.app, project.id, { title: 'Verse idea', duration: 60 });
    const comment = async (audioId: string, atSeconds: number) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/audio/${audioId}/comments`,
        headers: { cookie: uploader.cookie },
        payload: { atSeconds, body: `At ${atSeconds}` },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: string }>().id;
    };
    await comment(song.id, 1);
    await comment(song.id, 2);
    const latest = await comment(song.id, 3);
    await comment(other.id, 4);
    const comments = await listOf(owner, 'comment.added');
    expect(comments.map((n) => [n.params.title, n.params.count])).toEqual([
      ['Verse idea', '1'],
      ['Chorus idea', '3'],
    ]);
    expect(comments[1]!.message).toBe('Ana left 3 comments on "Chorus idea" in "Summer EP"');
    expect(comments[1]!.link).toContain(`comment=${latest}`);
  });

  it('pushes the grown notification to open streams again, under the same id', async () => {
    const listener = await createUser(t.app);
    const streamed = await createProject(t.app, listener.profileId, { title: 'Live' });
    await addMember(t.app, streamed.id, uploader, 'collaborator');
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const res = await fetch(`${base}/api/notifications/stream`, {
      headers: { cookie: listener.cookie },
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    await reader.read(); // the retry line: the stream is registered

    const events: Notification[] = [];
    let text = '';
    const nextEvent = async () => {
      const wanted = events.length + 1;
      while (events.length < wanted) {
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        text += new TextDecoder().decode(value);
        const blocks = text.split('\n\n');
        text = blocks.pop()!;
        for (const block of blocks) {
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (block.includes('event: notification') && data) {
            events.push(notificationSchema.parse(JSON.parse(data.slice('data: '.length))));
          }
        }
      }
    };
    const upload = (title: string) =>
      notifyUpload(t.app.deps.db, uploader.profileId, streamed, [{ title } as AudioFile]);
    // One upload, its push, then the next: the stream sends the row as it is when the event
    // arrives, so two uploads before the first push is read may both show the grown count.
    await upload('One');
    await nextEvent();
    await upload('Two');
    await nextEvent();
    controller.abort();
    expect(events.map((n) => n.params.count)).toEqual(['1', '2']);
    expect(events[1]!.id).toBe(events[0]!.id);
  });
});
