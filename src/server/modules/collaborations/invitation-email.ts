import type { MailMessage } from '../../mail/mailer.js';
import { INVITATION_TTL_DAYS, type InvitedRole } from '../../../shared/schemas/collaborations.js';

export interface InvitationEmail {
  to: string;
  inviterName: string;
  projectTitle: string;
  role: InvitedRole;
  /** Where the link leads: registration for a new person, accept-after-sign-in otherwise. */
  link: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const ROLE_WORDS: Record<InvitedRole, string> = {
  collaborator: 'a collaborator (listen, upload audio, write lyrics, comment)',
  viewer: 'a viewer (listen and read)',
};

/** The invitation message, as plain text and as simple HTML with every user value escaped. */
export function invitationEmail(invite: InvitationEmail): MailMessage {
  const subject = `${invite.inviterName} invited you to "${invite.projectTitle}" on Trackroom`;
  const text = [
    `${invite.inviterName} invited you to the project "${invite.projectTitle}" on Trackroom as ${ROLE_WORDS[invite.role]}.`,
    '',
    `Open the invitation: ${invite.link}`,
    '',
    `The link works once and expires in ${INVITATION_TTL_DAYS} days. If you did not expect this, ignore this e-mail.`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p><strong>${escapeHtml(invite.inviterName)}</strong> invited you to the project
<strong>${escapeHtml(invite.projectTitle)}</strong> on Trackroom as ${escapeHtml(ROLE_WORDS[invite.role])}.</p>
<p><a href="${escapeHtml(invite.link)}">Open the invitation</a></p>
<p style="color:#555">The link works once and expires in ${INVITATION_TTL_DAYS} days. If you did not expect this, ignore this e-mail.</p>
</body></html>`;
  return { to: invite.to, subject, text, html };
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
