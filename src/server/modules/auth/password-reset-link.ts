import { randomBytes } from 'node:crypto';
import { RESET_LINK_TTL_MINUTES } from '../../../shared/schemas/password-reset.js';
import type { MailMessage } from '../../mail/mailer.js';
import { hashPasswordToken } from '../admin/password-link.js';

/**
 * A new reset token: 256 random bits for the e-mail, only its SHA-256 stored (the design of
 * invitation and set-password links), working once for RESET_LINK_TTL_MINUTES.
 */
export function newResetToken(now: Date) {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    hash: hashPasswordToken(token),
    expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MINUTES * 60_000),
  };
}

/** The page that chooses the new password: /reset-password/{token}. */
export const resetLink = (base: string, token: string) =>
  `${base.replace(/(?<!\/)\/+$/, '')}/reset-password/${encodeURIComponent(token)}`;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The "choose a new password" message; it names no one but the address it goes to. */
export function resetEmail(reset: { to: string; siteName: string; link: string }): MailMessage {
  const subject = `Reset your ${reset.siteName} password`;
  const expiry = `The link works once and expires in ${RESET_LINK_TTL_MINUTES} minutes. Using it signs every device out of the account.`;
  const ignore = 'If you did not ask for this, ignore this e-mail: your password stays as it is.';
  const text = [
    `Someone asked to reset the password of the ${reset.siteName} account ${reset.to}.`,
    '',
    `Choose a new password here: ${reset.link}`,
    '',
    expiry,
    ignore,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>Someone asked to reset the password of the ${escapeHtml(reset.siteName)} account ${escapeHtml(reset.to)}.</p>
<p><a href="${escapeHtml(reset.link)}">Choose a new password</a></p>
<p style="color:#555">${escapeHtml(expiry)} ${escapeHtml(ignore)}</p>
</body></html>`;
  return { to: reset.to, subject, text, html };
}
