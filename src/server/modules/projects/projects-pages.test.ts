import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { projectSchema } from '../../../shared/schemas/projects.js';
import { collaborations } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { addMember, createProject, createUser, type TestUser } from '../../test/factories.js';
import { expectPagedListContract, readWholeList } from '../../test/paged-list-contract.js';

const at = (day: number) => new Date(Date.UTC(2025, 4, day, 12));

describe('GET /api/projects in pages', () => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  /** What the owner sees, in the list's order. */
  let expectedIds: string[];

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app);
    stranger = await createUser(t.app);
    const library = await createProject(t.app, owner.profileId, {
      isLibrary: true,
      updatedAt: at(1),
    });
    const own = [];
    for (const day of [3, 5, 7, 9]) {
      own.push(await createProject(t.app, owner.profileId, { updatedAt: at(day) }));
    }
    // Joined projects interleave with the owned ones by when they changed; a pending
    // invitation and the stranger's other projects are not the owner's to see.
    const joinedEarly = await createProject(t.app, stranger.profileId, { updatedAt: at(4) });
    const joinedLate = await createProject(t.app, stranger.profileId, { updatedAt: at(8) });
    await addMember(t.app, joinedEarly.id, owner, 'viewer');
    await addMember(t.app, joinedLate.id, owner, 'collaborator');
    const invited = await createProject(t.app, stranger.profileId, { updatedAt: at(10) });
    await t.app.deps.db.insert(collaborations).values({
      projectId: invited.id,
      profileId: owner.profileId,
      inviteEmail: owner.email,
      role: 'viewer',
      status: 'pending',
    });
    await createProject(t.app, stranger.profileId, { updatedAt: at(6) });
    expectedIds = [
      library.id,
      own[3]!.id,
      joinedLate.id,
      own[2]!.id,
      own[1]!.id,
      joinedEarly.id,
      own[0]!.id,
    ];
  });
  afterAll(() => t.close());

  it('pages the library first, then owned and joined projects by when they last changed', async () => {
    let made = 0;
    await expectPagedListContract({
      app: t.app,
      path: '/api/projects',
      cookie: owner.cookie,
      expectedIds,
      expectedTotal: expectedIds.length,
      insertRows: async () => {
        made += 1;
        await createProject(t.app, owner.profileId, { title: `Made while paging ${made}` });
      },
    });
    const roles = z
      .array(projectSchema)
      .parse(await readWholeList(t.app, '/api/projects', owner.cookie))
      .map((project) => project.role);
    expect(roles.slice(made)).toEqual([
      'owner',
      'owner',
      'collaborator',
      'owner',
      'owner',
      'viewer',
      'owner',
    ]);
  });

  it('answers the whole array without limit (the spec’s call), streamed in the same order', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/projects?userId=someone-else',
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers.link).toBeUndefined();
    const whole = z.array(projectSchema).parse(res.json());
    expect(whole.map((project) => project.id)).toEqual(
      (await readWholeList<{ id: string }>(t.app, '/api/projects', owner.cookie, 3)).map(
        (project) => project.id,
      ),
    );
  });

  it('shows a stranger none of it, and a signed-out caller nothing (401)', async () => {
    const theirs = await readWholeList<{ id: string }>(t.app, '/api/projects', stranger.cookie);
    const leaked = theirs.filter((project) => expectedIds.includes(project.id));
    // The stranger owns the two projects the owner joined, and nothing else of the owner's.
    expect(leaked).toHaveLength(2);
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/projects?limit=2' });
    expect(signedOut.statusCode).toBe(401);
  });
});
