import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  collaborationSchema,
  INVALID_INVITE_EMAIL,
  INVITATION_INVALID,
  inviteResultSchema,
  OWNER_CANNOT_LEAVE,
} from '../../../shared/schemas/collaborations.js';
import { collaborations } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  createProject,
  createUser,
  registration,
  type TestProject,
  type TestUser,
} from '../../test/factories.js';
import { decodedMail, invitationTokenIn, outboxMessages } from '../../test/mail-capture.js';
import { sessionCookie } from '../../test/session-cookies.js';

describe('collaborations (outbox e-mail)', () => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let project: TestProject;

  const call = (method: string, url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers: cookie ? { cookie } : {}, payload });
  const invite = (email: string, role?: string, cookie = owner.cookie) =>
    call('POST', `/api/projects/${project.id}/invite`, cookie, {
      email,
      ...(role ? { role } : {}),
    });
  const lastToken = async () => invitationTokenIn((await outboxMessages(t.dataDir)).at(-1)!);
  const idsIn = (res: LightMyRequestResponse) =>
    res.json<{ id: string }[]>().map((item) => item.id);
  const rows = () =>
    t.app.deps.db.select().from(collaborations).where(eq(collaborations.projectId, project.id));

  /** Invites an existing account and accepts as it: a real member with that role. */
  async function member(role: 'viewer' | 'collaborator'): Promise<TestUser> {
    const user = await createUser(t.app);
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
    t = await buildTestApp();
    owner = await createUser(t.app, { artistName: 'Owner Band' });
    stranger = await createUser(t.app);
  });
  beforeEach(async () => {
    project = await createProject(t.app, owner.profileId, { title: 'Night Drive' });
  });
  afterAll(() => t.close());

  it('invites a new person: pending row, answer {emailSent, message}, an .eml with a register link', async () => {
    const res = await invite('New.Person@Example.com');
    expect(res.statusCode).toBe(201);
    const body = inviteResultSchema.parse(res.json());
    expect(body.emailSent).toBe(false);
    expect(body.message).toMatch(/outbox/);
    expect(body.collaboration).toMatchObject({
      status: 'pending',
      inviteEmail: 'new.person@example.com',
      role: 'collaborator',
      userId: null,
    });
    const mail = decodedMail((await outboxMessages(t.dataDir)).at(-1)!);
    expect(mail).toMatch(/^To: new\.person@example\.com$/m);
    expect(mail).toContain('Owner Band invited you to the project "Night Drive"');
    expect(mail).toMatch(
      /\/register\?invitation=[\w-]+&email=new\.person%40example\.com&project=Night\+Drive/,
    );
    const [row] = await rows();
    // Only a hash of the e-mailed token is stored.
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toBe(await lastToken());
  });

  it('refuses a bad e-mail, a duplicate, the owner themself, and the private library', async () => {
    const bad = await invite('not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.email).toBe(INVALID_INVITE_EMAIL);
    expect((await invite('dup@example.com')).statusCode).toBe(201);
    const dup = await invite('DUP@example.com');
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toMatch(/already pending/);
    expect((await invite(owner.email)).statusCode).toBe(400);
    const library = await createProject(t.app, owner.profileId, { isLibrary: true });
    const res = await call('POST', `/api/projects/${library.id}/invite`, owner.cookie, {
      email: 'x@example.com',
    });
    expect(res.statusCode).toBe(400);
    expect(await rows()).toHaveLength(1);
  });

  it('lets only the owner invite: signed out 401, outsider 404, member 403', async () => {
    expect((await invite('a@example.com', undefined, '')).statusCode).toBe(401);
    expect((await invite('a@example.com', undefined, stranger.cookie)).statusCode).toBe(404);
    const collaborator = await member('collaborator');
    expect((await invite('a@example.com', undefined, collaborator.cookie)).statusCode).toBe(403);
  });

  it('registering from the link joins the project once; the link then dies', async () => {
    await invite('joiner@example.com', 'viewer');
    const token = await lastToken();
    const preview = await call('GET', `/api/invitations/${token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      projectTitle: 'Night Drive',
      inviterName: 'Owner Band',
      role: 'viewer',
    });

    const res = await call('POST', '/api/auth/register', undefined, {
      ...registration({ email: 'joiner@example.com' }),
      invitationToken: token,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().invitation).toEqual({ projectId: project.id });
    const cookie = sessionCookie(res);
    const seen = await call('GET', `/api/projects/${project.id}`, cookie);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().role).toBe('viewer');
    const list = await call('GET', '/api/projects', cookie);
    expect(idsIn(list)).toContain(project.id);

    expect((await call('GET', `/api/invitations/${token}`)).statusCode).toBe(404);
    const again = await call('POST', '/api/auth/register', undefined, {
      ...registration(),
      invitationToken: token,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().invitation).toEqual({ error: INVITATION_INVALID });
  });

  it('an existing account accepts when signed in; nobody else can, and an expired one is dead', async () => {
    const invitee = await createUser(t.app);
    const sent = inviteResultSchema.parse((await invite(invitee.email)).json());
    const url = `/api/collaborations/${sent.collaboration.id}/accept`;
    // Someone else without the token: as if the invitation did not exist.
    expect((await call('POST', url, stranger.cookie)).statusCode).toBe(404);
    expect((await call('POST', url)).statusCode).toBe(401);
    const received = await call('GET', '/api/collaborations/invitations', invitee.cookie);
    expect(idsIn(received)).toEqual([sent.collaboration.id]);
    expect(received.json<{ inviterName: string }[]>()[0]!.inviterName).toBe('Owner Band');

    await t.app.deps.db
      .update(collaborations)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(collaborations.id, sent.collaboration.id));
    expect((await call('POST', url, invitee.cookie)).statusCode).toBe(404);

    // Resending renews the link; accepting then works and makes a member.
    expect(
      (await call('POST', `/api/collaborations/${sent.collaboration.id}/resend`, owner.cookie))
        .statusCode,
    ).toBe(200);
    const accepted = await call('POST', url, invitee.cookie);
    expect(accepted.statusCode).toBe(200);
    expect(collaborationSchema.parse(accepted.json())).toMatchObject({
      status: 'accepted',
      userId: invitee.profileId,
    });
    expect((await call('POST', url, invitee.cookie)).statusCode).toBe(404);
  });

  it('accepts with the token from any signed-in profile; decline removes the invitation', async () => {
    const other = await createUser(t.app);
    const sent = inviteResultSchema.parse((await invite('someone-else@example.com')).json());
    const token = await lastToken();
    const wrong = await call(
      'POST',
      `/api/collaborations/${sent.collaboration.id}/accept`,
      other.cookie,
      { token: 'nope' },
    );
    expect(wrong.statusCode).toBe(404);
    const declined = await call(
      'POST',
      `/api/collaborations/${sent.collaboration.id}/decline`,
      other.cookie,
      { token },
    );
    expect(declined.statusCode).toBe(200);
    expect(await rows()).toHaveLength(0);
  });

  it('resend replaces the link: the old token stops working', async () => {
    const sent = inviteResultSchema.parse((await invite('twice@example.com')).json());
    const first = await lastToken();
    const res = await call(
      'POST',
      `/api/collaborations/${sent.collaboration.id}/resend`,
      owner.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/outbox/);
    const second = await lastToken();
    expect(second).not.toBe(first);
    expect((await call('GET', `/api/invitations/${first}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/invitations/${second}`)).statusCode).toBe(200);
    expect(
      (await call('POST', `/api/collaborations/${sent.collaboration.id}/resend`, stranger.cookie))
        .statusCode,
    ).toBe(404);
  });

  it('cancel removes a pending invitation (owner only); an accepted member is not "cancelled"', async () => {
    const sent = inviteResultSchema.parse((await invite('cancel@example.com')).json());
    const url = `/api/collaborations/${sent.collaboration.id}/cancel`;
    expect((await call('DELETE', url, stranger.cookie)).statusCode).toBe(404);
    const res = await call('DELETE', url, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Invitation cancelled' });
    expect(await rows()).toHaveLength(0);

    const collaborator = await member('collaborator');
    const [row] = await rows();
    expect(
      (await call('DELETE', `/api/collaborations/${row!.id}/cancel`, owner.cookie)).statusCode,
    ).toBe(400);
    expect((await call('GET', `/api/projects/${project.id}`, collaborator.cookie)).statusCode).toBe(
      200,
    );
  });

  it('lists members to everyone in the project and pending invitations to the owner only', async () => {
    const collaborator = await member('collaborator');
    await invite('pending@example.com');
    const forOwner = await call('GET', `/api/projects/${project.id}/collaborations`, owner.cookie);
    const statuses = forOwner.json<{ status: string }[]>().map((c) => c.status);
    expect(statuses.sort()).toEqual(['accepted', 'pending']);
    const forMember = await call(
      'GET',
      `/api/projects/${project.id}/collaborations`,
      collaborator.cookie,
    );
    expect(forMember.json()).toHaveLength(1);
    expect(forMember.json()[0].user.email).toBe(collaborator.email);
    expect(
      (await call('GET', `/api/projects/${project.id}/collaborations`, stranger.cookie)).statusCode,
    ).toBe(404);
  });

  it('the owner changes a role, and the server enforces it at once', async () => {
    const user = await member('collaborator');
    const lyrics = { title: 'Verse', content: 'la la la' };
    expect(
      (await call('POST', `/api/projects/${project.id}/lyrics`, user.cookie, lyrics)).statusCode,
    ).toBe(201);
    const [row] = await rows();
    expect(
      (await call('PATCH', `/api/collaborations/${row!.id}`, user.cookie, { role: 'viewer' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PATCH', `/api/collaborations/${row!.id}`, owner.cookie, { role: 'owner' }))
        .statusCode,
    ).toBe(400);
    const res = await call('PATCH', `/api/collaborations/${row!.id}`, owner.cookie, {
      role: 'viewer',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('viewer');
    expect(
      (await call('POST', `/api/projects/${project.id}/lyrics`, user.cookie, lyrics)).statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/projects/${project.id}/lyrics`, user.cookie)).statusCode).toBe(
      200,
    );
  });

  it('the owner removes a member, who then cannot see the project', async () => {
    const user = await member('viewer');
    const [row] = await rows();
    expect((await call('DELETE', `/api/collaborations/${row!.id}`, user.cookie)).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/api/collaborations/${row!.id}`, owner.cookie)).statusCode).toBe(
      204,
    );
    expect((await call('GET', `/api/projects/${project.id}`, user.cookie)).statusCode).toBe(404);
  });

  it('a member leaves; the owner cannot; an outsider gets 404', async () => {
    const user = await member('collaborator');
    const url = `/api/collaborations/leave/${project.id}`;
    const ownerLeaves = await call('DELETE', url, owner.cookie);
    expect(ownerLeaves.statusCode).toBe(403);
    expect(ownerLeaves.json().message).toBe(OWNER_CANNOT_LEAVE);
    expect((await call('DELETE', url, stranger.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', url, user.cookie)).statusCode).toBe(204);
    expect((await call('GET', `/api/projects/${project.id}`, user.cookie)).statusCode).toBe(404);
    expect(await rows()).toHaveLength(0);
  });
});
