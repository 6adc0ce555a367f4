import type { z } from 'zod';
import { can, isProjectOwner } from '../../../shared/permissions.js';
import {
  COLLABORATION_NOT_FOUND,
  INVITATION_INVALID,
  INVITE_LINK_REPLACED,
  invitationForOtherAccount,
  OWNER_CANNOT_LEAVE,
  type Collaboration,
  type InvitationPreview,
  type InviteLinkResult,
  type changeRoleSchema,
  type InviteResult,
  type inviteSchema,
} from '../../../shared/schemas/collaborations.js';
import type { Database } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.js';
import { isUniqueViolation } from '../../lib/unique-violation.js';
import type { BodyAfterAccess } from '../../lib/validate.js';
import { recordAudit } from '../audit/index.js';
import { publishProjectChange } from '../notifications/index.js';
import {
  projectAccessCheck,
  requireProjectItem,
  type ProjectAccessCheck,
} from '../projects/index.js';
import type { RateLimiter } from '../rate-limits/index.js';
import type {
  CollaborationListing,
  CollaborationsRepository,
} from './collaborations.repository.js';
import { collaborationEvents } from './collaboration-events.js';
import { profileDisplayName } from '../profile/index.js';
import { hashInvitationToken, isLiveInvitation } from './invitation-token.js';
import { answerOf, invitationSender, type Sender } from './invitation-sending.js';
import type { Mailer } from '../../mail/mailer.js';
import { presentCollaboration } from './present-collaboration.js';

type Invite = z.output<typeof inviteSchema>;
type RoleChange = z.output<typeof changeRoleSchema>;

/**
 * Invitations and membership (DESIGN §5): the owner invites, resends, cancels, removes and
 * changes roles; the invited person accepts or declines; members leave. Tokens are random,
 * stored as SHA-256, single use, and expire after INVITATION_TTL_DAYS.
 */
