import type { Language } from '../../../shared/constants.js';
import { escapeHtml } from '../../lib/escape-html.js';
import type { MailMessage } from '../../mail/mailer.js';
import { fill, mailWording } from '../../mail/mail-wording.js';
import { INVITATION_TTL_DAYS, type InvitedRole } from '../../../shared/schemas/collaborations.js';

export interface InvitationEmail {
  to: string;
  inviterName: string;
  projectTitle: string;
  role: InvitedRole;
  /** Where the link leads: registration for a new person, accept-after-sign-in otherwise. */
  link: string;
  /** The invitee's language, or the inviter's when the address has no account (default en). */
  language?: Language;
}

/** The invitation message, as plain text and as simple HTML with every user value escaped. */
export function invitationEmail(invite: InvitationEmail): MailMessage {
  const words = mailWording(invite.language ?? 'en').invitation;
  const role = words.roles[invite.role];
  const named = { inviter: invite.inviterName, project: invite.projectTitle, role };
  const expiry = fill(words.expiry, { days: INVITATION_TTL_DAYS });
  const text = [
    fill(words.intro, named),
    '',
    fill(words.actionText, { link: invite.link }),
    '',
    expiry,
  ].join('\n');
  const intro = fill(words.intro, {
    inviter: `<strong>${escapeHtml(invite.inviterName)}</strong>`,
    project: `<strong>${escapeHtml(invite.projectTitle)}</strong>`,
    role: escapeHtml(role),
  });
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>${intro}</p>
<p><a href="${escapeHtml(invite.link)}">${escapeHtml(words.action)}</a></p>
<p style="color:#555">${escapeHtml(expiry)}</p>
</body></html>`;
  return { to: invite.to, subject: fill(words.subject, named), text, html };
}

/** The link in the e-mail: new people register with the token; members sign in and accept. */
export function invitationLink(
  base: string,
  token: string,
  invite: { email: string; projectTitle: string; hasAccount: boolean },
): string {
  if (invite.hasAccount) return `${base}/invitations/${encodeURIComponent(token)}`;
  const params = new URLSearchParams({
    invitation: token,
    email: invite.email,
    project: invite.projectTitle,
  });
  return `${base}/register?${params.toString()}`;
}

/** What the owner is told when the invited account turned e-mail notifications off. */
export function emailOffMessage(email: string): string {
  return `Invitation created. ${email} turned off e-mail notifications, so no e-mail was sent: they will find the invitation in Trackroom.`;
}
