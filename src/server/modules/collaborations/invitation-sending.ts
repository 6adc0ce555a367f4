import type { Database } from '../../db/client.js';
import type { MailDelivery, Mailer } from '../../mail/mailer.js';
import { languageOfEmail, languageOfProfile } from '../../mail/recipient-language.repository.js';
import { DEMO_INVITE_MESSAGE } from '../../../shared/schemas/collaborations.js';
import { accountSettingsRepository } from '../account-settings/index.js';
import { profileDisplayName } from '../profile/index.js';
import type { collaborationEvents } from './collaboration-events.js';
import type {
  CollaborationListing,
  CollaborationsRepository,
} from './collaborations.repository.js';
import { invitationEmail, invitationLink } from './invitation-email.js';
import { newInvitationToken } from './invitation-token.js';
import { deliveryAnswer } from './present-collaboration.js';

/** Who invites: a demo studio's session (SessionContext.isDemo) never sends e-mail. */
export type Sender = { profileId: string; accountId: string; isDemo: boolean };

/** How an invitation went out: the e-mail's fate (null: not mailed), and its link. */
type Sent = { delivery: MailDelivery | null; link: string; demo: boolean };

/**
 * The owner's answer: the e-mail's fate, and the link to copy, shown once (issue 26 item 4).
 * Where no SMTP server took the e-mail (a demo studio, the outbox, a failure, e-mail turned off)
 * someone must carry it; where one did, the owner may still send it by chat. Only the invited
 * e-mail can accept it (decision 021), so a copy in other hands joins nobody.
 */
export function answerOf(
  sent: Sent,
  email: string,
  verb: 'sent' | 'resent' = 'sent',
): { emailSent: boolean; emailQueued?: boolean; message: string; inviteLink: string } {
  if (sent.demo) return { emailSent: false, message: DEMO_INVITE_MESSAGE, inviteLink: sent.link };
  return { ...deliveryAnswer(sent.delivery, email, verb), inviteLink: sent.link };
}

/** Sends invitations for collaborationsService (invite and resend share it; Copy link mints only). */
export function invitationSender(deps: {
  db: Database;
  repo: CollaborationsRepository;
  mailer?: Mailer;
  now: () => Date;
  events: ReturnType<typeof collaborationEvents>;
}) {
  const { repo, mailer, now, events } = deps;
  const nameOf = (profileId: string) => profileDisplayName(deps.db, profileId);
  const settings = accountSettingsRepository(deps.db);

  /**
   * A fresh token for the row (the previous link stops working: only digests are kept) and the
   * link carrying it; `hasAccount` says whether the invited e-mail already has an account.
   */
  async function mintLink(row: CollaborationListing, base: string) {
    const { token, hash, expiresAt } = newInvitationToken(now());
    await repo.replaceToken(row.id, hash, expiresAt);
    const invitee = await repo.profilesOfEmail(row.inviteEmail);
    const link = invitationLink(base, token, {
      email: row.inviteEmail,
      projectTitle: row.projectTitle,
      hasAccount: invitee.length > 0,
    });
    return { link, invitee };
  }

  /**
   * A fresh link for the row, and the e-mail carrying it; a demo studio's sender gets the
   * link only, and nobody is mailed or notified (visitors must not reach real people).
   */
  async function sendInvitation(
    row: CollaborationListing,
    sender: Sender,
    base: string,
  ): Promise<Sent> {
    const senderProfileId = sender.profileId;
    const { link, invitee } = await mintLink(row, base);
    const hasAccount = invitee.length > 0;
    if (sender.isDemo) return { delivery: null, link, demo: true };
    if (!mailer) throw new Error('collaborationsService was built without a mailer');
    // Someone who turned e-mail notifications off hears of it in the app only (null: not sent).
    const emailOff = hasAccount && (await settings.emailNotificationsOff(row.inviteEmail));
    const delivery = emailOff
      ? null
      : await mailer.send(
          invitationEmail({
            to: row.inviteEmail,
            inviterName: await nameOf(senderProfileId),
            projectTitle: row.projectTitle,
            role: row.role,
            link,
            // An address with no account yet chose no language: the inviter's stands in.
            language:
              (await languageOfEmail(deps.db, row.inviteEmail)) ??
              (await languageOfProfile(deps.db, senderProfileId)),
          }),
          // Its final fate reaches this row (a failure shows in the collaborators list).
          { tag: { kind: 'invitation', id: row.id } },
        );
    await events.invitationReceived(invitee, {
      projectId: row.projectId,
      projectTitle: row.projectTitle,
      actorProfileId: senderProfileId,
      role: row.role,
    });
    return { delivery, link, demo: false };
  }

  return { sendInvitation, mintLink };
}
