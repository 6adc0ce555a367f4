import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectRole } from '../../../shared/constants.js';
import { createCreditSchema } from '../../../shared/schemas/credits.js';
import { credits } from '../../db/schema/index.js';
import { accessAsRole, statusOf } from '../../test/role-stand-in.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  createProject,
  createUser,
  type TestProject,
  type TestUser,
} from '../../test/factories.js';
import { creditsRepository } from './credits.repository.js';
import { creditsService } from './credits.service.js';

// Collaborations are not in the API yet (findProjectRole knows owners only), so the role
// matrix of DESIGN §5 is checked on the service with an access check that grants a set role
// and applies the same rule as requireProjectRole.
describe('credits permissions by role (DESIGN §5)', () => {
  let t: TestApp;
  let owner: TestUser;
  let project: TestProject;
  let creditId: string;

  const serviceAs = (role: ProjectRole) =>
    creditsService({
      db: t.app.deps.db,
      repo: creditsRepository(t.app.deps.db),
      access: accessAsRole(t.app.deps.db, role),
    });
  const status = statusOf;
  const input = createCreditSchema.parse({ name: 'Bo', role: 'mixer' });

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app);
    project = await createProject(t.app, owner.profileId);
    creditId = (await serviceAs('owner').create(owner.profileId, project.id, input)).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets viewers, collaborators and owners read credits', async () => {
    for (const role of ['viewer', 'collaborator', 'owner'] as const) {
      const list = await serviceAs(role).list(owner.profileId, project.id);
      expect(list.map((c) => c.id)).toEqual([creditId]);
    }
  });

  it('lets only the owner add, edit and delete credits', async () => {
    for (const role of ['viewer', 'collaborator'] as const) {
      const service = serviceAs(role);
      expect(await status(service.create(owner.profileId, project.id, input))).toBe(403);
      expect(await status(service.update(owner.profileId, creditId, { name: 'X' }))).toBe(403);
      expect(await status(service.remove(owner.profileId, creditId))).toBe(403);
    }
    const stored = await t.app.deps.db
      .select()
      .from(credits)
      .where(eq(credits.projectId, project.id));
    expect(stored.map((c) => c.name)).toEqual(['Bo']);
    const owned = serviceAs('owner');
    expect(await status(owned.update(owner.profileId, creditId, { name: 'Bo B' }))).toBe('ok');
    expect(await status(owned.remove(owner.profileId, creditId))).toBe('ok');
  });
});
