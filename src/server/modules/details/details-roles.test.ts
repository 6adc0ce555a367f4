import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectRole } from '../../../shared/constants.js';
import { songDetailsSchema } from '../../../shared/schemas/details.js';
import { songDetails } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  addMember,
  createProject,
  createUser,
  type TestProject,
  type TestUser,
} from '../../test/factories.js';

describe('song details permissions by project role (DESIGN §5)', () => {
  let t: TestApp;
  let owner: TestUser;
  let project: TestProject;
  const members: Partial<Record<ProjectRole, TestUser>> = {};

  const url = () => `/api/projects/${project.id}/details`;
  const call = (method: 'GET' | 'POST', cookie: string, payload?: object) =>
    t.app.inject({ method, url: url(), headers: { cookie }, payload });

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app);
    project = await createProject(t.app, owner.profileId);
    for (const role of ['viewer', 'collaborator'] as const) {
      members[role] = await createUser(t.app);
      await addMember(t.app, project.id, members[role], role);
    }
    expect((await call('POST', owner.cookie, { tempo: 90, genre: 'jazz' })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(['viewer', 'collaborator'] as const)('lets a %s read the details', async (role) => {
    const res = await call('GET', members[role]!.cookie);
    expect(res.statusCode).toBe(200);
    expect(songDetailsSchema.parse(res.json())).toMatchObject({ tempo: 90, genre: 'jazz' });
  });

  it.each(['viewer', 'collaborator'] as const)(
    'refuses a %s a save with 403 and changes nothing',
    async (role) => {
      const res = await call('POST', members[role]!.cookie, { tempo: 150, genre: 'rock' });
      expect(res.statusCode).toBe(403);
      const [row] = await t.app.deps.db
        .select()
        .from(songDetails)
        .where(eq(songDetails.projectId, project.id));
      expect(row).toMatchObject({ tempo: 90, genre: 'jazz' });
    },
  );
});
