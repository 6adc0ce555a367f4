import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commentCountSchema,
  commentReplySchema,
  commentSchema,
} from '../../../shared/schemas/comments.js';
import { notificationSchema } from '../../../shared/schemas/notifications.js';
import { comments } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  addMember,
  createAudioRow,
  createProject,
  createUser,
  type TestUser,
} from '../../test/factories.js';
import { expectPagedListContract, readWholeList } from '../../test/paged-list-contract.js';
import { spreadTimes } from '../../test/spread-times.js';

describe('comment threads: replies, resolve / reopen, open and resolved, carried to v2', () => {
  let t: TestApp;
  let owner: TestUser;
  let collaborator: TestUser;
  let viewer: TestUser;
  let outsider: TestUser;
  let projectId: string;

  const call = (method: string, url: string, user?: TestUser, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: user ? { cookie: user.cookie } : {},
      payload,
    });
  const post = async (user: TestUser, audioId: string, atSeconds: number, body: string) => {
    const res = await call('POST', `/api/audio/${audioId}/comments`, user, { atSeconds, body });
    expect(res.statusCode, res.body).toBe(201);
    return commentSchema.parse(res.json());
  };
  /** A thread written straight to the table: the paging test needs more than the rate allows. */
  const seed = async (audioId: string, atSeconds: number, resolved = false) => {
    const [row] = await t.app.deps.db
      .insert(comments)
      .values({
        audioFileId: audioId,
        authorProfileId: owner.profileId,
        atSeconds,
        body: `At ${atSeconds}`,
        ...(resolved ? { resolvedAt: new Date(), resolvedByProfileId: owner.profileId } : {}),
      })
      .returning();
    return row!.id;
  };
  const resolve = (user: TestUser | undefined, id: string, resolved = true) =>
    call('PATCH', `/api/comments/${id}`, user, { resolved });
  const list = async (audioId: string, state?: 'open' | 'resolved') =>
    commentSchema
      .array()
      .parse(
        await readWholeList(
          t.app,
          `/api/audio/${audioId}/comments${state ? `?state=${state}` : ''}`,
          owner.cookie,
        ),
      );
  const song = async (duration = 120) =>
    (await createAudioRow(t.app, projectId, { title: 'Summer Song', duration })).id;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app, { artistName: 'Ada' });
    collaborator = await createUser(t.app, { artistName: 'Grace' });
    viewer = await createUser(t.app, { artistName: 'Linus' });
    outsider = await createUser(t.app);
    projectId = (await createProject(t.app, owner.profileId, { title: 'Night Drive' })).id;
    await addMember(t.app, projectId, collaborator, 'collaborator');
    await addMember(t.app, projectId, viewer, 'viewer');
  });
  afterAll(() => t.close());

  it('takes replies one level deep, under their thread, and refuses the rest', async () => {
    const audioId = await song();
    const thread = await post(owner, audioId, 30, 'Vocals too dry');
    const url = `/api/comments/${thread.id}/replies`;
    const made = await call('POST', url, collaborator, { body: '  Adding a plate  ' });
    expect(made.statusCode, made.body).toBe(201);
    const reply = commentReplySchema.parse(made.json());
    expect(reply).toMatchObject({ parentId: thread.id, body: 'Adding a plate', atSeconds: 30 });
    const thanks = await call('POST', url, owner, { body: 'Thanks' });
    expect(thanks.statusCode).toBe(201);
    // Their times one apart, as two writes can share a clock tick.
    await spreadTimes(t.app.deps.db, comments, [
      reply.id,
      commentReplySchema.parse(thanks.json()).id,
    ]);

    const nested = await call('POST', `/api/comments/${reply.id}/replies`, owner, { body: 'x' });
    expect(nested.statusCode).toBe(409);
    expect(nested.json()).toMatchObject({ code: 'comments.replyToReply' });
    expect((await call('POST', url, viewer, { body: 'Hi' })).statusCode).toBe(403);
    expect((await call('POST', url, outsider, { body: 'Hi' })).statusCode).toBe(404);
    expect((await call('POST', url, undefined, { body: 'Hi' })).statusCode).toBe(401);
    const empty = await call('POST', url, owner, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'comments.bodyMissing' });

    // The list holds threads only, each with its replies oldest first.
    const [listed, ...rest] = await list(audioId);
    expect(rest).toEqual([]);
    expect(listed!.id).toBe(thread.id);
    expect(listed!.replies.map((r) => [r.body, r.authorName])).toEqual([
      ['Adding a plate', 'Grace'],
      ['Thanks', 'Ada'],
    ]);
    // A thread goes with its replies.
    expect((await call('DELETE', `/api/comments/${thread.id}`, owner)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/comments/${reply.id}`, owner)).statusCode).toBe(404);
  });

  it('tells the thread’s author of replies, grouped per replier and thread', async () => {
    const audioId = await song();
    const thread = await post(owner, audioId, 5, 'Count-in is off');
    await call('PATCH', '/api/notifications/mark-all-read', owner);
    for (const body of ['Fixed', 'Also the click']) {
      await call('POST', `/api/comments/${thread.id}/replies`, collaborator, { body });
    }
    const bell = notificationSchema
      .array()
      .parse((await call('GET', '/api/notifications', owner)).json());
    // Unread only: the first test's reply to another thread was read above.
    const replies = bell.filter((n) => n.kind === 'comment.replied' && !n.isRead);
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({
      link: `/projects/${projectId}?tab=audio&comment=${thread.id}`,
      params: { name: 'Grace', project: 'Night Drive', title: 'Summer Song', count: '2' },
    });
    // The replier is not told of their own reply.
    const theirs = notificationSchema
      .array()
      .parse((await call('GET', '/api/notifications', collaborator)).json());
    expect(theirs.some((n) => n.kind === 'comment.replied')).toBe(false);
  });

  it('resolves and reopens with who and when, through the policy', async () => {
    const audioId = await song();
    const thread = await post(owner, audioId, 12, 'Snare too loud');
    // A viewer's own thread, from when they could comment.
    const [viewers] = await t.app.deps.db
      .insert(comments)
      .values({
        audioFileId: audioId,
        authorProfileId: viewer.profileId,
        atSeconds: 3,
        body: 'Mine',
      })
      .returning();

    expect((await resolve(undefined, thread.id)).statusCode).toBe(401);
    expect((await resolve(outsider, thread.id)).statusCode).toBe(404);
    const refused = await resolve(viewer, thread.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'comments.resolveForbidden' });
    const bad = await call('PATCH', `/api/comments/${thread.id}`, owner, { resolved: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect((await list(audioId, 'resolved')).map((c) => c.id)).toEqual([]);

    const done = await resolve(collaborator, thread.id);
    expect(done.statusCode, done.body).toBe(200);
    const resolved = commentSchema.parse(done.json());
    expect(resolved).toMatchObject({
      resolvedByProfileId: collaborator.profileId,
      resolvedByName: 'Grace',
    });
    expect(Date.now() - Date.parse(resolved.resolvedAt!)).toBeLessThan(60_000);
    // Resolving again keeps the first resolver.
    expect((await resolve(owner, thread.id)).json()).toMatchObject({ resolvedByName: 'Grace' });

    expect((await resolve(viewer, viewers!.id)).statusCode).toBe(200);
    expect((await list(audioId, 'resolved')).map((c) => c.id)).toEqual([viewers!.id, thread.id]);
    expect((await list(audioId, 'open')).map((c) => c.id)).toEqual([]);

    const reopened = await resolve(owner, thread.id, false);
    expect(reopened.json()).toMatchObject({
      resolvedAt: null,
      resolvedByProfileId: null,
      resolvedByName: null,
    });
    expect((await list(audioId, 'open')).map((c) => c.id)).toEqual([thread.id]);

    const reply = await call('POST', `/api/comments/${thread.id}/replies`, owner, { body: 'ok' });
    const onReply = await resolve(owner, reply.json<{ id: string }>().id);
    expect(onReply.statusCode).toBe(409);
    expect(onReply.json()).toMatchObject({ code: 'comments.replyNotResolvable' });
  });

  it('pages open and resolved threads apart, and counts open ones only', async () => {
    const audioId = await song(300);
    const made: string[] = [];
    for (let i = 0; i < 12; i++) made.push(await seed(audioId, i * 10, i % 2 === 1));
    const resolvedIds = made.filter((_, i) => i % 2 === 1);
    const openIds = made.filter((_, i) => i % 2 === 0);
    await call('POST', `/api/comments/${made[0]!}/replies`, owner, { body: 'Not a thread' });

    for (const [state, ids] of [
      ['resolved', resolvedIds],
      ['open', openIds],
    ] as const) {
      await expectPagedListContract({
        app: t.app,
        path: `/api/audio/${audioId}/comments?state=${state}`,
        cookie: viewer.cookie,
        expectedIds: ids,
        expectedTotal: ids.length,
        // Written while paging, before and after every page: neither disturbs the pages.
        insertRows: async () => {
          // In the list read: resolved ones for Resolved, open ones for Open.
          for (const at of [0, 299]) await seed(audioId, at, state === 'resolved');
        },
      });
    }
    const wrong = await call('GET', `/api/audio/${audioId}/comments?state=closed`, owner);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'comments.stateInvalid' });

    const counts = await call(
      'GET',
      `/api/projects/${projectId}/comments/counts?audioIds=${audioId}`,
      viewer,
    );
    const open = (await list(audioId, 'open')).length;
    expect(open).toBeGreaterThan(openIds.length);
    expect((await list(audioId)).length).toBeGreaterThan(open);
    expect(commentCountSchema.array().parse(counts.json())).toEqual([
      { audioFileId: audioId, count: open },
    ]);
  });

  it('shows the open threads of the previous latest on the new one, clamped, marked v1', async () => {
    const v1 = await song(300);
    const early = await post(owner, v1, 10, 'Early');
    const late = await post(collaborator, v1, 250, 'Late');
    const settled = await post(owner, v1, 100, 'Settled');
    await resolve(owner, settled.id);
    await call('POST', `/api/comments/${early.id}/replies`, collaborator, { body: 'Agreed' });
    const v2 = (await createAudioRow(t.app, projectId, { title: 'Summer Song v2', duration: 200 }))
      .id;
    const own = await post(owner, v2, 50, 'On the new mix');
    const marked = await call('POST', `/api/audio/${v2}/latest`, owner, { versionOf: v1 });
    expect(marked.statusCode, marked.body).toBe(200);

    const onV2 = await list(v2);
    expect(onV2.map((c) => [c.id, c.atSeconds, c.fromVersion])).toEqual([
      [early.id, 10, { audioFileId: v1, number: 1 }],
      [own.id, 50, null],
      [late.id, 200, { audioFileId: v1, number: 1 }],
    ]);
    expect(onV2[0]!.replies.map((r) => r.body)).toEqual(['Agreed']);
    expect((await list(v2, 'resolved')).map((c) => c.id)).toEqual([]);
    // Pages through the carried ones keep their order and count.
    await expectPagedListContract({
      app: t.app,
      path: `/api/audio/${v2}/comments?state=open`,
      cookie: owner.cookie,
      // Late (250 s on v1) is clamped to 200 s, the end of v2: after 198, 199 and 199.5.
      expectedIds: [early.id, own.id, ...(await moreOpen(v2)), late.id],
      expectedTotal: 6,
      insertRows: async () => {
        await seed(v2, 0);
      },
    });
    // Nothing moved: v1 still holds all of its own.
    expect((await list(v1)).map((c) => c.id)).toEqual([early.id, settled.id, late.id]);
    const counts = await call(
      'GET',
      `/api/projects/${projectId}/comments/counts?audioIds=${v1},${v2}`,
      owner,
    );
    expect(
      commentCountSchema
        .array()
        .parse(counts.json())
        .sort((a, b) => (a.audioFileId === v1 ? -1 : b.audioFileId === v1 ? 1 : 0)),
    ).toEqual([
      { audioFileId: v1, count: 2 },
      { audioFileId: v2, count: 7 },
    ]);
    // Resolved on v2, a carried thread stays behind.
    await resolve(collaborator, late.id);
    expect((await list(v2)).map((c) => c.id)).not.toContain(late.id);
  });

  /** Three more open threads on `audioId` past the others (the contract wants five rows). */
  async function moreOpen(audioId: string): Promise<string[]> {
    const ids: string[] = [];
    for (const at of [198, 199, 199.5]) ids.push(await seed(audioId, at));
    return ids;
  }
});
