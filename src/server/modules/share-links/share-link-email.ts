import type { Language } from '../../../shared/constants.js';
import { escapeHtml } from '../../lib/escape-html.js';
import type { MailMessage } from '../../mail/mailer.js';
import { fill, mailWording } from '../../mail/mail-wording.js';

export interface ShareLinkEmail {
  to: string;
  language: Language;
  senderName: string;
  recipientName: string;
  title: string;
  /** `${PUBLIC_URL}/s/${token}`: never the request's Host header. */
  link: string;
  expiresAt: Date | null;
  hasPassword: boolean;
}

/**
 * The link's e-mail to its recipient, in their language, as plain text and simple HTML with
 * every user value escaped. The password never travels with it: the sender gives it apart.
 */
export function shareLinkEmail(mail: ShareLinkEmail): MailMessage {
  const words = mailWording(mail.language).shareLink;
  const named = { sender: mail.senderName, recipient: mail.recipientName, title: mail.title };
  const date = mail.expiresAt
    ? new Intl.DateTimeFormat(mail.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
        mail.expiresAt,
      )
    : null;
  const notes = [
    date ? fill(words.expires, { date }) : null,
    mail.hasPassword ? fill(words.password, named) : null,
    words.receipts,
  ].filter((note): note is string => note !== null);
  const text = [
    fill(words.intro, named),
    '',
    fill(words.actionText, { link: mail.link }),
    '',
    ...notes,
  ].join('\n');
  const escaped = {
    sender: `<strong>${escapeHtml(mail.senderName)}</strong>`,
    recipient: escapeHtml(mail.recipientName),
    title: `<strong>${escapeHtml(mail.title)}</strong>`,
  };
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>${fill(escapeHtml(words.intro), escaped)}</p>
<p><a href="${escapeHtml(mail.link)}">${escapeHtml(words.action)}</a></p>
${notes.map((note) => `<p style="color:#555">${escapeHtml(note)}</p>`).join('\n')}
</body></html>`;
  return { to: mail.to, subject: fill(words.subject, named), text, html };
}
