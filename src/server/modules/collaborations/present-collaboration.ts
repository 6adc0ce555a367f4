import type { Collaboration } from '../../../shared/schemas/collaborations.js';
import type { MailDelivery } from '../../mail/mailer.js';
import { displayName } from '../profile/index.js';
import { emailOffMessage } from './invitation-email.js';
import type { CollaborationListing } from './collaborations.repository.js';

/** A collaboration row as the API returns it (part 2 §3 "Collaboration"). */
export function presentCollaboration(row: CollaborationListing): Collaboration {
  return {
    id: row.id,
    projectId: row.projectId,
    projectTitle: row.projectTitle,
    status: row.status,
    userId: row.profileId,
    inviteEmail: row.inviteEmail,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    emailFailed: row.status === 'pending' && row.emailFailedAt !== null,
    inviterName: row.invitedByProfileId
      ? displayName({
          first: row.inviterFirstName,
          last: row.inviterLastName,
          artist: row.inviterArtistName,
        })
      : null,
    user:
      row.profileId && row.memberEmail !== null
        ? {
            firstName: row.memberFirstName ?? '',
            artistName: row.memberArtistName,
            email: row.memberEmail,
          }
        : null,
  };
}

/**
 * Whether the invitation e-mail went out, and what to tell the owner; `delivery` is null when
 * the invited person turned e-mail off.
 */
export function deliveryAnswer(
  delivery: MailDelivery | null,
  email: string,
  verb: 'sent' | 'resent' = 'sent',
): { emailSent: boolean; emailQueued: boolean; message: string } {
  const queued = delivery?.delivered === 'queued';
  return {
    emailSent: delivery?.delivered === 'sent' || queued,
    emailQueued: queued,
    message: delivery ? deliveryMessage(delivery.delivered, email, verb) : emailOffMessage(email),
  };
}

/** What the owner is told about the e-mail after inviting or resending. */
export function deliveryMessage(
  delivered: MailDelivery['delivered'],
  email: string,
  verb: 'sent' | 'resent' = 'sent',
): string {
  if (delivered === 'sent') return `Invitation ${verb} to ${email}`;
  if (delivered === 'queued')
    return `Invitation to ${email} created: its e-mail is on its way. If it cannot be delivered, the pending invitation will say so.`;
  if (delivered === 'outbox')
    return `Invitation created. E-mail is not configured on this server (the message was only saved to its outbox folder): copy the invitation link and send it to ${email} yourself.`;
  return `Invitation created, but the e-mail to ${email} could not be sent: copy the invitation link and send it yourself, or try Resend later.`;
}
