import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  FOLDER_NAME_MAX,
  FOLDER_NAME_TAKEN,
  FOLDERS_PER_PROFILE_MAX,
  folderSchema,
  projectFolderSchema,
  type Folder,
} from '../../../shared/schemas/folders.js';
import { inviteResultSchema } from '../../../shared/schemas/collaborations.js';
import { projectSchema } from '../../../shared/schemas/projects.js';
import { folders, projectFolders } from '../../db/schema/folders.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { addMember, createProject, createUser, type TestUser } from '../../test/factories.js';
import { expectPagedListContract } from '../../test/paged-list-contract.js';

describe('folders of projects (issue 16 item 4)', () => {
  let t: TestApp;
  let owner: TestUser;
  let member: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app);
    member = await createUser(t.app);
    stranger = await createUser(t.app);
  });
  afterAll(() => t.close());

  const call = (
    who: TestUser,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, payload, headers: { cookie: who.cookie } });

  async function makeFolder(who: TestUser, name: string): Promise<Folder> {
    const res = await call(who, 'POST', '/api/folders', { name });
    expect(res.statusCode, res.body).toBe(201);
    return folderSchema.parse(res.json());
  }

  const listFolders = async (who: TestUser) =>
    z.array(folderSchema).parse((await call(who, 'GET', '/api/folders')).json());

  const fileProject = (who: TestUser, projectId: string, folderId: string | null) =>
    call(who, 'PUT', `/api/projects/${projectId}/folder`, { folderId });

  it('creates, renames and deletes a folder, trimming the name', async () => {
    const folder = await makeFolder(owner, '  Demos  ');
    expect(folder).toMatchObject({ name: 'Demos', projectCount: 0 });

    const renamed = await call(owner, 'PATCH', `/api/folders/${folder.id}`, { name: 'Finished' });
    expect(renamed.statusCode).toBe(200);
    expect(folderSchema.parse(renamed.json())).toMatchObject({ id: folder.id, name: 'Finished' });
    // Its own name in another case is a rename, not a clash.
    const recased = await call(owner, 'PATCH', `/api/folders/${folder.id}`, { name: 'FINISHED' });
    expect(recased.statusCode).toBe(200);

    const removed = await call(owner, 'DELETE', `/api/folders/${folder.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await listFolders(owner)).map((f) => f.id)).not.toContain(folder.id);
  });

  it('refuses a name the profile already uses in any case (409), but not another profile’s', async () => {
    await makeFolder(owner, 'Singles');
    const clash = await call(owner, 'POST', '/api/folders', { name: 'sINGLES' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: FOLDER_NAME_TAKEN });
    const other = await makeFolder(owner, 'Other');
    const renameClash = await call(owner, 'PATCH', `/api/folders/${other.id}`, {
      name: 'singles',
    });
    expect(renameClash.statusCode).toBe(409);
    expect(renameClash.json()).toMatchObject({ code: FOLDER_NAME_TAKEN });
    await makeFolder(stranger, 'Singles');
  });

  it('refuses a blank, missing, too long or non-text name with 400 and creates nothing', async () => {
    const before = await listFolders(owner);
    const cases: [unknown, string][] = [
      [{ name: '   ' }, 'folders.nameRequired'],
      [{}, 'folders.nameRequired'],
      [{ name: 12 }, 'folders.nameRequired'],
      [{ name: 'x'.repeat(FOLDER_NAME_MAX + 1) }, 'folders.nameTooLong'],
    ];
    for (const [payload, code] of cases) {
      const res = await call(owner, 'POST', '/api/folders', payload as object);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code });
    }
    const folder = (await listFolders(owner))[0]!;
    const rename = await call(owner, 'PATCH', `/api/folders/${folder.id}`, { name: '' });
    expect(rename.statusCode).toBe(400);
    expect(await listFolders(owner)).toEqual(before);
    expect((await makeFolder(owner, 'x'.repeat(FOLDER_NAME_MAX))).name).toHaveLength(80);
  });

  it('answers 404 for another profile’s folder and for unknown ids, changing nothing', async () => {
    const theirs = await makeFolder(stranger, 'Private');
    for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await call(owner, 'PATCH', `/api/folders/${id}`, { name: 'Mine' })).statusCode).toBe(
        404,
      );
      expect((await call(owner, 'DELETE', `/api/folders/${id}`)).statusCode).toBe(404);
    }
    expect((await listFolders(stranger)).find((f) => f.id === theirs.id)?.name).toBe('Private');
    expect((await listFolders(owner)).map((f) => f.id)).not.toContain(theirs.id);
  });

  it('files a project for its owner and for a member, each in a folder of their own', async () => {
    const project = await createProject(t.app, owner.profileId);
    await addMember(t.app, project.id, member, 'viewer');
    const ownersFolder = await makeFolder(owner, 'Owner shelf');
    const membersFolder = await makeFolder(member, 'Member shelf');

    const byOwner = await fileProject(owner, project.id, ownersFolder.id);
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect(projectFolderSchema.parse(byOwner.json())).toEqual({
      projectId: project.id,
      folderId: ownersFolder.id,
    });
    const byMember = await fileProject(member, project.id, membersFolder.id);
    expect(byMember.statusCode, byMember.body).toBe(200);

    const seenBy = async (who: TestUser) =>
      projectSchema.parse((await call(who, 'GET', `/api/projects/${project.id}`)).json()).folderId;
    expect(await seenBy(owner)).toBe(ownersFolder.id);
    expect(await seenBy(member)).toBe(membersFolder.id);
    expect((await listFolders(member)).find((f) => f.id === membersFolder.id)?.projectCount).toBe(
      1,
    );

    // At most one folder per profile: filing again moves it; null takes it out.
    const elsewhere = await makeFolder(owner, 'Owner shelf 2');
    expect((await fileProject(owner, project.id, elsewhere.id)).statusCode).toBe(200);
    const counts = Object.fromEntries(
      (await listFolders(owner)).map((f) => [f.id, f.projectCount]),
    );
    expect([counts[ownersFolder.id], counts[elsewhere.id]]).toEqual([0, 1]);
    const out = await fileProject(owner, project.id, null);
    expect(out.json()).toEqual({ projectId: project.id, folderId: null });
    expect(await seenBy(owner)).toBeNull();
    expect(await seenBy(member)).toBe(membersFolder.id);
  });

  it('refuses filing for a non-member (404), into another’s folder (404) and a bad body (400)', async () => {
    const project = await createProject(t.app, owner.profileId);
    const strangersFolder = await makeFolder(stranger, 'Not yours');
    const ownersFolder = await makeFolder(owner, 'Refusals');

    const outsider = await fileProject(stranger, project.id, strangersFolder.id);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json()).toMatchObject({ code: 'projects.notFound' });

    const intoTheirs = await fileProject(owner, project.id, strangersFolder.id);
    expect(intoTheirs.statusCode).toBe(404);
    expect(intoTheirs.json()).toMatchObject({ code: 'folders.notFound' });

    for (const payload of [{ folderId: 'nope' }, {}, { folderId: 5 }]) {
      const res = await call(owner, 'PUT', `/api/projects/${project.id}/folder`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'folders.choiceInvalid' });
    }
    const unknown = await fileProject(owner, '00000000-0000-4000-8000-000000000000', null);
    expect(unknown.statusCode).toBe(404);
    expect((await listFolders(owner)).find((f) => f.id === ownersFolder.id)?.projectCount).toBe(0);
    expect(
      (await listFolders(stranger)).find((f) => f.id === strangersFolder.id)?.projectCount,
    ).toBe(0);
  });

  it('keeps the projects when their folder is deleted', async () => {
    const folder = await makeFolder(owner, 'Doomed');
    const project = await createProject(t.app, owner.profileId);
    expect((await fileProject(owner, project.id, folder.id)).statusCode).toBe(200);
    expect((await call(owner, 'DELETE', `/api/folders/${folder.id}`)).statusCode).toBe(204);
    const after = await call(owner, 'GET', `/api/projects/${project.id}`);
    expect(after.statusCode).toBe(200);
    expect(projectSchema.parse(after.json()).folderId).toBeNull();
  });

  /** The owner invites the member and the member accepts, over HTTP: a member (again). */
  async function join(projectOwner: TestUser, projectId: string, who: TestUser) {
    const invited = await call(projectOwner, 'POST', `/api/projects/${projectId}/invite`, {
      email: who.email,
      role: 'collaborator',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const { collaboration } = inviteResultSchema.parse(invited.json());
    const accepted = await call(who, 'POST', `/api/collaborations/${collaboration.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    return collaboration.id;
  }

  const placementsOf = (who: TestUser, projectId: string) =>
    t.app.deps.db
      .select()
      .from(projectFolders)
      .where(
        and(eq(projectFolders.profileId, who.profileId), eq(projectFolders.projectId, projectId)),
      );

  const membershipEnds = {
    'leaves it': (who: TestUser, projectId: string) =>
      call(who, 'DELETE', `/api/collaborations/leave/${projectId}`),
    'is removed by the owner': (_who: TestUser, _projectId: string, collaborationId: string) =>
      call(owner, 'DELETE', `/api/collaborations/${collaborationId}`),
  };

  it.each(Object.entries(membershipEnds))(
    'a member who %s loses the filing: the folder no longer holds the project, even on re-joining',
    async (how, end) => {
      const joiner = await createUser(t.app);
      const project = await createProject(t.app, owner.profileId);
      const collaborationId = await join(owner, project.id, joiner);
      const folder = await makeFolder(joiner, 'Filed while a member');
      expect((await fileProject(joiner, project.id, folder.id)).statusCode).toBe(200);
      const owners = await makeFolder(owner, `Owner’s shelf (member ${how})`);
      expect((await fileProject(owner, project.id, owners.id)).statusCode).toBe(200);

      const ended = await end(joiner, project.id, collaborationId);
      expect(ended.statusCode, ended.body).toBe(204);
      expect((await listFolders(joiner)).find((f) => f.id === folder.id)?.projectCount).toBe(0);

      await join(owner, project.id, joiner);
      const seen = await call(joiner, 'GET', `/api/projects/${project.id}`);
      expect(projectSchema.parse(seen.json()).folderId).toBeNull();
      expect((await listFolders(joiner)).find((f) => f.id === folder.id)?.projectCount).toBe(0);
      expect(await placementsOf(joiner, project.id)).toEqual([]);
      // Only the member's own filing goes: the owner's stays where it was.
      const ownerSees = await call(owner, 'GET', `/api/projects/${project.id}`);
      expect(projectSchema.parse(ownerSees.json()).folderId).toBe(owners.id);
    },
  );

  it('lists a profile’s folders by name ignoring case, in pages (DESIGN §3)', async () => {
    const lister = await createUser(t.app);
    const names = ['beta', 'Alpha', 'delta', 'Charlie', 'echo', 'Foxtrot'];
    const made = [];
    for (const name of names) made.push(await makeFolder(lister, name));
    const byName = [...made].sort((a, b) =>
      a.name.toLowerCase().localeCompare(b.name.toLowerCase()),
    );
    let added = 0;
    await expectPagedListContract({
      app: t.app,
      path: '/api/folders',
      cookie: lister.cookie,
      expectedIds: byName.map((f) => f.id),
      expectedTotal: names.length,
      insertRows: async () => {
        added += 1;
        await makeFolder(lister, `Added ${added}`);
      },
    });
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/folders' });
    expect(signedOut.statusCode).toBe(401);
  });

  it('refuses a folder past the cap of a profile with 409 and its code, keeping the others', async () => {
    const collector = await createUser(t.app);
    await t.app.deps.db.insert(folders).values(
      Array.from({ length: FOLDERS_PER_PROFILE_MAX - 1 }, (_, index) => ({
        profileId: collector.profileId,
        name: `Crate ${index}`,
      })),
    );
    await makeFolder(collector, 'The last one that fits');

    const refused = await call(collector, 'POST', '/api/folders', { name: 'One too many' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'folders.tooMany' });
    const page = await call(collector, 'GET', '/api/folders?limit=1');
    expect(page.headers['x-total-count']).toBe(String(FOLDERS_PER_PROFILE_MAX));
    // Another profile is not held by this one's folders.
    await makeFolder(stranger, 'Still room here');
  });
});
