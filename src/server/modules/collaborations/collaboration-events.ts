import type { InvitedRole } from '../../../shared/schemas/collaborations.js';
import { notifier } from '../notifications/index.js';
import { profileDisplayName } from '../profile/index.js';
import { projectMemberIds } from '../projects/index.js';
import type { Database } from '../../db/client.js';

interface Happened {
  projectId: string;
  projectTitle: string;
  /** Who did it: never told of their own act. */
  actorProfileId: string;
}

const projectLink = (projectId: string, tab = 'collaborators') =>
  `/projects/${projectId}?tab=${tab}`;

/**
 * The notifications collaboration sends (issue: invitation received / accepted / declined,
 * member left or removed, role changed). Each stores a kind + params for the client to word
 * and the English title and message. A member who muted the project hears nothing of its
 * comings and goings; what concerns their own membership (removed, role changed) still reaches
 * them, since it changes what they may do.
 */
export function collaborationEvents(db: Database) {
  const notify = notifier(db).notify;
  const nameOf = (profileId: string) => profileDisplayName(db, profileId);

  return {
    async invitationReceived(to: string[], event: Happened & { role: InvitedRole }) {
      const name = await nameOf(event.actorProfileId);
      const params = { name, project: event.projectTitle, role: event.role };
      await notify(to, {
        type: 'collaboration',
        kind: 'invitation.received',
        params,
        title: 'New invitation',
        message: `${name} invited you to "${event.projectTitle}" as ${event.role}`,
        link: '/invitations',
      });
    },

    async invitationAccepted(event: Happened) {
      const name = await nameOf(event.actorProfileId);
      await notify(
        await projectMemberIds(db, event.projectId),
        {
          type: 'collaboration',
          kind: 'invitation.accepted',
          params: { name, project: event.projectTitle },
          title: 'Invitation accepted',
          message: `${name} joined "${event.projectTitle}"`,
          link: projectLink(event.projectId),
        },
        { except: event.actorProfileId, projectId: event.projectId },
      );
    },

    async invitationDeclined(to: string | null, event: Happened) {
      const name = await nameOf(event.actorProfileId);
      await notify(
        [to],
        {
          type: 'collaboration',
          kind: 'invitation.declined',
          params: { name, project: event.projectTitle },
          title: 'Invitation declined',
          message: `${name} declined the invitation to "${event.projectTitle}"`,
          link: projectLink(event.projectId),
        },
        { except: event.actorProfileId, projectId: event.projectId },
      );
    },

    async memberLeft(event: Happened) {
      const name = await nameOf(event.actorProfileId);
      await notify(
        await projectMemberIds(db, event.projectId),
        {
          type: 'collaboration',
          kind: 'member.left',
          params: { name, project: event.projectTitle },
          title: 'Collaborator left',
          message: `${name} left "${event.projectTitle}"`,
          link: projectLink(event.projectId),
        },
        { except: event.actorProfileId, projectId: event.projectId },
      );
    },

    async memberRemoved(removed: string | null, event: Happened) {
      await notify(
        [removed],
        {
          type: 'collaboration',
          kind: 'member.removed',
          params: { project: event.projectTitle },
          title: 'Removed from a project',
          message: `You are no longer a member of "${event.projectTitle}"`,
          link: null,
        },
        { except: event.actorProfileId },
      );
    },

    async roleChanged(member: string | null, event: Happened & { role: InvitedRole }) {
      await notify(
        [member],
        {
          type: 'collaboration',
          kind: 'member.roleChanged',
          params: { project: event.projectTitle, role: event.role },
          title: 'Your role changed',
          message: `You are now ${event.role === 'viewer' ? 'a viewer' : 'a collaborator'} in "${event.projectTitle}"`,
          link: projectLink(event.projectId, 'overview'),
        },
        { except: event.actorProfileId },
      );
    },
  };
}
