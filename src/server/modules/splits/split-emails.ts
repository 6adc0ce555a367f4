import type { Language } from '../../../shared/constants.js';
import { SPLIT_CONFIRMATION_TTL_DAYS } from '../../../shared/schemas/split-confirmations.js';
import type { SplitType } from '../../../shared/schemas/splits.js';
import { escapeHtml } from '../../lib/escape-html.js';
import type { MailMessage } from '../../mail/mailer.js';
import { fill, mailWording } from '../../mail/mail-wording.js';

/** The public page a party's link opens (client route /splits/confirm/:token). */
export const splitConfirmationLink = (base: string, token: string) =>
  `${base}/splits/confirm/${encodeURIComponent(token)}`;

const wordsOf = (language: Language) => mailWording(language).splitAgreement;

const page = (paragraphs: string[]) =>
  `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
${paragraphs.join('\n')}
</body></html>`;

/** "Please confirm your share": the link to the whole sheet, in the party's language. */
export function confirmationRequestEmail(input: {
  to: string;
  ownerName: string;
  projectTitle: string;
  splitType: SplitType;
  share: number;
  link: string;
  language: Language;
}): MailMessage {
  const words = wordsOf(input.language);
  const type = words.types[input.splitType];
  const named = { owner: input.ownerName, project: input.projectTitle, type, share: input.share };
  const expiry = fill(words.expiry, { days: SPLIT_CONFIRMATION_TTL_DAYS });
  const text = [
    fill(words.intro, named),
    '',
    fill(words.actionText, { link: input.link }),
    '',
    expiry,
  ];
  const intro = fill(words.intro, {
    ...named,
    owner: `<strong>${escapeHtml(input.ownerName)}</strong>`,
    project: `<strong>${escapeHtml(input.projectTitle)}</strong>`,
    type: escapeHtml(type),
  });
  return {
    to: input.to,
    subject: fill(words.subject, named),
    text: text.join('\n'),
    html: page([
      `<p>${intro}</p>`,
      `<p><a href="${escapeHtml(input.link)}">${escapeHtml(words.action)}</a></p>`,
      `<p style="color:#555">${escapeHtml(expiry)}</p>`,
    ]),
  };
}

/** "The sheet changed (or was reopened): earlier answers no longer count." */
export function agreementResetEmail(input: {
  to: string;
  projectTitle: string;
  splitType: SplitType;
  language: Language;
}): MailMessage {
  const words = wordsOf(input.language);
  const named = { project: input.projectTitle, type: words.types[input.splitType] };
  const body = fill(words.resetBody, named);
  return {
    to: input.to,
    subject: fill(words.resetSubject, named),
    text: body,
    html: page([`<p>${escapeHtml(body)}</p>`]),
  };
}

/** "Everyone confirmed": the agreed sheet as a PDF attachment, and its audit hash. */
export function agreementDoneEmail(input: {
  to: string;
  projectTitle: string;
  splitType: SplitType;
  language: Language;
  hash: string;
  pdf: Uint8Array;
  filename: string;
}): MailMessage {
  const words = wordsOf(input.language);
  const named = {
    project: input.projectTitle,
    type: words.types[input.splitType],
    hash: input.hash,
  };
  const body = fill(words.doneBody, named);
  return {
    to: input.to,
    subject: fill(words.doneSubject, named),
    text: body,
    html: page([`<p>${escapeHtml(body)}</p>`]),
    attachments: [
      { filename: input.filename, contentType: 'application/pdf', content: Buffer.from(input.pdf) },
    ],
  };
}
