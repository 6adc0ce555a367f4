import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProject, AdminUser } from '../../../shared/schemas/admin.js';
import { accounts, auditLog, enterpriseInquiries } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createProject, createUser, type TestUser } from '../../test/factories.js';
import {
  expectPageContract,
  expectStableAcrossInserts,
  readWhole,
} from '../../test/list-contract.js';
import { REPORT_BATCH_ROWS } from './admin-reports.repository.js';

describe('admin console lists', () => {
  let t: TestApp;
  let admin: TestUser;
  let member: TestUser;

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const asAdmin = (url: string) => ({ app: t.app, url, cookie: admin.cookie });
  const addUsers = async (count: number, role: 'founder' | 'user' = 'user') => {
    for (let i = 0; i < count; i += 1) {
      await createUser(t.app, { role, artistName: `Pager ${role} ${randomUUID().slice(0, 6)}` });
    }
  };
  const addEvents = (count: number) =>
    t.app.deps.db
      .insert(auditLog)
      .values(Array.from({ length: count }, (_, i) => ({ kind: 'test.paged', details: { i } })));
  const addInquiries = (count: number) =>
    t.app.deps.db.insert(enterpriseInquiries).values(
      Array.from({ length: count }, (_, i) => ({
        name: `Buyer ${i}`,
        company: 'Label Co',
        email: `buyer${i}@label.example`,
      })),
    );

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { role: 'admin', artistName: 'Chief Admin' });
    member = await createUser(t.app);
    await addUsers(3, 'user');
    await addUsers(3, 'founder');
    // A minute apart: two inserts can share a clock tick, and the order would hang on the ids.
    for (let i = 0; i < 5; i += 1) {
      await createProject(t.app, member.profileId, {
        title: `Paged Project ${i}`,
        createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
      });
    }
    await createProject(t.app, member.profileId, { title: 'Paged Library', isLibrary: true });
    await addEvents(5);
    await addInquiries(5);
  });
  afterAll(() => t.close());

  it('pages users newest first with the search and the role filter applied on the server', async () => {
    const searched = asAdmin('/api/admin/users?search=pager');
    const ids = await readWhole(searched);
    expect(ids).toHaveLength(6);
    await expectPageContract(searched, ids, 2);
    const founders = asAdmin('/api/admin/users?role=founder&search=pager');
    const founderIds = await readWhole(founders);
    expect(founderIds).toHaveLength(3);
    await expectPageContract(founders, founderIds, 1);
    const rows = (await get('/api/admin/users?search=pager', admin.cookie)).json<AdminUser[]>();
    const times = rows.map((row) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    await expectStableAcrossInserts(searched, () => addUsers(2));
  });

  it('pages song projects (never libraries) newest first, searched and filtered', async () => {
    const searched = asAdmin('/api/admin/projects?search=paged');
    const ids = await readWhole(searched);
    expect(ids).toHaveLength(5);
    await expectPageContract(searched, ids, 2);
    const titles = (await get('/api/admin/projects?search=paged', admin.cookie))
      .json<AdminProject[]>()
      .map((row) => row.title);
    expect(titles).toEqual([4, 3, 2, 1, 0].map((i) => `Paged Project ${i}`));
    await expectPageContract(asAdmin('/api/admin/projects?search=paged&status=draft'), ids, 2);
    await expectStableAcrossInserts(searched, () =>
      createProject(t.app, member.profileId, { title: 'Paged Project late' }),
    );
  });

  it('pages recent activity and survey submissions newest first', async () => {
    for (const url of ['/api/admin/activity', '/api/admin/enterprise-inquiries']) {
      const ids = await readWhole(asAdmin(url));
      expect(ids.length).toBeGreaterThanOrEqual(5);
      await expectPageContract(asAdmin(url), ids, 2);
    }
    await expectStableAcrossInserts(asAdmin('/api/admin/activity'), () => addEvents(3));
    await expectStableAcrossInserts(asAdmin('/api/admin/enterprise-inquiries'), () =>
      addInquiries(3),
    );
  });

  it('refuses every list to non-administrators (403) and the signed out (401)', async () => {
    for (const url of [
      '/api/admin/users?limit=2',
      '/api/admin/projects?limit=2',
      '/api/admin/activity?limit=2',
      '/api/admin/enterprise-inquiries?limit=2',
    ]) {
      expect((await get(url, member.cookie)).statusCode).toBe(403);
      expect((await get(url)).statusCode).toBe(401);
    }
  });

  it('streams a report over more accounts than one batch, each account once', async () => {
    await t.app.deps.db.insert(accounts).values(
      Array.from({ length: REPORT_BATCH_ROWS + 7 }, (_, i) => ({
        email: `bulk-${i}@report.example`,
        passwordHash: 'not-a-hash',
      })),
    );
    const total = (await t.app.deps.db.select({ id: accounts.id }).from(accounts)).length;
    const res = await get('/api/admin/reports/user-activity.csv', admin.cookie);
    expect(res.statusCode).toBe(200);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^email,name,role/);
    const emails = lines.slice(1).map((line) => line.split(',')[0]);
    expect(emails).toHaveLength(total);
    expect(new Set(emails).size).toBe(total);
  });
});
