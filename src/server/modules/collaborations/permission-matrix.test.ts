// DESIGN §5 on the routes: every project-scoped route × {owner, collaborator, viewer, outsider,
// signed out}, each against a fresh project whose members joined through real collaborations.
// permission-matrix.cases.ts names each route's policy action; the expected statuses come from
// the policy's table (src/shared/permissions.ts), so changing a rule there changes this suite.
// A project-scoped route missing from the cases fails the suite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { addMember, createUser, type TestUser } from '../../test/factories.js';
import { createProjectResources } from '../../test/project-resources.js';
import { fixture } from '../../test/audio-test-support.js';
import {
  ACTIONS_WITHOUT_ROUTES,
  CASES,
  expectedStatuses,
  POLICY_ACTIONS,
  PROJECT_SCOPED,
  WHO,
  type Who,
  type World,
} from './permission-matrix.cases.js';

describe('permission matrix (DESIGN §5)', () => {
  let t: TestApp;
  let wav: Buffer;
  let people: Record<Exclude<Who, 'signedOut'>, TestUser>;

  async function world(): Promise<World> {
    const { app } = t;
    const owned = await createProjectResources(app, people.owner.profileId);
    const { project, other, audio } = owned;
    await addMember(app, project.id, people.collaborator, 'collaborator');
    const memberId = await addMember(app, project.id, people.viewer, 'viewer');
    await addMember(app, other.id, people.collaborator, 'collaborator');
    await addMember(app, other.id, people.viewer, 'viewer');
    return {
      projectId: project.id,
      otherProjectId: other.id,
      audioId: audio.id,
      filename: audio.filename,
      lyricsId: owned.lyricsId,
      creditId: owned.creditId,
      splitId: owned.splitId,
      pendingId: owned.pendingId,
      memberId,
      commentId: owned.commentId,
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

  it('tries every action of the policy on a route (or says why it has none)', () => {
    const tried = new Set(CASES.flatMap((c) => ('action' in c.expect ? [c.expect.action] : [])));
    expect(
      POLICY_ACTIONS.filter((a) => !tried.has(a) && !ACTIONS_WITHOUT_ROUTES.includes(a)),
    ).toEqual([]);
    expect(ACTIONS_WITHOUT_ROUTES.filter((a) => tried.has(a))).toEqual([]);
  });

  it.each(CASES)('$route', async ({ route, call, expect: rule }) => {
    const expected = expectedStatuses(rule);
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
