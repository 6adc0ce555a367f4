import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectSplitsSchema, splitSchema } from '../../../shared/schemas/splits.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  addMember,
  createProject,
  createUser,
  type TestProject,
  type TestUser,
} from '../../test/factories.js';
import {
  expectPageContract,
  expectStableAcrossInserts,
  readPages,
} from '../../test/list-contract.js';
import { splitsRepository } from './splits.repository.js';

describe('split pages', () => {
  let t: TestApp;
  let owner: TestUser;
  let collaborator: TestUser;
  let viewer: TestUser;
  let outsider: TestUser;
  let project: TestProject;

  const addSplits = async (count: number) => {
    for (let i = 0; i < count; i += 1) {
      await splitsRepository(t.app.deps.db).insert(project.id, {
        name: `Writer ${i}`,
        email: null,
        basisPoints: 100,
        splitType: i % 2 ? 'master' : 'publishing',
        description: null,
      });
    }
  };
  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const url = () => `/api/projects/${project.id}/splits`;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app);
    collaborator = await createUser(t.app);
    viewer = await createUser(t.app);
    outsider = await createUser(t.app);
    project = await createProject(t.app, owner.profileId);
    await addMember(t.app, project.id, collaborator, 'collaborator');
    await addMember(t.app, project.id, viewer, 'viewer');
    await addSplits(5);
  });
  afterAll(() => t.close());

  it('keeps the page contract, oldest first, with the total on the first page', async () => {
    const whole = projectSplitsSchema.parse((await get(url(), collaborator.cookie)).json());
    const ids = whole.splits.map((split) => split.id);
    expect(ids).toHaveLength(5);
    await expectPageContract({ app: t.app, url: url(), cookie: collaborator.cookie }, ids, 2);
    const first = await get(`${url()}?limit=2`, owner.cookie);
    expect(splitSchema.array().parse(first.json())).toHaveLength(2);
    expect(first.headers['x-total-count']).toBe('5');
  });

  it('keeps the spec answer (splits, totals, history) when no page is asked for', async () => {
    const whole = projectSplitsSchema.parse((await get(url(), owner.cookie)).json());
    expect(whole.totals.publishing.allocated).toBe(3);
    expect(whole.totals.master.allocated).toBe(2);
  });

  it('never repeats or skips a split when splits are added between two pages', async () => {
    const owners = { app: t.app, url: url(), cookie: owner.cookie };
    await expectStableAcrossInserts(owners, () => addSplits(2), 2);
    expect((await readPages(owners, 3)).flat()).toHaveLength(7);
  });

  it('refuses viewers (403), outsiders (404) and the signed out (401)', async () => {
    expect((await get(`${url()}?limit=2`, viewer.cookie)).statusCode).toBe(403);
    expect((await get(`${url()}?limit=2`, outsider.cookie)).statusCode).toBe(404);
    expect((await get(`${url()}?limit=2`)).statusCode).toBe(401);
  });
});
