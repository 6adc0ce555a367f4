import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SEARCH_TEXT_MAX } from '../../../shared/constants.js';
import { folderSchema } from '../../../shared/schemas/folders.js';
import { projectSchema, type Project } from '../../../shared/schemas/projects.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  addMember,
  createProject,
  createUser,
  type TestProject,
  type TestUser,
} from '../../test/factories.js';
import {
  expectPagedListContract,
  readAllPages,
  withQuery,
} from '../../test/paged-list-contract.js';

const at = (day: number) => new Date(Date.UTC(2025, 4, day, 12));

/** GET /api/projects with a search, folder, sort, status and scope (issue 16 item 3). */
describe('GET /api/projects filtered and sorted', () => {
  let t: TestApp;
  let me: TestUser;
  let other: TestUser;
  let library: TestProject;
  /** Owned: [title, created day, updated day, status]. */
  const ownedSpecs = [
    ['Summer EP', 2, 9, 'draft'],
    ['autumn demos', 3, 4, 'complete'],
    ['Winter 100% mix', 4, 7, 'draft'],
    ['spring_single', 5, 5, 'published'],
    ['Bridge', 6, 3, 'draft'],
  ] as const;
  let owned: TestProject[];
  let joined: TestProject[];
  let folderId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    me = await createUser(t.app);
    other = await createUser(t.app);
    library = await createProject(t.app, me.profileId, {
      title: 'My Library',
      isLibrary: true,
      createdAt: at(1),
      updatedAt: at(1),
    });
    owned = [];
    for (const [title, created, updated, status] of ownedSpecs) {
      owned.push(
        await createProject(t.app, me.profileId, {
          title,
          status,
          createdAt: at(created),
          updatedAt: at(updated),
        }),
      );
    }
    joined = [
      await createProject(t.app, other.profileId, {
        title: 'Collab summer',
        createdAt: at(7),
        updatedAt: at(8),
      }),
      await createProject(t.app, other.profileId, {
        title: 'Zebra',
        status: 'complete',
        createdAt: at(8),
        updatedAt: at(2),
      }),
    ];
    for (const project of joined) await addMember(t.app, project.id, me, 'viewer');
    await createProject(t.app, other.profileId, { title: 'Summer of strangers' });

    const folder = await t.app.inject({
      method: 'POST',
      url: '/api/folders',
      payload: { name: 'Favourites' },
      headers: { cookie: me.cookie },
    });
    folderId = folderSchema.parse(folder.json()).id;
    for (const project of [owned[0]!, joined[1]!]) {
      const filed = await t.app.inject({
        method: 'PUT',
        url: `/api/projects/${project.id}/folder`,
        payload: { folderId },
        headers: { cookie: me.cookie },
      });
      expect(filed.statusCode).toBe(200);
    }
  });
  afterAll(() => t.close());

  /** Every project of the list at `path` (all pages of 2), in order. */
  async function listed(path: string): Promise<Project[]> {
    const pages = await readAllPages(t.app, withQuery(path, { limit: 2 }), me.cookie);
    return z.array(projectSchema).parse(pages.flatMap((page) => page.items));
  }
  const titles = async (path: string) => (await listed(path)).map((p) => p.title);

  it('orders by last change (default), by creation and by title, the library first', async () => {
    expect(await titles('/api/projects')).toEqual([
      'My Library',
      'Summer EP',
      'Collab summer',
      'Winter 100% mix',
      'spring_single',
      'autumn demos',
      'Bridge',
      'Zebra',
    ]);
    expect(await titles('/api/projects?sort=created')).toEqual([
      'My Library',
      'Zebra',
      'Collab summer',
      'Bridge',
      'spring_single',
      'Winter 100% mix',
      'autumn demos',
      'Summer EP',
    ]);
    expect(await titles('/api/projects?sort=title')).toEqual([
      'My Library',
      'autumn demos',
      'Bridge',
      'Collab summer',
      'spring_single',
      'Summer EP',
      'Winter 100% mix',
      'Zebra',
    ]);
  });

  it.each(['updated', 'created', 'title'])(
    'keeps the list contract sorted by %s, with projects made between pages',
    async (sort) => {
      const before = (await listed(`/api/projects?sort=${sort}`)).map((p) => p.id);
      let made = 0;
      await expectPagedListContract({
        app: t.app,
        path: `/api/projects?sort=${sort}`,
        cookie: me.cookie,
        expectedIds: before,
        expectedTotal: before.length,
        insertRows: async () => {
          made += 1;
          // Titles that land between the ones already listed, whatever the order.
          await createProject(t.app, me.profileId, { title: `Made ${sort} ${made} m` });
          await createProject(t.app, me.profileId, {
            title: `Carried ${sort} ${made}`,
            createdAt: at(3),
            updatedAt: at(6),
          });
        },
      });
    },
  );

  it('searches titles ignoring case, every word, with % and _ taken literally', async () => {
    expect(await titles('/api/projects?q=SUMMER&sort=title')).toEqual([
      'Collab summer',
      'Summer EP',
    ]);
    expect(await titles('/api/projects?q=summer%20ep')).toEqual(['Summer EP']);
    expect(await titles('/api/projects?q=100%25')).toEqual(['Winter 100% mix']);
    expect(await titles('/api/projects?q=g_s')).toEqual(['spring_single']);
    expect(await titles('/api/projects?q=%20%20')).toHaveLength(
      (await listed('/api/projects')).length,
    );
  });

  it('filters by status, by owned or shared, and by folder or none', async () => {
    expect(await titles('/api/projects?status=complete&sort=title')).toEqual([
      'autumn demos',
      'Zebra',
    ]);
    const ownedOnly = await listed('/api/projects?scope=owned');
    expect(ownedOnly.every((p) => p.role === 'owner')).toBe(true);
    expect(ownedOnly.map((p) => p.id)).toContain(library.id);
    expect(await titles('/api/projects?scope=shared&sort=title')).toEqual([
      'Collab summer',
      'Zebra',
    ]);
    const filed = await listed(`/api/projects?folderId=${folderId}&sort=title`);
    expect(filed.map((p) => [p.title, p.folderId])).toEqual([
      ['Summer EP', folderId],
      ['Zebra', folderId],
    ]);
    const unfiled = await listed('/api/projects?folderId=none');
    expect(unfiled.map((p) => p.id)).not.toContain(owned[0]!.id);
    expect(unfiled.every((p) => p.folderId === null)).toBe(true);
    expect(await titles(`/api/projects?folderId=${folderId}&scope=shared&q=zeb`)).toEqual([
      'Zebra',
    ]);
  });

  it('keeps the filters in the Link to the next page and counts the filtered list', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/projects?limit=1&sort=title&scope=owned&status=draft',
      headers: { cookie: me.cookie },
    });
    expect(res.statusCode).toBe(200);
    const link = String(res.headers.link);
    for (const part of ['sort=title', 'scope=owned', 'status=draft', 'cursor=', 'limit=1']) {
      expect(link).toContain(part);
    }
    expect(link).toMatch(/; rel="next"$/);
    expect(res.headers['x-total-count']).toBe(
      String(await titles('/api/projects?scope=owned&status=draft').then((l) => l.length)),
    );
  });

  it('answers the whole filtered array without limit (old clients), with no Link', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/projects?scope=shared&sort=title',
      headers: { cookie: me.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers.link).toBeUndefined();
    expect(
      z
        .array(projectSchema)
        .parse(res.json())
        .map((p) => p.title),
    ).toEqual(['Collab summer', 'Zebra']);
  });

  it('refuses bad filters with 400 and a stable code', async () => {
    const cases: [string, string][] = [
      ['sort=newest', 'projects.unknownSort'],
      ['status=mixing', 'projects.unknownStatus'],
      ['scope=everyone', 'projects.unknownScope'],
      ['folderId=123', 'projects.folderFilterInvalid'],
      [`folderId=${'a'.repeat(5000)}`, 'projects.folderFilterInvalid'],
      [`q=${'a'.repeat(SEARCH_TEXT_MAX + 1)}`, 'search.textTooLong'],
    ];
    for (const [query, code] of cases) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/projects?limit=5&${query}`,
        headers: { cookie: me.cookie },
      });
      expect(res.statusCode, query.slice(0, 40)).toBe(400);
      expect(res.json()).toMatchObject({ code });
    }
    // A cursor made for one order is not read in another.
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/projects?limit=1&sort=title',
      headers: { cookie: me.cookie },
    });
    const next = new URL(String(page.headers.link).slice(1, -'>; rel="next"'.length), 'http://x');
    const cursor = next.searchParams.get('cursor')!;
    const mixed = await t.app.inject({
      method: 'GET',
      url: `/api/projects?limit=1&sort=created&cursor=${cursor}`,
      headers: { cookie: me.cookie },
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toMatchObject({ code: 'pagination.invalidCursor' });
  });

  it('shows another profile’s folder filter as an empty list, not its projects', async () => {
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/folders',
      payload: { name: 'Theirs' },
      headers: { cookie: other.cookie },
    });
    const theirFolder = folderSchema.parse(theirs.json()).id;
    const mine = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${joined[0]!.id}/folder`,
      payload: { folderId: theirFolder },
      headers: { cookie: other.cookie },
    });
    expect(mine.statusCode).toBe(200);
    expect(await titles(`/api/projects?folderId=${theirFolder}`)).toEqual([]);
  });
});
