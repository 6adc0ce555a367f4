import {
  SPLIT_LINK_INVALID,
  type PublicSplitSheet,
  type splitAnswerSchema,
} from '../../../shared/schemas/split-confirmations.js';
import { basisPointsToPercent } from '../../../shared/schemas/splits.js';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { hashEmailedToken } from '../../lib/emailed-token.js';
import { HttpError } from '../../lib/http-errors.js';
import type { BodyAfterAccess } from '../../lib/validate.js';
import type { Mailer } from '../../mail/mailer.js';
import { publishProjectChange } from '../notifications/index.js';
import { profileDisplayName } from '../profile/index.js';
import type { RateLimiter } from '../rate-limits/index.js';
import { agreementNotices } from './split-agreement-notices.js';
import { agreedSheetOf, splitAgreementPdf } from './split-agreement-pdf.js';
import { agreementOf } from './split-agreement.js';
import {
  splitConfirmationsRepository,
  type SplitConfirmationRow,
} from './split-confirmations.repository.js';
import type { SplitsRepository } from './splits.repository.js';

type Answer = z.output<typeof splitAnswerSchema>;

const invalidLink = () => new HttpError(404, SPLIT_LINK_INVALID, undefined, 'splits.linkInvalid');

/**
 * The public side of a split agreement: a party opens their e-mailed link, reads the whole
 * sheet (names and shares, never the others' e-mails) and confirms or declines their share.
 * The token is the credential; unknown or used tokens count against the caller's address.
 */
export function splitLinksService(deps: {
  db: Database;
  splits: SplitsRepository;
  mailer?: Mailer;
  limits?: RateLimiter;
  now?: () => Date;
}) {
  const { db, splits } = deps;
  const repo = splitConfirmationsRepository(db);
  const notices = agreementNotices({ db, repo, mailer: deps.mailer });
  const now = deps.now ?? (() => new Date());
  const missesOf = (ip: string) => ({ rule: 'splitLinkMissesPerIp' as const, value: ip });

  /** The live row of a token, or a 404 that counts as a miss for the address. */
  async function liveRow(token: string, ip: string): Promise<SplitConfirmationRow> {
    await deps.limits?.check(missesOf(ip));
    const row = await repo.findByTokenHash(hashEmailedToken(token));
    if (!row || row.status !== 'pending' || row.tokenExpiresAt < now()) {
      await deps.limits?.record(missesOf(ip));
      throw invalidLink();
    }
    return row;
  }

  async function sheetFor(row: SplitConfirmationRow): Promise<PublicSplitSheet> {
    const project = await repo.projectOfSheet(row.projectId);
    if (!project) throw invalidLink();
    const rows = (await splits.listByProject(row.projectId)).filter(
      (split) => split.splitType === row.splitType,
    );
    const agreement = agreementOf(rows, await repo.listByType(row.projectId, row.splitType));
    const answers = new Map(agreement.parties.map((party) => [party.splitId, party]));
    return {
      projectTitle: project.title,
      ownerName: await profileDisplayName(db, project.ownerProfileId),
      splitType: row.splitType,
      splitId: row.splitId,
      parties: rows.map((split) => ({
        splitId: split.id,
        name: split.name,
        percentage: basisPointsToPercent(split.basisPoints),
        description: split.description,
        state: answers.get(split.id)?.state ?? 'pending',
        answeredAt: answers.get(split.id)?.answeredAt ?? null,
      })),
      confirmed: agreement.confirmed,
      total: agreement.total,
      state: answers.get(row.splitId)?.state ?? row.status,
      expiresAt: row.tokenExpiresAt.toISOString(),
    };
  }

  /** Everyone confirmed: the PDF goes to every party, and members see the change. */
  async function finish(row: SplitConfirmationRow) {
    const project = await repo.projectOfSheet(row.projectId);
    if (!project) return;
    const rows = (await splits.listByProject(row.projectId)).filter(
      (split) => split.splitType === row.splitType,
    );
    const answers = await repo.listByType(row.projectId, row.splitType);
    const confirmation = agreementOf(rows, answers);
    const sheet = agreedSheetOf(
      { id: row.projectId, title: project.title },
      row.splitType,
      rows,
      confirmation,
    );
    const pdf = await splitAgreementPdf(sheet, confirmation, now());
    await notices.done(row.projectId, row.splitType, answers, pdf);
  }

  return {
    /** GET /api/split-confirmations/{token} */
    async preview(token: string, ip: string): Promise<PublicSplitSheet> {
      return sheetFor(await liveRow(token, ip));
    },

    /** POST /api/split-confirmations/{token}: the party's answer; the link then stops working. */
    async answer(token: string, ip: string, body: BodyAfterAccess<Answer>) {
      const found = await liveRow(token, ip);
      const input = body();
      const status = input.decision === 'confirm' ? 'confirmed' : 'declined';
      // In the project's lock: a change to the splits and this answer never interleave, and of
      // two last answers arriving together exactly one sees the sheet complete.
      const result = await splits.inProjectLock(found.projectId, async (tx, executor) => {
        const answers = splitConfirmationsRepository(executor);
        const answered = await answers.answer(found.tokenHash!, now(), status, input.note);
        if (!answered) return null;
        const rows = (await tx.listByProject(found.projectId)).filter(
          (split) => split.splitType === found.splitType,
        );
        const agreement = agreementOf(
          rows,
          await answers.listByType(found.projectId, found.splitType),
        );
        return { answered, complete: agreement.locked };
      });
      if (!result) throw invalidLink();
      // The owner's open splits tab shows the answer as it comes (issue 26 item 1).
      await publishProjectChange(db, found.projectId, { kind: 'splits', ids: [] });
      if (result.complete) await finish(result.answered);
      return sheetFor(result.answered);
    },
  };
}
