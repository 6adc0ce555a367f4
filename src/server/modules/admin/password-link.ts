import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD_LINK_TTL_DAYS } from '../../../shared/schemas/admin.js';
import type { MailMessage } from '../../mail/mailer.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Only this digest of an e-mailed password link is stored. */
export const hashPasswordToken = (token: string) =>
  createHash('sha256').update(token).digest('hex');

/** A new single-use token (256 random bits), its digest and when it stops working. */
export function newPasswordToken(now: Date) {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    hash: hashPasswordToken(token),
    expiresAt: new Date(now.getTime() + PASSWORD_LINK_TTL_DAYS * DAY_MS),
  };
}

/** The page that sets the password: /set-password/{token}. */
export const passwordLink = (base: string, token: string) =>
  `${base.replace(/(?<!\/)\/+$/, '')}/set-password/${encodeURIComponent(token)}`;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The "an administrator added you" message with the link to choose a password. */
export function passwordLinkEmail(invite: {
  to: string;
  firstName: string;
  siteName: string;
  link: string;
}): MailMessage {
  const subject = `Your ${invite.siteName} account is ready: choose a password`;
  const text = [
    `Hello ${invite.firstName},`,
    '',
    `An administrator created a ${invite.siteName} account for ${invite.to}.`,
    `Choose your password here: ${invite.link}`,
    '',
    `The link works once and expires in ${PASSWORD_LINK_TTL_DAYS} days. If you did not expect this, ignore this e-mail.`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>Hello ${escapeHtml(invite.firstName)},</p>
<p>An administrator created a ${escapeHtml(invite.siteName)} account for ${escapeHtml(invite.to)}.</p>
<p><a href="${escapeHtml(invite.link)}">Choose your password</a></p>
<p style="color:#555">The link works once and expires in ${PASSWORD_LINK_TTL_DAYS} days. If you did not expect this, ignore this e-mail.</p>
</body></html>`;
  return { to: invite.to, subject, text, html };
}
