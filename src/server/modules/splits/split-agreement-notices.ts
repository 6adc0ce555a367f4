import type { Language } from '../../../shared/constants.js';
import type { SplitType } from '../../../shared/schemas/splits.js';
import type { Database } from '../../db/client.js';
import { HttpError } from '../../lib/http-errors.js';
import type { MailDelivery, Mailer, MailMessage } from '../../mail/mailer.js';
import { languageOfEmail, languageOfProfile } from '../../mail/recipient-language.repository.js';
import { agreementDoneEmail, agreementResetEmail } from './split-emails.js';
import type {
  SplitConfirmationRow,
  SplitConfirmationsRepository,
} from './split-confirmations.repository.js';

export const SPLITS_LOCKED =
  'Everyone confirmed this split sheet, so it is locked. Reopen it to change it.';

export const lockedError = () => new HttpError(409, SPLITS_LOCKED, undefined, 'splits.locked');

/**
 * A party's language (decision 027): the language of the account signed in with the party's
 * e-mail, if any; else the sheet owner's (parties need not have an account).
 */
export async function partyLanguage(
  db: Database,
  email: string,
  ownerProfileId: string,
): Promise<Language> {
  return (await languageOfEmail(db, email)) ?? languageOfProfile(db, ownerProfileId);
}

/**
 * Mail that tells parties about their sheet. A demo studio's sheets mail nobody (visitors must
 * not reach real people); a message that fails is logged by the mailer and never undoes the
 * change that caused it.
 */
export function agreementNotices(deps: {
  db: Database;
  repo: SplitConfirmationsRepository;
  mailer?: Mailer;
}) {
  const { db, repo, mailer } = deps;

  async function mailEach(
    projectId: string,
    emails: readonly string[],
    build: (email: string, language: Language, title: string) => MailMessage,
  ): Promise<MailDelivery[]> {
    const project = await repo.projectOfSheet(projectId);
    if (!project || project.ownerIsDemo || !mailer) return [];
    const out: MailDelivery[] = [];
    for (const email of new Set(emails)) {
      const language = await partyLanguage(db, email, project.ownerProfileId);
      out.push(await mailer.send(build(email, language, project.title)));
    }
    return out;
  }

  return {
    /** "The sheet changed or was reopened": to every party that had been sent it. */
    reset(projectId: string, splitType: SplitType, rows: readonly SplitConfirmationRow[]) {
      return mailEach(
        projectId,
        rows.map((row) => row.email),
        (to, language, projectTitle) =>
          agreementResetEmail({ to, language, projectTitle, splitType }),
      );
    },

    /** "Everyone confirmed": the PDF to every party. */
    done(
      projectId: string,
      splitType: SplitType,
      rows: readonly SplitConfirmationRow[],
      pdf: { bytes: Uint8Array; hash: string; filename: string },
    ) {
      return mailEach(
        projectId,
        rows.map((row) => row.email),
        (to, language, projectTitle) =>
          agreementDoneEmail({
            to,
            language,
            projectTitle,
            splitType,
            hash: pdf.hash,
            pdf: pdf.bytes,
            filename: pdf.filename,
          }),
      );
    },
  };
}
export type AgreementNotices = ReturnType<typeof agreementNotices>;
