// Issue 14 item 5: 25 invitations to 25 addresses and 15 resends to one address were all
// accepted. Invitations and resends now count per sending account and per receiving address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createProject, createUser, type TestUser } from '../../test/factories.js';
import { RATE_LIMITS } from '../rate-limits/rate-limit-rules.js';
import { expectRateLimited } from '../../test/rate-limit-test-support.js';

describe('invitations and resends', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app);
  });
  afterAll(() => t.close());

  const invite = (projectId: string, email: string, who = owner) =>
    t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/invite`,
      headers: { cookie: who.cookie },
      payload: { email },
    });
  const resend = (id: string, who = owner) =>
    t.app.inject({
      method: 'POST',
      url: `/api/collaborations/${id}/resend`,
      headers: { cookie: who.cookie },
    });

  it('stops an account inviting 25 addresses within the hour', async () => {
    const project = await createProject(t.app, owner.profileId);
    const { max } = RATE_LIMITS.invitationsPerAccount;
    for (let i = 0; i < max; i += 1) {
      expect((await invite(project.id, `guest${i}@example.com`)).statusCode).toBe(201);
    }
    const refused = await invite(project.id, 'guest-extra@example.com');
    expectRateLimited(refused, /too many invitations/);
    expect((await resend('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('stops the 6th e-mail to one address within the hour, whoever sends it', async () => {
    const sender = await createUser(t.app);
    const project = await createProject(t.app, sender.profileId);
    const sent = await invite(project.id, 'inbox@example.com', sender);
    expect(sent.statusCode).toBe(201);
    const { id } = sent.json<{ collaboration: { id: string } }>().collaboration;
    const { max } = RATE_LIMITS.invitationsPerRecipient;
    for (let i = 1; i < max; i += 1) expect((await resend(id, sender)).statusCode).toBe(200);
    expectRateLimited(await resend(id, sender), /This address has been sent too many/);
    // Another owner cannot reach that inbox either; other addresses are fine.
    const other = await createUser(t.app);
    const theirs = await createProject(t.app, other.profileId);
    expectRateLimited(await invite(theirs.id, 'inbox@example.com', other), /too many/);
    expect((await invite(theirs.id, 'elsewhere@example.com', other)).statusCode).toBe(201);
  });

  it('does not count a refused request against the address (a stranger cannot use it up)', async () => {
    const stranger = await createUser(t.app);
    const project = await createProject(t.app, owner.profileId);
    for (let i = 0; i < RATE_LIMITS.invitationsPerRecipient.max + 1; i += 1) {
      expect((await invite(project.id, 'protected@example.com', stranger)).statusCode).toBe(404);
    }
    const second = await createUser(t.app);
    const theirs = await createProject(t.app, second.profileId);
    expect((await invite(theirs.id, 'protected@example.com', second)).statusCode).toBe(201);
  });
});
