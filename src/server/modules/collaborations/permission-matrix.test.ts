// DESIGN §5 as a table: every project-scoped route × {owner, collaborator, viewer, outsider,
// signed out}, each against a fresh project whose members joined through real collaborations.
// The table is permission-matrix.cases.ts; a project-scoped route missing from it fails the suite.
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collaborations, comments, credits, lyrics, splits } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  addMember,
  createAudioRow,
  createProject,
  createUser,
  type TestUser,
} from '../../test/factories.js';
import { fixture } from '../audio/audio-test-support.js';
import { CASES, PROJECT_SCOPED, WHO, type Who, type World } from './permission-matrix.cases.js';

describe('permission matrix (DESIGN §5)', () => {
  let t: TestApp;
  let wav: Buffer;
  let people: Record<Exclude<Who, 'signedOut'>, TestUser>;

  async function world(): Promise<World> {
    const { app } = t;
    const db = app.deps.db;
    const project = await createProject(app, people.owner.profileId);
    const other = await createProject(app, people.owner.profileId);
    await addMember(app, project.id, people.collaborator, 'collaborator');
    const memberId = await addMember(app, project.id, people.viewer, 'viewer');
    await addMember(app, other.id, people.collaborator, 'collaborator');
    await addMember(app, other.id, people.viewer, 'viewer');
    const audio = await createAudioRow(app, project.id, {
      uploaderProfileId: people.owner.profileId,
    });
    await app.deps.storage.put(audio.filename, Readable.from(await fixture('wav')));
    const [lyric] = await db
      .insert(lyrics)
      .values({ projectId: project.id, title: 'T', content: 'C' })
      .returning();
    const [credit] = await db
      .insert(credits)
      .values({ projectId: project.id, name: 'N', role: 'producer' })
      .returning();
    const [split] = await db
      .insert(splits)
      .values({ projectId: project.id, name: 'S', basisPoints: 1000, splitType: 'master' })
      .returning();
    const [comment] = await db
      .insert(comments)
      .values({
        audioFileId: audio.id,
        authorProfileId: people.owner.profileId,
        atSeconds: 0,
        body: 'B',
      })
      .returning();
    const [pending] = await db
      .insert(collaborations)
      .values({
        projectId: project.id,
        inviteEmail: 'someone@example.com',
        role: 'viewer',
        tokenHash: null,
        tokenExpiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    return {
      projectId: project.id,
      otherProjectId: other.id,
      audioId: audio.id,
      filename: audio.filename,
      lyricsId: lyric!.id,
      creditId: credit!.id,
      splitId: split!.id,
      pendingId: pending!.id,
      memberId,
      commentId: comment!.id,
      wav,
    };
  }

  beforeAll(async () => {
    t = await buildTestApp();
    people = {
      owner: await createUser(t.app),
      collaborator: await createUser(t.app),
      viewer: await createUser(t.app),
      outsider: await createUser(t.app),
    };
    wav = await fixture('wav');
  });
  afterAll(() => t.close());

  it('has a row for every project-scoped route the app registers', () => {
    const registered = t.app.routeTable
      .filter((r) => PROJECT_SCOPED.test(r.url))
      .map((r) => `${r.method} ${r.url}`);
    const covered = new Set(CASES.map((c) => c.route));
    expect(registered.filter((route) => !covered.has(route))).toEqual([]);
    const all = t.app.routeTable.map((r) => `${r.method} ${r.url}`);
    expect([...covered].filter((route) => !all.includes(route))).toEqual([]);
  });

  it.each(CASES)('$route', async ({ route, call, expect: expected }) => {
    const method = route.split(' ')[0] as 'GET';
    const got: number[] = [];
    for (const who of WHO) {
      const { url, payload, headers } = call(await world());
      const cookie = who === 'signedOut' ? {} : { cookie: people[who].cookie };
      const res = await t.app.inject({ method, url, payload, headers: { ...headers, ...cookie } });
      got.push(res.statusCode);
    }
    expect(Object.fromEntries(WHO.map((who, i) => [who, got[i]]))).toEqual(
      Object.fromEntries(WHO.map((who, i) => [who, expected[i]])),
    );
  });
});
