import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  collaborationSchema,
  INVALID_INVITE_EMAIL,
  INVITATION_INVALID,
  invitationForOtherAccount,
  inviteLinkResultSchema,
  inviteResultSchema,
} from '../../../shared/schemas/collaborations.js';
import { collaborations } from '../../db/schema/index.js';
import { createProject, createUser, registration } from '../../test/factories.js';
import { decodedMail, outboxMessages } from '../../test/mail-capture.js';
import { sessionCookie } from '../../test/session-cookies.js';
import { useCollaborationWorld } from '../../test/collaboration-test-support.js';

describe('invitations (outbox e-mail)', () => {
  const { f, call, invite, lastToken, idsIn, rows, member } = useCollaborationWorld();

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
    const mail = decodedMail((await outboxMessages(f.t.dataDir)).at(-1)!);
    expect(mail).toMatch(/^To: new\.person@example\.com$/m);
    expect(mail).toContain('Owner Band invited you to the project "Night Drive"');
    expect(mail).toMatch(
      /\/register\?invitation=[\w-]+&email=new\.person%40example\.com&project=Night\+Drive/,
    );
    // The mail reached nobody (no SMTP server): the owner gets its link to send by hand.
    expect(body.inviteLink).toMatch(/^http:\/\/[^/]+\/register\?invitation=[\w-]+&/);
    expect(mail).toContain(body.inviteLink);
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
    expect((await invite(f.owner.email)).statusCode).toBe(400);
    const library = await createProject(f.t.app, f.owner.profileId, { isLibrary: true });
    const res = await call('POST', `/api/projects/${library.id}/invite`, f.owner.cookie, {
      email: 'x@example.com',
    });
    expect(res.statusCode).toBe(400);
    expect(await rows()).toHaveLength(1);
  });

  it('lets only the owner invite: signed out 401, outsider 404, member 403', async () => {
    expect((await invite('a@example.com', undefined, '')).statusCode).toBe(401);
    expect((await invite('a@example.com', undefined, f.stranger.cookie)).statusCode).toBe(404);
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
    expect(res.json().invitation).toEqual({ projectId: f.project.id });
    const cookie = sessionCookie(res);
    const seen = await call('GET', `/api/projects/${f.project.id}`, cookie);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().role).toBe('viewer');
    const list = await call('GET', '/api/projects', cookie);
    expect(idsIn(list)).toContain(f.project.id);

    expect((await call('GET', `/api/invitations/${token}`)).statusCode).toBe(404);
    const again = await call('POST', '/api/auth/register', undefined, {
      ...registration(),
      invitationToken: token,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().invitation).toEqual({ error: INVITATION_INVALID });
  });

  it('an existing account accepts when signed in; nobody else can, and an expired one is dead', async () => {
    const invitee = await createUser(f.t.app);
    const sent = inviteResultSchema.parse((await invite(invitee.email)).json());
    const url = `/api/collaborations/${sent.collaboration.id}/accept`;
    // Someone else without the token: as if the invitation did not exist.
    expect((await call('POST', url, f.stranger.cookie)).statusCode).toBe(404);
    expect((await call('POST', url)).statusCode).toBe(401);
    const received = await call('GET', '/api/collaborations/invitations', invitee.cookie);
    expect(idsIn(received)).toEqual([sent.collaboration.id]);
    expect(received.json<{ inviterName: string }[]>()[0]!.inviterName).toBe('Owner Band');

    await f.t.app.deps.db
      .update(collaborations)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(collaborations.id, sent.collaboration.id));
    expect((await call('POST', url, invitee.cookie)).statusCode).toBe(404);

    // Resending renews the link; accepting then works and makes a member.
    expect(
      (await call('POST', `/api/collaborations/${sent.collaboration.id}/resend`, f.owner.cookie))
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

  it('refuses the link to another account, naming the invited e-mail; nothing changes', async () => {
    const other = await createUser(f.t.app);
    const sent = inviteResultSchema.parse((await invite('someone-else@example.com')).json());
    const token = await lastToken();
    const url = (answer: string) => `/api/collaborations/${sent.collaboration.id}/${answer}`;
    // A forwarded link (decision 021): its holder is told whose it is, for accept and decline.
    for (const answer of ['accept', 'decline']) {
      const refused = await call('POST', url(answer), other.cookie, { token });
      expect(refused.statusCode, answer).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'invitations.otherAccount',
        params: { email: 'someone-else@example.com' },
      });
    }
    // Without the link, or with a wrong one: as if the invitation did not exist.
    const wrong = await call('POST', url('accept'), other.cookie, { token: 'nope' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body).not.toContain('someone-else@example.com');
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', profileId: null });
    // Registering from the link with another address makes the account, not a member.
    const joined = await call('POST', '/api/auth/register', undefined, {
      ...registration({ email: 'forwarded-to@example.com' }),
      invitationToken: token,
    });
    expect(joined.statusCode).toBe(201);
    expect(joined.json().invitation).toEqual({
      error: invitationForOtherAccount('someone-else@example.com'),
    });
    expect((await rows())[0]).toMatchObject({ status: 'pending', profileId: null });
  });

  it('the invited account answers by the link whatever the case of its e-mail', async () => {
    const invitee = await createUser(f.t.app, { email: 'Mixed.Case@Example.com' });
    const sent = inviteResultSchema.parse((await invite('mixed.case@example.com')).json());
    const token = await lastToken();
    const declined = await call(
      'POST',
      `/api/collaborations/${sent.collaboration.id}/decline`,
      invitee.cookie,
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
      f.owner.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/outbox/);
    const second = await lastToken();
    expect(res.json().inviteLink).toContain(second);
    expect(second).not.toBe(first);
    expect((await call('GET', `/api/invitations/${first}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/invitations/${second}`)).statusCode).toBe(200);
    expect(
      (await call('POST', `/api/collaborations/${sent.collaboration.id}/resend`, f.stranger.cookie))
        .statusCode,
    ).toBe(404);
  });

  it('Copy invite link makes a fresh link and mails nobody; the previous link ends', async () => {
    const sent = inviteResultSchema.parse((await invite('by-chat@example.com')).json());
    const first = await lastToken();
    const mailsBefore = (await outboxMessages(f.t.dataDir)).length;
    const url = `/api/collaborations/${sent.collaboration.id}/link`;
    const res = await call('POST', url, f.owner.cookie);
    expect(res.statusCode).toBe(200);
    const answer = inviteLinkResultSchema.parse(res.json());
    const second = /invitation(?:s\/|=)([\w-]+)/.exec(answer.inviteLink)![1]!;
    expect(second).not.toBe(first);
    expect(answer.message).toMatch(/previous link/);
    expect(await outboxMessages(f.t.dataDir)).toHaveLength(mailsBefore);
    expect((await call('GET', `/api/invitations/${first}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/invitations/${second}`)).statusCode).toBe(200);
    // Refused: a stranger (as if absent), and a member's row, which is no invitation any more.
    expect((await call('POST', url, f.stranger.cookie)).statusCode).toBe(404);
    const joined = await member('viewer');
    const row = (await rows()).find((r) => r.profileId === joined.profileId)!;
    const accepted = await call('POST', `/api/collaborations/${row.id}/link`, f.owner.cookie);
    expect(accepted.statusCode).toBe(400);
    expect(accepted.json().code).toBe('invitations.linkOnlyPending');
  });

  it('cancel removes a pending invitation (owner only); an accepted member is not "cancelled"', async () => {
    const sent = inviteResultSchema.parse((await invite('cancel@example.com')).json());
    const url = `/api/collaborations/${sent.collaboration.id}/cancel`;
    expect((await call('DELETE', url, f.stranger.cookie)).statusCode).toBe(404);
    const res = await call('DELETE', url, f.owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Invitation cancelled' });
    expect(await rows()).toHaveLength(0);

    const collaborator = await member('collaborator');
    const [row] = await rows();
    expect(
      (await call('DELETE', `/api/collaborations/${row!.id}/cancel`, f.owner.cookie)).statusCode,
    ).toBe(400);
    expect(
      (await call('GET', `/api/projects/${f.project.id}`, collaborator.cookie)).statusCode,
    ).toBe(200);
  });
});
