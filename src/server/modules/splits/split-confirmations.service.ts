import {
  SPLIT_CONFIRMATION_TTL_DAYS,
  type SplitConfirmation,
  type SplitSendResult,
} from '../../../shared/schemas/split-confirmations.js';
import {
  basisPointsToPercent,
  FULL_SPLIT_BASIS_POINTS,
  type SplitType,
} from '../../../shared/schemas/splits.js';
import type { Database, DbExecutor } from '../../db/client.js';
import { newEmailedToken } from '../../lib/emailed-token.js';
import { HttpError, withDetails } from '../../lib/http-errors.js';
import type { MailDelivery, Mailer } from '../../mail/mailer.js';
import { notifyProjectChange, publishProjectChange } from '../notifications/index.js';
import { profileDisplayName } from '../profile/index.js';
import { projectAccessCheck, type ProjectAccessCheck } from '../projects/index.js';
import type { RateLimiter } from '../rate-limits/index.js';
import { agreementNotices, lockedError, partyLanguage } from './split-agreement-notices.js';
import { agreementOf } from './split-agreement.js';
import { splitConfirmationsRepository } from './split-confirmations.repository.js';
import { confirmationRequestEmail, splitConfirmationLink } from './split-emails.js';
import { agreedSheetOf, splitAgreementPdf } from './split-agreement-pdf.js';
import type { SplitQueries, SplitRow, SplitsRepository } from './splits.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOT_COMPLETE = 'Only a split type totalling exactly 100% can be sent for confirmation';
const NOT_SENT = 'This split sheet has not been sent for confirmation';
const PARTY_CONFIRMED = 'This party already confirmed, so there is nothing to resend';

/** Who sends: a demo studio's session mails nobody and gets the links to copy. */
export type SplitSender = { profileId: string; accountId: string; isDemo: boolean };

const coded = (status: number, message: string, code: string) =>
  new HttpError(status, message, undefined, code);

/** A type that may go out: exactly 100 %, and every party with an e-mail (else 409s). */
function assertSendable(rows: readonly SplitRow[]) {
  const total = rows.reduce((sum, row) => sum + row.basisPoints, 0);
  if (rows.length === 0 || total !== FULL_SPLIT_BASIS_POINTS) {
    throw coded(409, NOT_COMPLETE, 'splits.notComplete');
  }
  const without = rows.filter((row) => !row.email);
  if (without.length > 0) {
    const names = without.map((row) => row.name).join(', ');
    // Like a bulk refusal, the answer names the parties in `details`, by id.
    throw withDetails(
      coded(
        409,
        `Every party needs an e-mail before sending: ${names}`,
        'splits.partiesWithoutEmail',
      ),
      { ids: without.map((row) => row.id) },
    );
  }
}

const ofType = (rows: readonly SplitRow[], type: SplitType) =>
  rows.filter((row) => row.splitType === type);

/**
 * Sending a split type for confirmation, resending one party's link, reopening a confirmed
 * sheet, and its PDF (issue 26 item 5, decision 027). Links are single-use tokens kept only as
 * digests, valid SPLIT_CONFIRMATION_TTL_DAYS.
 */
