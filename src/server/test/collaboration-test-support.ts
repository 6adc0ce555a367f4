import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { inviteResultSchema } from '../../shared/schemas/collaborations.js';
import { collaborations } from '../db/schema/index.js';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { createProject, createUser, type TestProject, type TestUser } from './factories.js';
import { invitationTokenIn, outboxMessages } from './mail-capture.js';

/**
 * The collaboration tests' world: an app (outbox e-mail), an owner "Owner Band", a stranger,
 * and a fresh project "Night Drive" per test; with the requests they make. Call it inside a
 * describe block: it registers the hooks.
 */
export function useCollaborationWorld() {
  const f = {} as { t: TestApp; owner: TestUser; stranger: TestUser; project: TestProject };

  const call = (method: string, url: string, cookie?: string, payload?: object) =>
    f.t.app.inject({ method: method as 'GET', url, headers: cookie ? { cookie } : {}, payload });
  const invite = (email: string, role?: string, cookie = f.owner.cookie) =>
    call('POST', `/api/projects/${f.project.id}/invite`, cookie, {
      email,
      ...(role ? { role } : {}),
    });
  const lastToken = async () => invitationTokenIn((await outboxMessages(f.t.dataDir)).at(-1)!);
  const idsIn = (res: LightMyRequestResponse) =>
    res.json<{ id: string }[]>().map((item) => item.id);
  const rows = () =>
    f.t.app.deps.db.select().from(collaborations).where(eq(collaborations.projectId, f.project.id));

  /** Invites an existing account and accepts as it: a real member with that role. */
  async function member(role: 'viewer' | 'collaborator'): Promise<TestUser> {
    const user = await createUser(f.t.app);
    const sent = inviteResultSchema.parse((await invite(user.email, role)).json());
    const res = await call(
      'POST',
      `/api/collaborations/${sent.collaboration.id}/accept`,
      user.cookie,
    );
    expect(res.statusCode).toBe(200);
    return user;
  }

  beforeAll(async () => {
    f.t = await buildTestApp();
    f.owner = await createUser(f.t.app, { artistName: 'Owner Band' });
    f.stranger = await createUser(f.t.app);
  });
  beforeEach(async () => {
    f.project = await createProject(f.t.app, f.owner.profileId, { title: 'Night Drive' });
  });
  afterAll(() => f.t.close());

  return { f, call, invite, lastToken, idsIn, rows, member };
}
