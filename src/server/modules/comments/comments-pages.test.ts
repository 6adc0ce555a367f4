import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMENT_COUNTS_MAX,
  COMMENT_NOT_FOUND,
  commentCountSchema,
  commentSchema,
  type Comment,
} from '../../../shared/schemas/comments.js';
import { audioFiles, comments } from '../../db/schema/index.js';
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

describe('comments in pages, counts per song, one comment', () => {
  let t: TestApp;
  let owner: TestUser;
  let viewer: TestUser;
  let outsider: TestUser;
  let projectId: string;
  let songA: string;
  let songB: string;

  const call = (url: string, user?: TestUser) =>
    t.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });
  const post = async (audioId: string, atSeconds: number, body: string): Promise<Comment> => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/audio/${audioId}/comments`,
      headers: { cookie: owner.cookie },
      payload: { atSeconds, body },
    });
    expect(res.statusCode, res.body).toBe(201);
    return commentSchema.parse(res.json());
  };

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app);
    viewer = await createUser(t.app);
    outsider = await createUser(t.app);
    projectId = (await createProject(t.app, owner.profileId)).id;
    await addMember(t.app, projectId, viewer, 'viewer');
    songA = (await createAudioRow(t.app, projectId, { duration: 300 })).id;
    songB = (await createAudioRow(t.app, projectId, { duration: 300 })).id;
  });
  afterAll(() => t.close());
  /** The comments' times one apart in the order written (two writes can share a clock tick). */
  const spreadCommentTimes = (written: Comment[]) =>
    spreadTimes(
      t.app.deps.db,
      comments,
      written.map((comment) => comment.id),
    );

  it('pages a song’s comments by position then time, stable while more are written', async () => {
    const written: Comment[] = [];
    for (const at of [90, 10, 45.25, 10, 200, 45.25, 0.5]) {
      written.push(await post(songA, at, `At ${at}`));
    }
    await spreadCommentTimes(written);
    const expected = [...written]
      .map((comment, order) => ({ comment, order }))
      .sort((a, b) => a.comment.atSeconds - b.comment.atSeconds || a.order - b.order)
      .map(({ comment }) => comment.id);
    let late = 0;
    await expectPagedListContract({
      app: t.app,
      path: `/api/audio/${songA}/comments`,
      cookie: viewer.cookie,
      expectedIds: expected,
      expectedTotal: expected.length,
      insertRows: async () => {
        late += 1;
        // One before every page read so far, one after: neither disturbs the pages.
        await post(songA, 0, `Early ${late}`);
        await post(songA, 299, `Late ${late}`);
      },
    });
    const all = await readWholeList<Comment>(t.app, `/api/audio/${songA}/comments`, viewer.cookie);
    expect(all.every((comment) => comment.canDelete === false)).toBe(true);
  });

  it('refuses a song’s comments to outsiders (404) and the signed out (401)', async () => {
    expect((await call(`/api/audio/${songA}/comments?limit=2`, outsider)).statusCode).toBe(404);
    expect((await call(`/api/audio/${songA}/comments?limit=2`)).statusCode).toBe(401);
    expect((await call(`/api/projects/${projectId}/comments?limit=2`, outsider)).statusCode).toBe(
      404,
    );
  });

  it('pages a project’s comments newest first, on every song of it', async () => {
    const projectIdOnly = (await createProject(t.app, owner.profileId)).id;
    await addMember(t.app, projectIdOnly, viewer, 'viewer');
    const first = (await createAudioRow(t.app, projectIdOnly, { duration: 60 })).id;
    const second = (await createAudioRow(t.app, projectIdOnly, { duration: 60 })).id;
    const written: Comment[] = [];
    for (let i = 0; i < 6; i++) written.push(await post(i % 2 ? first : second, i, `Note ${i}`));
    await spreadCommentTimes(written);
    await expectPagedListContract({
      app: t.app,
      path: `/api/projects/${projectIdOnly}/comments`,
      cookie: viewer.cookie,
      expectedIds: written.map((comment) => comment.id).reverse(),
      expectedTotal: written.length,
      insertRows: async () => {
        await post(first, 30, 'Written while paging');
      },
    });
    const refs = await readWholeList<{ audioFileId: string }>(
      t.app,
      `/api/projects/${projectIdOnly}/comments`,
      viewer.cookie,
    );
    expect(new Set(refs.map((ref) => ref.audioFileId))).toEqual(new Set([first, second]));
  });

  it('follows a song that moves to another project', async () => {
    const from = (await createProject(t.app, owner.profileId)).id;
    const to = (await createProject(t.app, owner.profileId)).id;
    const song = (await createAudioRow(t.app, from, { duration: 60 })).id;
    const comment = await post(song, 5, 'Travels with the song');
    await t.app.deps.db.update(audioFiles).set({ projectId: to }).where(eq(audioFiles.id, song));
    const ids = async (project: string) =>
      (
        await readWholeList<{ id: string }>(
          t.app,
          `/api/projects/${project}/comments`,
          owner.cookie,
        )
      ).map((ref) => ref.id);
    expect(await ids(from)).toEqual([]);
    expect(await ids(to)).toEqual([comment.id]);
  });

  it('counts the comments of the songs asked for, in this project only', async () => {
    await post(songB, 3, 'One on B');
    const elsewhere = await createProject(t.app, owner.profileId);
    const foreign = (await createAudioRow(t.app, elsewhere.id, { duration: 30 })).id;
    await post(foreign, 1, 'Not in this project');
    const silent = (await createAudioRow(t.app, projectId, { duration: 30 })).id;
    const url = `/api/projects/${projectId}/comments/counts?audioIds=${[songA, songB, foreign, silent, randomUUID()].join(',')}`;
    const res = await call(url, viewer);
    expect(res.statusCode, res.body).toBe(200);
    const counts = commentCountSchema.array().parse(res.json());
    const total = (await readWholeList(t.app, `/api/audio/${songA}/comments`, owner.cookie)).length;
    expect(new Map(counts.map((row) => [row.audioFileId, row.count]))).toEqual(
      new Map([
        [songA, total],
        [songB, 1],
      ]),
    );
    expect((await call(url, outsider)).statusCode).toBe(404);
    expect((await call(url)).statusCode).toBe(401);
    const tooMany = Array.from({ length: COMMENT_COUNTS_MAX + 1 }, () => randomUUID()).join(',');
    for (const audioIds of ['', 'not-an-id', tooMany]) {
      const bad = await call(
        `/api/projects/${projectId}/comments/counts?audioIds=${audioIds}`,
        viewer,
      );
      expect(bad.statusCode).toBe(400);
    }
    expect((await call(`/api/projects/${projectId}/comments/counts`, viewer)).statusCode).toBe(400);
  });

  it('gives one comment to whoever may read its song, and to no one else', async () => {
    const comment = await post(songB, 7, 'Linked from a notification');
    const seen = await call(`/api/comments/${comment.id}`, viewer);
    expect(seen.statusCode).toBe(200);
    expect(commentSchema.parse(seen.json())).toEqual({
      ...comment,
      canDelete: false,
      canResolve: false,
    });
    for (const [user, id] of [
      [outsider, comment.id],
      [viewer, randomUUID()],
      [viewer, 'not-an-id'],
    ] as const) {
      const res = await call(`/api/comments/${id}`, user);
      expect([res.statusCode, res.json().message]).toEqual([404, COMMENT_NOT_FOUND]);
    }
    expect((await call(`/api/comments/${comment.id}`)).statusCode).toBe(401);
  });
});
