import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CREDIT_MISSING_INFO, creditSchema } from '../../../shared/schemas/credits.js';
import { credits } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { spreadTimes } from '../../test/spread-times.js';
import {
  createProject,
  createUser,
  type TestProject,
  type TestUser,
} from '../../test/factories.js';

describe('credits routes', () => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let project: TestProject;

  const call = (method: string, url: string, cookie?: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: cookie ? { cookie } : {},
      payload,
    });
  const rowsOf = (projectId: string) =>
    t.app.deps.db.select().from(credits).where(eq(credits.projectId, projectId));
  const addCredit = async (body: object = { name: 'Ada', role: 'producer' }) => {
    const res = await call('POST', `/api/projects/${project.id}/credits`, owner.cookie, body);
    expect(res.statusCode).toBe(201);
    return creditSchema.parse(res.json());
  };

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app);
    stranger = await createUser(t.app);
  });
  beforeEach(async () => {
    project = await createProject(t.app, owner.profileId);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('POST /api/projects/:id/credits', () => {
    it('lets the owner add a credit with every field, roles joined with ", "', async () => {
      const res = await call('POST', `/api/projects/${project.id}/credits`, owner.cookie, {
        projectId: project.id,
        name: ' Ada Lovelace ',
        role: ['producer', 'mixer', 'producer'],
        email: 'ada@example.com',
        description: 'Beat and mix',
        website: 'https://ada.example',
        social: '@ada',
      });
      expect(res.statusCode).toBe(201);
      const body = creditSchema.parse(res.json());
      expect(body).toMatchObject({
        projectId: project.id,
        name: 'Ada Lovelace',
        role: 'producer, mixer',
        email: 'ada@example.com',
        website: 'https://ada.example',
        social: '@ada',
      });
      const [row] = await rowsOf(project.id);
      expect(row).toMatchObject({ id: body.id, role: 'producer, mixer', social: '@ada' });
    });

    it('refuses a credit without a name or role and stores nothing', async () => {
      for (const body of [
        { role: 'producer' },
        { name: 'Ada', role: '' },
        { name: 'Ada', role: [] },
      ]) {
        const res = await call('POST', `/api/projects/${project.id}/credits`, owner.cookie, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(CREDIT_MISSING_INFO);
      }
      const bad = await call('POST', `/api/projects/${project.id}/credits`, owner.cookie, {
        name: 'Ada',
        role: 'x',
        website: 'javascript:alert(1)',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fieldErrors).toHaveProperty('website');
      expect(await rowsOf(project.id)).toHaveLength(0);
    });

    it('answers 401 signed out, 404 for another profile’s project and malformed ids', async () => {
      const body = { name: 'Ada', role: 'producer' };
      expect(
        (await call('POST', `/api/projects/${project.id}/credits`, undefined, body)).statusCode,
      ).toBe(401);
      expect(
        (await call('POST', `/api/projects/${project.id}/credits`, stranger.cookie, body))
          .statusCode,
      ).toBe(404);
      expect(
        (await call('POST', `/api/projects/not-a-uuid/credits`, owner.cookie, body)).statusCode,
      ).toBe(404);
      expect(await rowsOf(project.id)).toHaveLength(0);
    });
  });

  describe('GET /api/projects/:id/credits', () => {
    it('lists the project’s credits oldest first', async () => {
      const first = await addCredit({ name: 'First', role: 'artist' });
      const second = await addCredit({ name: 'Second', role: 'mixer' });
      // Their times one apart, as two writes can share a clock tick.
      await spreadTimes(t.app.deps.db, credits, [first.id, second.id]);
      const other = await createProject(t.app, owner.profileId);
      await call('POST', `/api/projects/${other.id}/credits`, owner.cookie, {
        name: 'Elsewhere',
        role: 'x',
      });
      const res = await call('GET', `/api/projects/${project.id}/credits`, owner.cookie);
      expect(res.statusCode).toBe(200);
      expect(
        creditSchema
          .array()
          .parse(res.json())
          .map((c) => c.id),
      ).toEqual([first.id, second.id]);
    });

    it('answers 401 signed out, 404 to strangers and for malformed ids', async () => {
      await addCredit();
      expect((await call('GET', `/api/projects/${project.id}/credits`)).statusCode).toBe(401);
      const hidden = await call('GET', `/api/projects/${project.id}/credits`, stranger.cookie);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.body).not.toContain('Ada');
      expect((await call('GET', '/api/projects/123/credits', owner.cookie)).statusCode).toBe(404);
    });
  });

  describe('PATCH /api/credits/:id', () => {
    it('changes only the fields sent and clears blanks', async () => {
      const created = await addCredit({ name: 'Ada', role: 'producer', email: 'ada@example.com' });
      const res = await call('PATCH', `/api/credits/${created.id}`, owner.cookie, {
        role: 'producer, vocalist',
        email: '',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Ada', role: 'producer, vocalist', email: null });
      const [row] = await rowsOf(project.id);
      expect(row).toMatchObject({ name: 'Ada', role: 'producer, vocalist', email: null });
    });

    it('refuses invalid input, strangers, signed-out callers and unknown ids, changing nothing', async () => {
      const created = await addCredit();
      const url = `/api/credits/${created.id}`;
      const invalid = await call('PATCH', url, owner.cookie, { name: '' });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().message).toBe(CREDIT_MISSING_INFO);
      expect((await call('PATCH', url, owner.cookie, { email: 'nope' })).statusCode).toBe(400);
      expect((await call('PATCH', url, owner.cookie, {})).statusCode).toBe(400);
      expect((await call('PATCH', url, undefined, { name: 'X' })).statusCode).toBe(401);
      const hidden = await call('PATCH', url, stranger.cookie, { name: 'X' });
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().message).toBe('Credit not found');
      expect(
        (await call('PATCH', '/api/credits/nope', owner.cookie, { name: 'X' })).statusCode,
      ).toBe(404);
      const unknown = await call('PATCH', `/api/credits/${crypto.randomUUID()}`, owner.cookie, {
        name: 'X',
      });
      expect(unknown.statusCode).toBe(404);
      const [row] = await rowsOf(project.id);
      expect(row).toMatchObject({ name: 'Ada', role: 'producer' });
    });
  });

  describe('DELETE /api/credits/:id', () => {
    it('lets the owner delete a credit', async () => {
      const created = await addCredit();
      const res = await call('DELETE', `/api/credits/${created.id}`, owner.cookie);
      expect(res.statusCode).toBe(204);
      expect(await rowsOf(project.id)).toHaveLength(0);
    });

    it('refuses strangers, signed-out callers and malformed ids, deleting nothing', async () => {
      const created = await addCredit();
      expect((await call('DELETE', `/api/credits/${created.id}`)).statusCode).toBe(401);
      expect((await call('DELETE', `/api/credits/${created.id}`, stranger.cookie)).statusCode).toBe(
        404,
      );
      expect((await call('DELETE', '/api/credits/1', owner.cookie)).statusCode).toBe(404);
      expect(await rowsOf(project.id)).toHaveLength(1);
    });
  });

  it('removes credits with their project', async () => {
    await addCredit();
    expect((await call('DELETE', `/api/projects/${project.id}`, owner.cookie)).statusCode).toBe(
      204,
    );
    expect(await rowsOf(project.id)).toHaveLength(0);
  });
});
