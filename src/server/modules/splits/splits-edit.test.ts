import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INVALID_PERCENTAGE, splitSchema } from '../../../shared/schemas/splits.js';
import { splitHistory, splits } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  createProject,
  createUser,
  type TestProject,
  type TestUser,
} from '../../test/factories.js';

describe('splits routes: PUT and DELETE', () => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let project: TestProject;

  const call = (method: string, url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers: cookie ? { cookie } : {}, payload });
  const base = () => `/api/projects/${project.id}/splits`;
  const splitRows = () =>
    t.app.deps.db.select().from(splits).where(eq(splits.projectId, project.id));
  const historyRows = () =>
    t.app.deps.db.select().from(splitHistory).where(eq(splitHistory.projectId, project.id));
  const addSplit = async (body: object) => {
    const res = await call('POST', base(), owner.cookie, body);
    expect(res.statusCode, res.body).toBe(201);
    return splitSchema.parse(res.json());
  };

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app, { artistName: 'Owner Artist' });
    stranger = await createUser(t.app);
  });
  beforeEach(async () => {
    project = await createProject(t.app, owner.profileId, { title: 'Night Drive' });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('PUT', () => {
    it('updates a split and records before and after', async () => {
      const split = await addSplit({
        name: 'A',
        percentage: 50,
        splitType: 'master',
        email: 'a@example.com',
      });
      const res = await call('PUT', `${base()}/${split.id}`, owner.cookie, {
        name: 'Ada',
        email: null,
        percentage: 75.5,
        splitType: 'master',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Ada', email: null, percentage: 75.5 });
      const [row] = await splitRows();
      expect(row).toMatchObject({ name: 'Ada', email: null, basisPoints: 7550 });
      const updated = (await historyRows()).find((h) => h.action === 'updated');
      expect(updated).toMatchObject({
        actorProfileId: owner.profileId,
        before: { name: 'A', email: 'a@example.com', percentage: 50, description: null },
        after: { name: 'Ada', email: null, percentage: 75.5, description: null },
      });
    });

    it('refuses a change above 100 % (also when moving to a full type), changing nothing', async () => {
      const a = await addSplit({ name: 'A', percentage: 60, splitType: 'master' });
      await addSplit({ name: 'B', percentage: 30, splitType: 'master' });
      const p = await addSplit({ name: 'P', percentage: 50, splitType: 'publishing' });
      const raise = await call('PUT', `${base()}/${a.id}`, owner.cookie, { percentage: 75 });
      expect(raise.statusCode).toBe(400);
      expect(raise.json().message).toBe('Splits total 105% - Over 5%');
      const move = await call('PUT', `${base()}/${p.id}`, owner.cookie, { splitType: 'master' });
      expect(move.json().message).toBe('Splits total 140% - Over 40%');
      // Its own share is not counted twice: 60 → 70 fits exactly.
      expect(
        (await call('PUT', `${base()}/${a.id}`, owner.cookie, { percentage: 70 })).statusCode,
      ).toBe(200);
      const rows = await splitRows();
      expect(rows.map((r) => [r.name, r.splitType, r.basisPoints])).toEqual(
        expect.arrayContaining([
          ['A', 'master', 7000],
          ['B', 'master', 3000],
          ['P', 'publishing', 5000],
        ]),
      );
      expect((await historyRows()).filter((h) => h.action === 'updated')).toHaveLength(1);
    });

    it('refuses invalid input, strangers, signed-out callers and unknown ids', async () => {
      const split = await addSplit({ name: 'A', percentage: 50, splitType: 'master' });
      const url = `${base()}/${split.id}`;
      const invalid = await call('PUT', url, owner.cookie, { percentage: 0 });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().message).toBe(INVALID_PERCENTAGE);
      expect((await call('PUT', url, owner.cookie, { name: ' ' })).statusCode).toBe(400);
      expect((await call('PUT', url, undefined, { name: 'X' })).statusCode).toBe(401);
      expect((await call('PUT', url, stranger.cookie, { name: 'X' })).statusCode).toBe(404);
      expect((await call('PUT', `${base()}/bad`, owner.cookie, { name: 'X' })).statusCode).toBe(
        404,
      );
      expect(
        (await call('PUT', `${base()}/${randomUUID()}`, owner.cookie, { name: 'X' })).statusCode,
      ).toBe(404);
      // A split id used under another project of the owner is not found there.
      const other = await createProject(t.app, owner.profileId);
      const elsewhere = await call(
        'PUT',
        `/api/projects/${other.id}/splits/${split.id}`,
        owner.cookie,
        { name: 'X' },
      );
      expect(elsewhere.statusCode).toBe(404);
      const [row] = await splitRows();
      expect(row).toMatchObject({ name: 'A', basisPoints: 5000 });
      expect(await historyRows()).toHaveLength(1);
    });
  });

  describe('DELETE', () => {
    it('deletes a split and keeps its history', async () => {
      const split = await addSplit({ name: 'A', percentage: 50, splitType: 'publishing' });
      expect((await call('DELETE', `${base()}/${split.id}`, owner.cookie)).statusCode).toBe(204);
      expect(await splitRows()).toHaveLength(0);
      const deleted = (await historyRows()).find((h) => h.action === 'deleted');
      expect(deleted).toMatchObject({
        splitId: split.id,
        splitType: 'publishing',
        before: { name: 'A', percentage: 50 },
        after: null,
      });
    });

    it('refuses strangers, signed-out callers and unknown ids, deleting nothing', async () => {
      const split = await addSplit({ name: 'A', percentage: 50, splitType: 'master' });
      expect((await call('DELETE', `${base()}/${split.id}`)).statusCode).toBe(401);
      expect((await call('DELETE', `${base()}/${split.id}`, stranger.cookie)).statusCode).toBe(404);
      expect((await call('DELETE', `${base()}/nope`, owner.cookie)).statusCode).toBe(404);
      expect(
        (await call('DELETE', `/api/projects/nope/splits/${split.id}`, owner.cookie)).statusCode,
      ).toBe(404);
      expect((await call('DELETE', `${base()}/${randomUUID()}`, owner.cookie)).statusCode).toBe(
        404,
      );
      expect(await splitRows()).toHaveLength(1);
      expect(await historyRows()).toHaveLength(1);
    });
  });
});
