import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  creditSchema,
  creditsSummary,
  creditsSummarySchema,
} from '../../../shared/schemas/credits.js';
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
  readWhole,
} from '../../test/list-contract.js';
import { creditsRepository } from './credits.repository.js';

describe('credit pages', () => {
  let t: TestApp;
  let owner: TestUser;
  let viewer: TestUser;
  let outsider: TestUser;
  let project: TestProject;

  const addCredits = async (projectId: string, count: number, role = 'producer') => {
    const repo = creditsRepository(t.app.deps.db);
    for (let i = 0; i < count; i += 1) {
      await repo.insert(projectId, {
        name: `Person ${i}`,
        role: i % 2 ? role : 'Vocals,  lead vocals ',
        email: i % 3 ? null : `p${i}@example.com`,
        description: null,
        website: i === 4 ? 'https://example.com' : null,
        social: null,
      });
    }
  };
  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const caller = (user: TestUser, url = `/api/projects/${project.id}/credits`) => ({
    app: t.app,
    url,
    cookie: user.cookie,
  });

  beforeAll(async () => {
    t = await buildTestApp();
    [owner, viewer, outsider] = await Promise.all([
      createUser(t.app),
      createUser(t.app),
      createUser(t.app),
    ]);
    project = await createProject(t.app, owner.profileId);
    await addMember(t.app, project.id, viewer, 'viewer');
    await addCredits(project.id, 5);
  });
  afterAll(() => t.close());

  it('keeps the page contract for a member, oldest first, with the total on the first page', async () => {
    const whole = await readWhole(caller(viewer));
    expect(whole).toHaveLength(5);
    await expectPageContract(caller(viewer), whole, 2);
    const first = await get(`/api/projects/${project.id}/credits?limit=2`, viewer.cookie);
    expect(first.headers['x-total-count']).toBe('5');
    expect(first.headers.link).toMatch(
      /^<\/api\/projects\/[^>]+limit=2[^>]*cursor=[^>]+>; rel="next"$/,
    );
  });

  it('never repeats or skips a credit when credits are added between two pages', async () => {
    await expectStableAcrossInserts(caller(owner), () => addCredits(project.id, 3), 2);
  });

  it('answers every credit without limit (the spec call), streamed as one array', async () => {
    const big = await createProject(t.app, owner.profileId);
    await addCredits(big.id, 130);
    const res = await get(`/api/projects/${big.id}/credits`, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers.link).toBeUndefined();
    expect(creditSchema.array().parse(res.json())).toHaveLength(130);
  });

  it('refuses outsiders (404) and the signed out (401), pages and summary alike', async () => {
    for (const url of [
      `/api/projects/${project.id}/credits?limit=2`,
      `/api/projects/${project.id}/credits`,
      `/api/projects/${project.id}/credits/summary`,
    ]) {
      expect((await get(url, outsider.cookie)).statusCode).toBe(404);
      expect((await get(url)).statusCode).toBe(401);
    }
  });

  it('sums up every credit on the server as the client would over the whole list', async () => {
    const res = await get(`/api/projects/${project.id}/credits/summary`, viewer.cookie);
    expect(res.statusCode).toBe(200);
    const whole = creditSchema
      .array()
      .parse((await get(`/api/projects/${project.id}/credits`, viewer.cookie)).json());
    expect(creditsSummarySchema.parse(res.json())).toEqual(creditsSummary(whole));
    expect(res.json()).toMatchObject({ uniqueRoles: 3 });
  });
});
