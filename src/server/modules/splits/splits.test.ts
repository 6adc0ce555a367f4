import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  INVALID_PERCENTAGE,
  projectSplitsSchema,
  splitSchema,
} from '../../../shared/schemas/splits.js';
import { splitHistory, splits } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { spreadTimes } from '../../test/spread-times.js';
import {
  createProject,
  createUser,
  type TestProject,
  type TestUser,
} from '../../test/factories.js';

describe('splits routes: POST and GET', () => {
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
  /**
   * Adds to `written` the history row of the write just made, so that `written` holds the rows
   * in their order for spreadHistory: two writes can share a clock tick.
   */
  const noteNewHistory = async (written: string[]) => {
    const known = new Set(written);
    written.push(...(await historyRows()).map((row) => row.id).filter((id) => !known.has(id)));
  };
  const spreadHistory = (written: string[]) => spreadTimes(t.app.deps.db, splitHistory, written);
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

  describe('POST', () => {
    it('adds a split, stores basis points and writes a history row', async () => {
      const split = await addSplit({
        name: 'Ada',
        email: 'ada@example.com',
        percentage: 33.33,
        splitType: 'master',
        description: 'Producer share',
      });
      expect(split).toMatchObject({ name: 'Ada', percentage: 33.33, splitType: 'master' });
      const [row] = await splitRows();
      expect(row!.basisPoints).toBe(3333);
      const [entry] = await historyRows();
      expect(entry).toMatchObject({
        splitId: split.id,
        action: 'created',
        actorProfileId: owner.profileId,
        splitType: 'master',
        before: null,
        after: {
          name: 'Ada',
          email: 'ada@example.com',
          percentage: 33.33,
          description: 'Producer share',
        },
      });
    });

    it('refuses a split that would take the type above 100 %, with the spec message', async () => {
      await addSplit({ name: 'A', percentage: 60, splitType: 'master' });
      await addSplit({ name: 'B', percentage: 40, splitType: 'master' });
      const res = await call('POST', base(), owner.cookie, {
        name: 'C',
        percentage: 0.01,
        splitType: 'master',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Splits total 100.01% - Over 0.01%');
      const over = await call('POST', base(), owner.cookie, {
        name: 'C',
        percentage: 20.5,
        splitType: 'master',
      });
      expect(over.json().message).toBe('Splits total 120.5% - Over 20.5%');
      // Other types have their own 100 %.
      await addSplit({ name: 'C', percentage: 100, splitType: 'publishing' });
      expect(await splitRows()).toHaveLength(3);
      expect(await historyRows()).toHaveLength(3);
    });

    it('refuses invalid input with the spec message and stores nothing', async () => {
      for (const percentage of [0, 100.01, 12.345, -1, 'abc']) {
        const res = await call('POST', base(), owner.cookie, {
          name: 'A',
          percentage,
          splitType: 'master',
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(INVALID_PERCENTAGE);
      }
      for (const body of [
        { percentage: 10, splitType: 'master' },
        { name: 'A', percentage: 10, splitType: 'sync' },
        { name: 'A', percentage: 10, splitType: 'master', email: 'nope' },
      ]) {
        expect((await call('POST', base(), owner.cookie, body)).statusCode).toBe(400);
      }
      expect(await splitRows()).toHaveLength(0);
      expect(await historyRows()).toHaveLength(0);
    });

    it('answers 401 signed out, 404 to strangers and for malformed ids', async () => {
      const body = { name: 'A', percentage: 10, splitType: 'master' };
      expect((await call('POST', base(), undefined, body)).statusCode).toBe(401);
      expect((await call('POST', base(), stranger.cookie, body)).statusCode).toBe(404);
      expect((await call('POST', '/api/projects/xyz/splits', owner.cookie, body)).statusCode).toBe(
        404,
      );
      expect(await splitRows()).toHaveLength(0);
    });

    it('lets only one of several concurrent adds per type pass the 100 % check', async () => {
      // Four racing 60 % adds on each type at once: without the project row lock, several
      // would read the same 0 % total and all pass (seen on PostgreSQL).
      const types = ['master', 'publishing', 'performance'] as const;
      const results = await Promise.all(
        types.flatMap((splitType) =>
          ['A', 'B', 'C', 'D'].map(async (name) => {
            const res = await call('POST', base(), owner.cookie, {
              name,
              percentage: 60,
              splitType,
            });
            return {
              splitType,
              status: res.statusCode,
              message: res.json<{ message?: string }>().message,
            };
          }),
        ),
      );
      for (const splitType of types) {
        const mine = results.filter((r) => r.splitType === splitType);
        expect(mine.map((r) => r.status).sort()).toEqual([201, 400, 400, 400]);
        expect(mine.filter((r) => r.status === 400).map((r) => r.message)).toEqual(
          Array(3).fill('Splits total 120% - Over 20%'),
        );
      }
      const rows = await splitRows();
      expect(rows.map((r) => r.basisPoints)).toEqual([6000, 6000, 6000]);
      expect(await historyRows()).toHaveLength(3);
    });
  });

  describe('GET', () => {
    it('returns splits, totals per type and history newest first', async () => {
      const history: string[] = [];
      const a = await addSplit({ name: 'A', percentage: 60, splitType: 'master' });
      await noteNewHistory(history);
      const b = await addSplit({ name: 'B', percentage: 40, splitType: 'master' });
      await noteNewHistory(history);
      const c = await addSplit({ name: 'C', percentage: 33.33, splitType: 'publishing' });
      await noteNewHistory(history);
      await call('PUT', `${base()}/${a.id}`, owner.cookie, { name: 'A2' });
      await noteNewHistory(history);
      await spreadHistory(history);
      await spreadTimes(t.app.deps.db, splits, [a.id, b.id, c.id]);
      const res = await call('GET', base(), owner.cookie);
      expect(res.statusCode).toBe(200);
      const body = projectSplitsSchema.parse(res.json());
      expect(body.splits.map((s) => s.name)).toEqual(['A2', 'B', 'C']);
      expect(body.totals.master).toMatchObject({ allocated: 100, unallocated: 0, ready: true });
      expect(body.totals.publishing).toMatchObject({
        allocated: 33.33,
        unallocated: 66.67,
        ready: false,
        message: 'Splits total 33.33% - Need 66.67%',
      });
      expect(body.totals.performance).toMatchObject({
        allocated: 0,
        unallocated: 100,
        ready: false,
      });
      expect(body.history.map((h) => h.action)).toEqual([
        'updated',
        'created',
        'created',
        'created',
      ]);
      expect(body.history[0]).toMatchObject({
        splitId: a.id,
        actorName: 'Owner Artist',
        before: { name: 'A', percentage: 60 },
        after: { name: 'A2', percentage: 60 },
      });
    });

    it('keeps at most 50 history entries in the answer', async () => {
      const history: string[] = [];
      const split = await addSplit({ name: 'A', percentage: 1, splitType: 'master' });
      await noteNewHistory(history);
      for (let i = 2; i <= 52; i += 1) {
        await call('PUT', `${base()}/${split.id}`, owner.cookie, { percentage: i });
        await noteNewHistory(history);
      }
      expect(history).toHaveLength(52);
      await spreadHistory(history);
      const body = projectSplitsSchema.parse((await call('GET', base(), owner.cookie)).json());
      expect(body.history).toHaveLength(50);
      expect(body.history[0]!.after!.percentage).toBe(52);
    });

    it('answers 401 signed out, 404 to strangers and for malformed ids', async () => {
      await addSplit({ name: 'Secret', percentage: 10, splitType: 'master' });
      expect((await call('GET', base())).statusCode).toBe(401);
      const hidden = await call('GET', base(), stranger.cookie);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.body).not.toContain('Secret');
      expect((await call('GET', '/api/projects/0/splits', owner.cookie)).statusCode).toBe(404);
    });
  });
});
