import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMENT_BODY_MAX,
  COMMENT_DELETE_FORBIDDEN,
  commentRefSchema,
  commentSchema,
  type Comment,
} from '../../../shared/schemas/comments.js';
import { notificationSchema } from '../../../shared/schemas/notifications.js';
import { profiles } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  addMember,
  createAudioRow,
  createProject,
  createUser,
  type TestUser,
} from '../../test/factories.js';
import { eq } from 'drizzle-orm';

describe('comments', () => {
  let t: TestApp;
  let owner: TestUser;
  let collaborator: TestUser;
  let viewer: TestUser;
  let outsider: TestUser;
  let projectId: string;
  let audioId: string;

  const call = (method: string, url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers: cookie ? { cookie } : {}, payload });
  const listAs = async (user: TestUser): Promise<Comment[]> => {
    const res = await call('GET', `/api/audio/${audioId}/comments`, user.cookie);
    expect(res.statusCode).toBe(200);
    return commentSchema.array().parse(res.json());
  };
  const post = async (user: TestUser, atSeconds: number, body: string) => {
    const res = await call('POST', `/api/audio/${audioId}/comments`, user.cookie, {
      atSeconds,
      body,
    });
    return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app, { artistName: 'Ada' });
    collaborator = await createUser(t.app, { artistName: 'Grace' });
    viewer = await createUser(t.app, { artistName: 'Linus' });
    outsider = await createUser(t.app);
    const project = await createProject(t.app, owner.profileId, { title: 'Night Drive' });
    projectId = project.id;
    await addMember(t.app, projectId, collaborator, 'collaborator');
    await addMember(t.app, projectId, viewer, 'viewer');
    const audio = await createAudioRow(t.app, projectId, { title: 'Intro', duration: 95 });
    audioId = audio.id;
  });
  afterAll(() => t.close());

  it('lets collaborators and the owner comment, ordered by position then time', async () => {
    const late = await post(collaborator, 61.5, '  Bridge drags here  ');
    expect(late.status).toBe(201);
    expect(late.body).toMatchObject({
      atSeconds: 61.5,
      body: 'Bridge drags here',
      authorName: 'Grace',
      authorProfileId: collaborator.profileId,
      canDelete: true,
    });
    expect((await post(owner, 1, 'Kick is too loud')).status).toBe(201);
    expect((await post(owner, 61.5, 'Agreed')).status).toBe(201);

    const list = await listAs(viewer);
    expect(list.map((c) => [c.atSeconds, c.body])).toEqual([
      [1, 'Kick is too loud'],
      [61.5, 'Bridge drags here'],
      [61.5, 'Agreed'],
    ]);
    expect(list.map((c) => c.authorName)).toEqual(['Ada', 'Grace', 'Ada']);
    // A viewer reads but deletes nothing; the owner deletes all; a collaborator their own.
    expect(list.every((c) => !c.canDelete)).toBe(true);
    expect((await listAs(owner)).map((c) => c.canDelete)).toEqual([true, true, true]);
    expect((await listAs(collaborator)).map((c) => c.canDelete)).toEqual([false, true, false]);
  });

  it('refuses the signed out (401), outsiders (404), viewers (403) and bad input (400)', async () => {
    expect((await call('GET', `/api/audio/${audioId}/comments`)).statusCode).toBe(401);
    expect((await call('GET', `/api/audio/${audioId}/comments`, outsider.cookie)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/audio/not-a-uuid/comments', owner.cookie)).statusCode).toBe(
      404,
    );
    expect(
      (await call('POST', `/api/audio/${audioId}/comments`, undefined, { atSeconds: 0, body: 'x' }))
        .statusCode,
    ).toBe(401);
    expect((await post(outsider, 0, 'Hi')).status).toBe(404);
    expect((await post(viewer, 0, 'Hi')).status).toBe(403);

    expect((await post(owner, 0, '   ')).body.fieldErrors).toHaveProperty('body');
    expect((await post(owner, 0, 'x'.repeat(COMMENT_BODY_MAX + 1))).status).toBe(400);
    expect((await post(owner, 0, 'x'.repeat(COMMENT_BODY_MAX))).status).toBe(201);
    expect((await post(owner, -1, 'Before the start')).body.fieldErrors).toHaveProperty(
      'atSeconds',
    );
    // Duration 95 s with a one-second tolerance.
    expect((await post(owner, 95.9, 'The very end')).status).toBe(201);
    const past = await post(owner, 97, 'Past the end');
    expect(past.status).toBe(400);
    expect(past.body.fieldErrors).toHaveProperty('atSeconds');
  });

  it('lists which file each project comment is on, for members only', async () => {
    const other = await createAudioRow(t.app, projectId, { duration: 30 });
    const made = await call('POST', `/api/audio/${other.id}/comments`, collaborator.cookie, {
      atSeconds: 10,
      body: 'On the second song',
    });
    const url = `/api/projects/${projectId}/comments`;
    const res = await call('GET', url, viewer.cookie);
    expect(res.statusCode).toBe(200);
    const refs = commentRefSchema.array().parse(res.json());
    expect(refs).toContainEqual({ id: made.json<Comment>().id, audioFileId: other.id });
    expect(refs.filter((ref) => ref.audioFileId === audioId)).toHaveLength(
      (await listAs(viewer)).length,
    );
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, outsider.cookie)).statusCode).toBe(404);
  });

  it('stores the body as plain text', async () => {
    const res = await post(collaborator, 2, '<b>loud</b> & <script>x</script>');
    expect(res.body.body).toBe('<b>loud</b> & <script>x</script>');
  });

  it('tells the other members of a new comment, never its author', async () => {
    // Read first: the earlier comments on this song would otherwise be grouped with this one
    // (one notification per burst, notification-groups.test.ts).
    await call('PATCH', '/api/notifications/mark-all-read', collaborator.cookie);
    const before = await call('GET', '/api/notifications', collaborator.cookie);
    const seen = notificationSchema.array().parse(before.json()).length;
    const made = await post(owner, 65, 'Try a half-time feel');
    const notifications = (user: TestUser) =>
      call('GET', '/api/notifications', user.cookie).then((r) =>
        notificationSchema.array().parse(r.json()),
      );
    const [first] = await notifications(viewer);
    expect(first).toMatchObject({
      type: 'comment',
      kind: 'comment.added',
      params: { name: 'Ada', project: 'Night Drive', title: 'Intro', at: '1:05' },
      link: `/projects/${projectId}?tab=audio&comment=${String(made.body.id)}`,
    });
    expect((await notifications(collaborator)).length).toBe(seen + 1);
    expect(
      (await notifications(owner)).some(
        (n) => n.kind === 'comment.added' && n.params.at === '1:05',
      ),
    ).toBe(false);
  });

  it('lets the author or the owner delete, and no one else', async () => {
    const own = await post(collaborator, 3, 'Mine');
    const owners = await post(owner, 4, 'The owner’s');
    const url = (c: { body: Record<string, unknown> }) => `/api/comments/${String(c.body.id)}`;

    expect((await call('DELETE', url(own))).statusCode).toBe(401);
    expect((await call('DELETE', url(own), outsider.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', url(own), viewer.cookie)).statusCode).toBe(403);
    const refused = await call('DELETE', url(owners), collaborator.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: COMMENT_DELETE_FORBIDDEN });

    expect((await call('DELETE', url(own), collaborator.cookie)).statusCode).toBe(204);
    expect((await call('DELETE', url(own), collaborator.cookie)).statusCode).toBe(404);
    const theirs = await post(collaborator, 5, 'Delete me, boss');
    expect((await call('DELETE', url(theirs), owner.cookie)).statusCode).toBe(204);
    expect((await call('DELETE', url(owners), owner.cookie)).statusCode).toBe(204);
    const left = (await listAs(owner)).map((c) => c.id);
    for (const gone of [own, theirs, owners]) expect(left).not.toContain(gone.body.id);
    expect((await call('DELETE', '/api/comments/nope', owner.cookie)).statusCode).toBe(404);
  });

  it('keeps a comment whose author is gone, nameless, for the owner to delete', async () => {
    const leaving = await createUser(t.app);
    await addMember(t.app, projectId, leaving, 'collaborator');
    const made = await post(leaving, 6, 'Parting words');
    await t.app.deps.db.delete(profiles).where(eq(profiles.id, leaving.profileId));
    const kept = (await listAs(owner)).find((c) => c.id === made.body.id);
    expect(kept).toMatchObject({ authorProfileId: null, authorName: null, canDelete: true });
  });

  it('goes with its audio file', async () => {
    const audio = await createAudioRow(t.app, projectId, { duration: 10 });
    const res = await call('POST', `/api/audio/${audio.id}/comments`, owner.cookie, {
      atSeconds: 1,
      body: 'Short one',
    });
    expect(res.statusCode).toBe(201);
    expect((await call('DELETE', `/api/audio/${audio.id}`, owner.cookie)).statusCode).toBe(204);
    expect(
      (await call('DELETE', `/api/comments/${res.json<Comment>().id}`, owner.cookie)).statusCode,
    ).toBe(404);
  });
});
