import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectRole } from '../../../shared/constants.js';
import { splits } from '../../db/schema/index.js';
import { accessAsRole, statusOf } from '../../test/role-stand-in.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  createProject,
  createUser,
  type TestProject,
  type TestUser,
} from '../../test/factories.js';
import { splitsRepository } from './splits.repository.js';
import { splitsService } from './splits.service.js';

// Collaborations are not in the API yet (findProjectRole knows owners only), so the role
// matrix of DESIGN §5 is checked on the service with an access check that grants a set role
// and applies the same rule as requireProjectRole.
describe('splits permissions by role (DESIGN §5)', () => {
  let t: TestApp;
  let owner: TestUser;
  let project: TestProject;
  let splitId: string;

  const serviceAs = (role: ProjectRole) =>
    splitsService({
      db: t.app.deps.db,
      repo: splitsRepository(t.app.deps.db),
      access: accessAsRole(t.app.deps.db, role),
    });
  const status = statusOf;
  const rows = () => t.app.deps.db.select().from(splits).where(eq(splits.projectId, project.id));

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app);
    project = await createProject(t.app, owner.profileId);
    const created = await serviceAs('owner').create(owner.profileId, project.id, {
      name: 'A',
      email: null,
      percentage: 50,
      splitType: 'master',
      description: null,
    });
    splitId = created.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const input = {
    name: 'B',
    email: null,
    percentage: 10,
    splitType: 'master' as const,
    description: null,
  };

  it('hides splits and their sheet from viewers and shows them to collaborators and owners', async () => {
    expect(await status(serviceAs('viewer').list(owner.profileId, project.id))).toBe(403);
    expect(await status(serviceAs('viewer').sheet(owner.profileId, project.id, 'master'))).toBe(
      403,
    );
    for (const role of ['collaborator', 'owner'] as const) {
      const body = await serviceAs(role).list(owner.profileId, project.id);
      expect(body.splits.map((s) => s.id)).toEqual([splitId]);
      expect(
        (await serviceAs(role).sheet(owner.profileId, project.id, 'master')).splits,
      ).toHaveLength(1);
    }
  });

  it('lets only the owner add, edit and delete splits', async () => {
    for (const role of ['viewer', 'collaborator'] as const) {
      const service = serviceAs(role);
      expect(await status(service.create(owner.profileId, project.id, input))).toBe(403);
      expect(
        await status(service.update(owner.profileId, project.id, splitId, { name: 'X' })),
      ).toBe(403);
      expect(await status(service.remove(owner.profileId, project.id, splitId))).toBe(403);
    }
    expect((await rows()).map((r) => r.name)).toEqual(['A']);
    const owned = serviceAs('owner');
    const added = await owned.create(owner.profileId, project.id, input);
    expect(await status(owned.update(owner.profileId, project.id, added.id, { name: 'C' }))).toBe(
      'ok',
    );
    expect(await status(owned.remove(owner.profileId, project.id, added.id))).toBe('ok');
  });
});
