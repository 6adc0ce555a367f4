import type { Language } from '../../../shared/constants.js';
import { RESET_LINK_TTL_MINUTES } from '../../../shared/schemas/password-reset.js';
import { newEmailedToken } from '../../lib/emailed-token.js';
import { escapeHtml } from '../../lib/escape-html.js';
import type { MailMessage } from '../../mail/mailer.js';
import { fill, mailWording } from '../../mail/mail-wording.js';

/**
 * A new reset token: 256 random bits for the e-mail, only its SHA-256 stored (the design of
 * invitation and set-password links), working once for RESET_LINK_TTL_MINUTES.
 */
export const newResetToken = (now: Date) => newEmailedToken(now, RESET_LINK_TTL_MINUTES * 60_000);

/** The page that chooses the new password: /reset-password/{token}. */
export const resetLink = (base: string, token: string) =>
  `${base.replace(/(?<!\/)\/+$/, '')}/reset-password/${encodeURIComponent(token)}`;

/**
 * The "choose a new password" message, in the account's language (default en); it names no one
 * but the address it goes to.
 */
export function resetEmail(reset: {
  to: string;
  siteName: string;
  link: string;
  language?: Language;
}): MailMessage {
  const words = mailWording(reset.language ?? 'en').reset;
  const intro = fill(words.intro, { site: reset.siteName, email: reset.to });
  const expiry = fill(words.expiry, { minutes: RESET_LINK_TTL_MINUTES });
  const text = [
    intro,
    '',
    fill(words.actionText, { link: reset.link }),
    '',
    expiry,
    words.ignore,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(reset.link)}">${escapeHtml(words.action)}</a></p>
<p style="color:#555">${escapeHtml(expiry)} ${escapeHtml(words.ignore)}</p>
</body></html>`;
  return { to: reset.to, subject: fill(words.subject, { site: reset.siteName }), text, html };
}
