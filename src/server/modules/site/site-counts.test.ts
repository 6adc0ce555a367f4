import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteCountsSchema } from '../../../shared/schemas/admin.js';
import { accounts } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  addMember,
  createAudioRow,
  createProject,
  createUser,
  type TestUser,
} from '../../test/factories.js';
import { forgetSiteInfo } from './site-info.js';

// Issue 30 item 4: the landing page shows this instance's own figures, not the spec's sample
// claims ("50,000+ creators"); a demo studio is nobody's real work and is not counted.
describe('GET /api/site/counts', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { role: 'admin' });
    const owner = await createUser(t.app);
    const cowriter = await createUser(t.app);
    const project = await createProject(t.app, owner.profileId);
    await createAudioRow(t.app, project.id);
    await createAudioRow(t.app, project.id);
    await addMember(t.app, project.id, cowriter, 'collaborator');
    // A visitor's demo copy: its songs and its co-writer are not this site's work.
    const demo = await createUser(t.app);
    await t.app.deps.db
      .update(accounts)
      .set({ isDemo: true })
      .where(eq(accounts.id, demo.accountId));
    const demoProject = await createProject(t.app, demo.profileId);
    await createAudioRow(t.app, demoProject.id);
    await addMember(t.app, demoProject.id, demo, 'viewer');
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts real creators, accepted collaborations and songs for a signed-out visitor', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site/counts' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(siteCountsSchema.parse(res.json())).toEqual({
      creators: 3,
      collaborations: 1,
      songs: 2,
    });
  });

  it('is closed like the rest of the API while the site is in maintenance', async () => {
    const patch = (body: object) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/admin/settings',
        headers: { cookie: admin.cookie },
        payload: body,
      });
    expect((await patch({ maintenanceMode: true })).statusCode).toBe(200);
    try {
      forgetSiteInfo(t.app.deps.db);
      const res = await t.app.inject({ method: 'GET', url: '/api/site/counts' });
      expect(res.statusCode).toBe(503);
      expect(res.body).not.toContain('creators');
    } finally {
      await patch({ maintenanceMode: false });
    }
  });
});
