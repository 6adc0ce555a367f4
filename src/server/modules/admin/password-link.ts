import type { Language } from '../../../shared/constants.js';
import { PASSWORD_LINK_TTL_DAYS } from '../../../shared/schemas/admin.js';
import { newEmailedToken } from '../../lib/emailed-token.js';
import { escapeHtml } from '../../lib/escape-html.js';
import type { MailMessage } from '../../mail/mailer.js';
import { fill, mailWording } from '../../mail/mail-wording.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new set-password token, working once for PASSWORD_LINK_TTL_DAYS. */
export const newPasswordToken = (now: Date) =>
  newEmailedToken(now, PASSWORD_LINK_TTL_DAYS * DAY_MS);

/** The page that sets the password: /set-password/{token}. */
export const passwordLink = (base: string, token: string) =>
  `${base.replace(/(?<!\/)\/+$/, '')}/set-password/${encodeURIComponent(token)}`;

/**
 * The "an administrator added you" message with the link to choose a password, in `language`
 * (default en; the new account has chosen none yet, so the caller passes the administrator's).
 */
export function passwordLinkEmail(invite: {
  to: string;
  firstName: string;
  siteName: string;
  link: string;
  language?: Language;
}): MailMessage {
  const words = mailWording(invite.language ?? 'en').passwordLink;
  const hello = fill(words.hello, { name: invite.firstName });
  const intro = fill(words.intro, { site: invite.siteName, email: invite.to });
  const expiry = fill(words.expiry, { days: PASSWORD_LINK_TTL_DAYS });
  const text = [hello, '', intro, fill(words.actionText, { link: invite.link }), '', expiry].join(
    '\n',
  );
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(invite.link)}">${escapeHtml(words.action)}</a></p>
<p style="color:#555">${escapeHtml(expiry)}</p>
</body></html>`;
  return { to: invite.to, subject: fill(words.subject, { site: invite.siteName }), text, html };
}
