// A share link's e-mail the SMTP server never takes (decision 034): given up after its retries,
// the link's row in the sharer's list says so, for its maker and the project's owner alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareLinkSummarySchema } from '../../../shared/schemas/share-links.js';
import { buildTestAppWithMailDown, type TestApp } from '../../test/build-test-app.js';
import { addMember, createProject, createUser, type TestUser } from '../../test/factories.js';
import { drainMail } from '../../test/mail-capture.js';
import { shareApi, type ShareApi } from '../../test/share-link-test-support.js';

describe('share link e-mail given up', () => {
  let down: TestApp;
  let api: ShareApi;
  let owner: TestUser;
  let collaborator: TestUser;
  let viewer: TestUser;
  let outsider: TestUser;
  let projectId: string;

  /** GET /api/share-links as `user`: their links and those made on projects they own. */
  async function listOf(user: TestUser) {
    const res = await api.call('GET', '/api/share-links?limit=50', { user });
    expect(res.statusCode, res.body).toBe(200);
    return shareLinkSummarySchema.array().parse(res.json());
  }

  beforeAll(async () => {
    down = await buildTestAppWithMailDown();
    api = shareApi(down);
    owner = await createUser(down.app, { artistName: 'Owner' });
    collaborator = await createUser(down.app, { artistName: 'Collaborator' });
    viewer = await createUser(down.app);
    outsider = await createUser(down.app);
    projectId = (await createProject(down.app, owner.profileId, { title: 'Unreleased' })).id;
    await addMember(down.app, projectId, collaborator, 'collaborator');
    await addMember(down.app, projectId, viewer, 'viewer');
    const shared = await api.call('PATCH', `/api/projects/${projectId}`, {
      user: owner,
      payload: { membersMayShare: true },
    });
    expect(shared.statusCode, shared.body).toBe(200);
  });
  afterAll(async () => {
    await down.close();
  });

  it("marks the link's row once its e-mail is given up, for its maker and the project's owner only", async () => {
    const target = { type: 'project' as const, id: projectId };
    const mailed = await api.create(collaborator, {
      target,
      recipientName: 'Label',
      recipientEmail: 'label@example.com',
    });
    // Queued counts as sent: the answer comes before the SMTP server is tried.
    expect(mailed.emailSent).toBe(true);
    const unmailed = await api.create(collaborator, { target, recipientName: 'Friend' });
    const rowOf = async (user: TestUser, id: string) =>
      (await listOf(user)).find((link) => link.id === id);

    await drainMail(down.app);
    for (const user of [collaborator, owner]) {
      expect(await rowOf(user, mailed.id)).toMatchObject({
        recipientEmail: 'label@example.com',
        state: 'active',
        emailFailed: true,
      });
      expect(await rowOf(user, unmailed.id)).toMatchObject({ emailFailed: false });
    }
    // Nobody else lists the link; its listener's page says nothing of the e-mail.
    expect(await rowOf(viewer, mailed.id)).toBeUndefined();
    expect(await rowOf(outsider, mailed.id)).toBeUndefined();
    const page = await api.call('GET', mailed.api);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).not.toHaveProperty('emailFailed');
  });
});