export function collaborationsService(deps: {
  db: Database;
  repo: CollaborationsRepository;
  /** Needed to invite and resend; accepting (e.g. at sign-up) sends nothing. */
  mailer?: Mailer;
  /** Counts invitations and resends (issue 14); none given: nothing is counted (sign-up). */
  limits?: RateLimiter;
  access?: ProjectAccessCheck;
  now?: () => Date;
}) {
  const { repo } = deps;

  /**
   * One more e-mail from the sender's account to `email`: a 429 past either limit. Called after
   * the owner check, so a refused request never uses up a person's inbox budget.
   */
  const countInvitation = (sender: Sender, email: string) =>
    deps.limits?.hit(
      { rule: 'invitationsPerAccount', value: sender.accountId },
      { rule: 'invitationsPerRecipient', value: email },
    );
  const access = deps.access ?? projectAccessCheck(deps.db);
  const now = deps.now ?? (() => new Date());
  const events = collaborationEvents(deps.db);
  const { sendInvitation, mintLink } = invitationSender({ ...deps, now, events });
  /**
   * Live project state: the project's members (or invitations) changed. `shutOut`, one who is
   * no longer a member, still hears this one event, so their open tab can close the project.
   */
  const membersChanged = (projectId: string, id: string, shutOut?: string | null) =>
    publishProjectChange(deps.db, projectId, {
      kind: 'members',
      ids: [id],
      tell: shutOut ? [shutOut] : [],
    });

  /** The collaboration, if the caller owns its project; otherwise the same 404 as absent. */
  async function ownedCollaboration(profileId: string, id: string) {
    const row = await repo.findById(id);
    return requireProjectItem(access, row, profileId, 'members.manage', COLLABORATION_NOT_FOUND);
  }

  /**
   * A pending invitation the caller may answer: only the invited account, whose e-mail (any
   * case) is the invited one (decision 021). Another account holding the link is told whose it
   * is; without the link, the invitation is as absent as a wrong id.
   */
  async function answerable(profileId: string, id: string, token: string | undefined) {
    const row = await repo.findById(id);
    if (!row || !isLiveInvitation(row, now())) throw notFound(INVITATION_INVALID);
    const email = await repo.emailOfProfile(profileId);
    if (email?.toLowerCase() === row.inviteEmail.toLowerCase()) return row;
    const holdsLink = token !== undefined && row.tokenHash === hashInvitationToken(token);
    if (holdsLink) throw forbidden(invitationForOtherAccount(row.inviteEmail));
    throw notFound(INVITATION_INVALID);
  }

  async function acceptRow(profileId: string, row: CollaborationListing): Promise<Collaboration> {
    const project = await access(profileId, row.projectId, 'project.see').catch(() => null);
    if (isProjectOwner(project?.role)) throw badRequest('You already own this project');
    if (project) throw conflict('You are already a member of this project');
    try {
      if (!(await repo.accept(row.id, profileId))) throw notFound(INVITATION_INVALID);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('You are already a member of this project');
      throw error;
    }
    await membersChanged(row.projectId, row.id);
    await events.invitationAccepted({
      projectId: row.projectId,
      projectTitle: row.projectTitle,
      actorProfileId: profileId,
    });
    return presentCollaboration((await repo.findById(row.id))!);
  }

  return {
    async invite(
      sender: Sender,
      projectId: string,
      body: BodyAfterAccess<Invite>,
      linkBase: string,
    ): Promise<InviteResult> {
      const { profileId } = sender;
      const { project, role } = await access(profileId, projectId, 'members.manage');
      const input = body();
      if (!can(role, 'members.manage', { isLibrary: project.isLibrary }))
        throw badRequest('Your library is private: create a project to invite people to it');
      if ((await repo.emailOfProfile(profileId)) === input.email)
        throw badRequest('You already own this project', { email: 'You already own this project' });
      const existing = await repo.findByEmailInProject(projectId, input.email);
      if (existing?.status === 'accepted')
        throw conflict(`${input.email} is already a member of this project`);
      if (existing)
        throw conflict(`An invitation to ${input.email} is already pending: resend it instead`);
      await countInvitation(sender, input.email);

      let inserted;
      try {
        inserted = await repo.insertInvitation({
          projectId,
          inviteEmail: input.email,
          role: input.role,
          invitedByProfileId: profileId,
          tokenHash: null,
          tokenExpiresAt: null,
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict(`An invitation to ${input.email} is already pending: resend it instead`);
        throw error;
      }
      const row = (await repo.findById(inserted.id))!;
      const sent = await sendInvitation(row, sender, linkBase);
      await membersChanged(projectId, row.id);
      await recordAudit(deps.db, {
        kind: 'collaboration.invited',
        actorProfileId: profileId,
        details: { email: input.email, project: project.title, role: input.role },
      });
      return {
        ...answerOf(sent, input.email),
        collaboration: presentCollaboration((await repo.findById(row.id))!),
      };
    },

    /** A new link (the old one stops working) and the e-mail again. */
    async resend(sender: Sender, id: string, linkBase: string) {
      const row = await ownedCollaboration(sender.profileId, id);
      if (row.status !== 'pending') throw badRequest('Only a pending invitation can be resent');
      await countInvitation(sender, row.inviteEmail);
      return answerOf(await sendInvitation(row, sender, linkBase), row.inviteEmail, 'resent');
    },

    /**
     * "Copy invite link": a fresh link to carry by hand, mailing nobody; the previous link, and
     * the one in any e-mail sent before, stop working (only digests are kept).
     */
    async newLink(profileId: string, id: string, linkBase: string): Promise<InviteLinkResult> {
      const row = await ownedCollaboration(profileId, id);
      if (row.status !== 'pending') {
        throw badRequest('Only a pending invitation has a link');
      }
      const { link } = await mintLink(row, linkBase);
      return { inviteLink: link, message: INVITE_LINK_REPLACED };
    },

    async cancel(profileId: string, id: string): Promise<{ message: string }> {
      const row = await ownedCollaboration(profileId, id);
      if (row.status !== 'pending') throw badRequest('Only a pending invitation can be cancelled');
      await repo.remove(row.id);
      await membersChanged(row.projectId, row.id);
      return { message: 'Invitation cancelled' };
    },

    /** The owner removes a member (or withdraws an invitation). */
    async remove(profileId: string, id: string): Promise<CollaborationListing> {
      const row = await ownedCollaboration(profileId, id);
      await repo.remove(row.id);
      await membersChanged(row.projectId, row.id, row.profileId);
      if (row.status === 'accepted') {
        await events.memberRemoved(row.profileId, {
          projectId: row.projectId,
          projectTitle: row.projectTitle,
          actorProfileId: profileId,
        });
      }
      return row;
    },

    async changeRole(
      profileId: string,
      id: string,
      body: BodyAfterAccess<RoleChange>,
    ): Promise<Collaboration> {
      const row = await ownedCollaboration(profileId, id);
      const { role } = body();
      await repo.changeRole(row.id, role);
      await membersChanged(row.projectId, row.id);
      if (row.status === 'accepted' && row.role !== role) {
        await events.roleChanged(row.profileId, {
          projectId: row.projectId,
          projectTitle: row.projectTitle,
          actorProfileId: profileId,
          role,
        });
      }
      return presentCollaboration({ ...row, role });
    },

    /** What the accept page shows for a link, before anyone signs in. */
    async preview(token: string): Promise<InvitationPreview> {
      const row = await repo.findByTokenHash(hashInvitationToken(token));
      if (!row || !isLiveInvitation(row, now())) throw notFound(INVITATION_INVALID);
      return {
        id: row.id,
        projectId: row.projectId,
        projectTitle: row.projectTitle,
        inviterName: row.invitedByProfileId
          ? await profileDisplayName(deps.db, row.invitedByProfileId)
          : 'Someone',
        inviteEmail: row.inviteEmail,
        role: row.role,
      };
    },

    async accept(profileId: string, id: string, token?: string): Promise<Collaboration> {
      return acceptRow(profileId, await answerable(profileId, id, token));
    },

    /** Accepts by the e-mailed token alone (registration from the invitation link). */
    async acceptByToken(profileId: string, token: string): Promise<Collaboration> {
      const row = await repo.findByTokenHash(hashInvitationToken(token));
      if (!row) throw notFound(INVITATION_INVALID);
      return acceptRow(profileId, await answerable(profileId, row.id, token));
    },

    async decline(profileId: string, id: string, token?: string): Promise<{ message: string }> {
      const row = await answerable(profileId, id, token);
      await repo.remove(row.id);
      await membersChanged(row.projectId, row.id);
      await events.invitationDeclined(row.invitedByProfileId, {
        projectId: row.projectId,
        projectTitle: row.projectTitle,
        actorProfileId: profileId,
      });
      return { message: 'Invitation declined' };
    },

    /** A member leaves; the owner cannot (DESIGN §5). */
    async leave(profileId: string, projectId: string): Promise<void> {
      const { role, project } = await access(profileId, projectId, 'project.see');
      if (!can(role, 'project.leave', { isLibrary: project.isLibrary })) {
        throw forbidden(OWNER_CANNOT_LEAVE);
      }
      const member = await repo.findMember(projectId, profileId);
      if (!member) return;
      await repo.remove(member.id);
      await membersChanged(projectId, member.id, profileId);
      await events.memberLeft({
        projectId,
        projectTitle: project.title,
        actorProfileId: profileId,
      });
    },
  };
}
export type CollaborationsService = ReturnType<typeof collaborationsService>;