export function splitConfirmationsService(deps: {
  db: Database;
  splits: SplitsRepository;
  mailer?: Mailer;
  limits?: RateLimiter;
  access?: ProjectAccessCheck;
  now?: () => Date;
}) {
  const { db, splits } = deps;
  const repo = splitConfirmationsRepository(db);
  const notices = agreementNotices({ db, repo, mailer: deps.mailer });
  const access = deps.access ?? projectAccessCheck(db);
  const now = deps.now ?? (() => new Date());

  /** One e-mail per party on the account's and the recipient's budgets; 429 past either. */
  async function countSends(sender: SplitSender, emails: readonly string[]) {
    for (const email of emails) {
      await deps.limits?.hit(
        { rule: 'splitConfirmationsPerAccount', value: sender.accountId },
        { rule: 'splitConfirmationsPerRecipient', value: email },
      );
    }
  }

  /**
   * Mails one party their link, unless a demo studio sends; what the owner is told of it. The
   * e-mail is tagged with the link's digest: if it is given up, that party's row says so.
   */
  async function deliver(
    sender: SplitSender,
    project: { title: string; ownerName: string },
    party: SplitRow & { email: string },
    minted: { token: string; hash: string },
    base: string,
  ) {
    const link = splitConfirmationLink(base, minted.token);
    let delivery: MailDelivery | null = null;
    if (!sender.isDemo && deps.mailer) {
      delivery = await deps.mailer.send(
        confirmationRequestEmail({
          to: party.email,
          ownerName: project.ownerName,
          projectTitle: project.title,
          splitType: party.splitType,
          share: basisPointsToPercent(party.basisPoints),
          link,
          language: await partyLanguage(db, party.email, sender.profileId),
        }),
        { tag: { kind: 'split-confirmation', id: minted.hash } },
      );
    }
    // Queued counts as sent: an SMTP server is configured and the queue retries it (decision 034).
    const emailSent = delivery?.delivered === 'sent' || delivery?.delivered === 'queued';
    // Where no SMTP server took the e-mail the owner must carry the link (decision 021); where
    // one did, the link stays the party's alone, so the owner cannot answer for them.
    return {
      splitId: party.id,
      name: party.name,
      email: party.email,
      emailSent,
      ...(emailSent ? {} : { link }),
    };
  }

  function answerMessage(sender: SplitSender, parties: { emailSent: boolean }[]) {
    if (sender.isDemo) return 'A demo studio sends no e-mail: copy each link and send it yourself.';
    const unsent = parties.filter((party) => !party.emailSent).length;
    if (unsent === 0)
      return `Sent to ${parties.length} ${parties.length === 1 ? 'party' : 'parties'}`;
    return `${unsent} e-mail${unsent === 1 ? '' : 's'} could not be sent: copy the links and send them yourself.`;
  }

  async function confirmationOf(projectId: string, type: SplitType): Promise<SplitConfirmation> {
    const rows = ofType(await splits.listByProject(projectId), type);
    return agreementOf(rows, await repo.listByType(projectId, type));
  }

  const withEmail = (row: SplitRow) => ({ ...row, email: row.email!.toLowerCase() });

  return {
    /** POST /api/projects/{id}/splits/{type}/confirmations: a new round, a link per party. */
    async send(
      sender: SplitSender,
      projectId: string,
      type: SplitType,
      base: string,
    ): Promise<SplitSendResult> {
      const { project } = await access(sender.profileId, projectId, 'splits.send');
      const before = ofType(await splits.listByProject(projectId), type);
      assertSendable(before);
      if (agreementOf(before, await repo.listByType(projectId, type)).locked) throw lockedError();
      await countSends(
        sender,
        before.map((row) => row.email!.toLowerCase()),
      );

      const minted = await splits.inProjectLock(projectId, async (tx, executor) => {
        const parties = ofType(await tx.listByProject(projectId), type);
        assertSendable(parties);
        const answers = splitConfirmationsRepository(executor);
        if (agreementOf(parties, await answers.listByType(projectId, type)).locked) {
          throw lockedError();
        }
        await answers.deleteByTypes(projectId, [type]);
        const tokens = parties.map((party) => ({
          party: withEmail(party),
          ...newEmailedToken(now(), SPLIT_CONFIRMATION_TTL_DAYS * DAY_MS),
        }));
        await answers.insertMany(
          tokens.map(({ party, hash, expiresAt }) => ({
            projectId,
            splitId: party.id,
            splitType: type,
            email: party.email,
            tokenHash: hash,
            tokenExpiresAt: expiresAt,
          })),
        );
        return tokens;
      });

      const sheet = {
        title: project.title,
        ownerName: await profileDisplayName(db, sender.profileId),
      };
      const parties = [];
      for (const { party, token, hash } of minted) {
        parties.push(await deliver(sender, sheet, party, { token, hash }, base));
      }
      await publishProjectChange(db, projectId, { kind: 'splits', ids: [] });
      return {
        splitType: type,
        message: answerMessage(sender, parties),
        confirmation: await confirmationOf(projectId, type),
        parties,
      };
    },

    /** POST …/confirmations/{splitId}/resend: a fresh link for one party (the old one ends). */
    async resend(
      sender: SplitSender,
      projectId: string,
      type: SplitType,
      splitId: string,
      base: string,
    ): Promise<SplitSendResult> {
      const { project } = await access(sender.profileId, projectId, 'splits.send');
      const row = await repo.findBySplit(splitId);
      const split = await splits.findInProject(projectId, splitId);
      if (!row || !split || row.projectId !== projectId || row.splitType !== type || !split.email) {
        throw coded(409, NOT_SENT, 'splits.notSent');
      }
      if (row.status === 'confirmed') throw coded(409, PARTY_CONFIRMED, 'splits.partyConfirmed');
      const party = withEmail(split);
      await countSends(sender, [party.email]);
      const { token, hash, expiresAt } = newEmailedToken(
        now(),
        SPLIT_CONFIRMATION_TTL_DAYS * DAY_MS,
      );
      await repo.replaceToken(row.id, hash, expiresAt, party.email);
      const sheet = {
        title: project.title,
        ownerName: await profileDisplayName(db, sender.profileId),
      };
      const parties = [await deliver(sender, sheet, party, { token, hash }, base)];
      await publishProjectChange(db, projectId, { kind: 'splits', ids: [] });
      return {
        splitType: type,
        message: answerMessage(sender, parties),
        confirmation: await confirmationOf(projectId, type),
        parties,
      };
    },

    /** POST …/splits/{type}/reopen: every answer forgotten, every party told; unlocks the type. */
    async reopen(
      profileId: string,
      projectId: string,
      type: SplitType,
    ): Promise<SplitConfirmation> {
      await access(profileId, projectId, 'splits.send');
      const removed = await splits.inProjectLock(projectId, (_tx, executor) =>
        splitConfirmationsRepository(executor).deleteByTypes(projectId, [type]),
      );
      if (removed.length === 0) throw coded(409, NOT_SENT, 'splits.notSent');
      await notices.reset(projectId, type, removed);
      await notifyProjectChange(db, profileId, projectId, 'splits');
      return confirmationOf(projectId, type);
    },

    /** GET …/splits/{type}/sheet.pdf: the sheet with every confirmation time and its hash. */
    async pdf(profileId: string, projectId: string, type: SplitType) {
      const { project } = await access(profileId, projectId, 'splits.see');
      const rows = ofType(await splits.listByProject(projectId), type);
      const confirmation = agreementOf(rows, await repo.listByType(projectId, type));
      const sheet = agreedSheetOf(
        { id: projectId, title: project.title },
        type,
        rows,
        confirmation,
      );
      return splitAgreementPdf(sheet, confirmation, now());
    },
  };
}

/**
 * Called by every change to splits, inside its project lock: a locked type refuses (409
 * `splits.locked`); a sent one loses its answers. Returns the answers removed per type, so the
 * caller tells those parties once the change is committed.
 */
export async function resetAgreements(
  tx: SplitQueries,
  executor: DbExecutor,
  projectId: string,
  types: readonly SplitType[],
) {
  const answers = splitConfirmationsRepository(executor);
  const all = await tx.listByProject(projectId);
  const removed = new Map<SplitType, Awaited<ReturnType<typeof answers.listByType>>>();
  for (const type of new Set(types)) {
    const rows = await answers.listByType(projectId, type);
    if (rows.length === 0) continue;
    if (agreementOf(ofType(all, type), rows).locked) throw lockedError();
    removed.set(type, await answers.deleteByTypes(projectId, [type]));
  }
  return removed;
}
