import type { z } from 'zod';
import {
  FULL_SPLIT_BASIS_POINTS,
  percentToBasisPoints,
  SPLIT_HISTORY_LIMIT,
  SPLIT_CREDIT_INVALID,
  SPLIT_MEMBER_INVALID,
  splitsOverMessage,
  splitTotalsStatus,
  type createSplitSchema,
  type ProjectSplits,
  type Split,
  type SplitType,
  type updateSplitSchema,
} from '../../../shared/schemas/splits.js';
import type { Database } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import type { BodyAfterAccess } from '../../lib/validate.js';
import { cursorAfter, pageFrom, timestampIdKey, type Page } from '../../lib/pagination.js';
import { findProjectRole, projectAccessCheck, type ProjectAccessCheck } from '../projects/index.js';
import { presentSplit, presentSplitHistory, snapshotSplit } from './present-split.js';
import type { SplitQueries, SplitsRepository, SplitValues } from './splits.repository.js';
import { notifyProjectChange } from '../notifications/index.js';
import type { Mailer } from '../../mail/mailer.js';
import { SPLIT_TYPES } from '../../../shared/schemas/split-types.js';
import { agreementNotices } from './split-agreement-notices.js';
import { agreementOf } from './split-agreement.js';
import { resetAgreements } from './split-confirmations.service.js';
import {
  splitConfirmationsRepository,
  type SplitConfirmationRow,
} from './split-confirmations.repository.js';

export type CreateSplit = z.infer<typeof createSplitSchema>;
export type UpdateSplit = z.infer<typeof updateSplitSchema>;

export const SPLIT_NOT_FOUND = 'Split not found';

/** What a printable split sheet shows. */
export interface SplitSheetData {
  projectTitle: string;
  splitType: SplitType;
  splits: Split[];
  totals: ReturnType<typeof splitTotalsStatus>;
}

/** Totals per type, computed from the API's own percentages (the client shows the same). */
function totalsByType(list: Split[]): ProjectSplits['totals'] {
  const of = (type: SplitType) => splitTotalsStatus(list.filter((s) => s.splitType === type));
  return { master: of('master'), publishing: of('publishing'), performance: of('performance') };
}

/** Refuses a change that would take one type's total above 100 % (checked under the lock). */
async function assertRoomFor(
  repo: SplitQueries,
  projectId: string,
  splitType: SplitType,
  basisPoints: number,
  exceptSplitId?: string,
): Promise<void> {
  const total = (await repo.typeTotal(projectId, splitType, exceptSplitId)) + basisPoints;
  if (total > FULL_SPLIT_BASIS_POINTS) {
    const message = splitsOverMessage(total);
    throw badRequest(message, { percentage: message });
  }
}

/**
 * Refuses a link to someone who is not in the project: the member must be the owner or an
 * accepted collaborator, the credit one of this song's (400 naming the field).
 */
async function assertLinks(
  db: Database,
  repo: SplitsRepository,
  projectId: string,
  links: { memberProfileId?: string | null; creditId?: string | null },
): Promise<void> {
  if (links.memberProfileId && !(await findProjectRole(db, links.memberProfileId, projectId))) {
    throw badRequest(SPLIT_MEMBER_INVALID, { memberProfileId: SPLIT_MEMBER_INVALID });
  }
  if (links.creditId && !(await repo.creditInProject(projectId, links.creditId))) {
    throw badRequest(SPLIT_CREDIT_INVALID, { creditId: SPLIT_CREDIT_INVALID });
  }
}

/** Revenue split rules: who sees and changes them, the 100 % cap, and the change history. */
export function splitsService(deps: {
  db: Database;
  repo: SplitsRepository;
  access?: ProjectAccessCheck;
  /** Tells parties their sent sheet changed (issue 26 item 5); none: nobody is mailed. */
  mailer?: Mailer;
}) {
  const { repo } = deps;
  const access: ProjectAccessCheck = deps.access ?? projectAccessCheck(deps.db);
  const answers = splitConfirmationsRepository(deps.db);
  const notices = agreementNotices({ db: deps.db, repo: answers, mailer: deps.mailer });

  /** After a committed change: members see it in the bell, parties of a reset sheet by e-mail. */
  async function changed(
    profileId: string,
    projectId: string,
    reset: Map<SplitType, SplitConfirmationRow[]>,
    splitIds: string[],
  ) {
    await notifyProjectChange(deps.db, profileId, projectId, 'splits', splitIds);
    for (const [type, rows] of reset) await notices.reset(projectId, type, rows);
  }

  return {
    /** Every split of the project, totals per type, and the newest history entries. */
    async list(profileId: string, projectId: string): Promise<ProjectSplits> {
      await access(profileId, projectId, 'splits.see');
      const [rows, history, sent] = await Promise.all([
        repo.listByProject(projectId),
        repo.listHistory(projectId, SPLIT_HISTORY_LIMIT),
        answers.listByProject(projectId),
      ]);
      const list = rows.map(presentSplit);
      const agreement = (type: SplitType) =>
        agreementOf(
          rows.filter((row) => row.splitType === type),
          sent.filter((row) => row.splitType === type),
        );
      return {
        splits: list,
        totals: totalsByType(list),
        history: history.map(presentSplitHistory),
        confirmation: Object.fromEntries(
          SPLIT_TYPES.map((type) => [type, agreement(type)]),
        ) as ProjectSplits['confirmation'],
      };
    },

    /** One page of the project's splits, oldest first; the first page knows the total. */
    async page(
      profileId: string,
      projectId: string,
      cursor: string | null,
      limit: number,
    ): Promise<Page<Split>> {
      await access(profileId, projectId, 'splits.see');
      const after = cursorAfter(cursor, timestampIdKey);
      const [rows, total] = await Promise.all([
        repo.pageByProject(projectId, after, limit),
        after ? undefined : repo.countByProject(projectId),
      ]);
      return { ...pageFrom(rows, limit, (row) => [row.sortAt, row.id], presentSplit), total };
    },

    async create(
      profileId: string,
      projectId: string,
      body: BodyAfterAccess<CreateSplit>,
    ): Promise<Split> {
      await access(profileId, projectId, 'splits.write');
      const input = body();
      const values: SplitValues = {
        name: input.name,
        email: input.email,
        basisPoints: percentToBasisPoints(input.percentage),
        splitType: input.splitType,
        description: input.description,
        memberProfileId: input.memberProfileId,
        creditId: input.creditId,
      };
      // Checked before the lock: these reads use the database, not the lock's transaction.
      await assertLinks(deps.db, repo, projectId, values);
      const { row, reset } = await repo.inProjectLock(projectId, async (tx, executor) => {
        const reset = await resetAgreements(tx, executor, projectId, [values.splitType]);
        await assertRoomFor(tx, projectId, values.splitType, values.basisPoints);
        const created = await tx.insert(projectId, values);
        await tx.addHistory({
          projectId,
          splitId: created.id,
          splitType: created.splitType,
          action: 'created',
          actorProfileId: profileId,
          before: null,
          after: snapshotSplit(created),
        });
        return { row: created, reset };
      });
      await changed(profileId, projectId, reset, [row.id]);
      return presentSplit(row);
    },

    /** Changes the fields sent; a new percentage or type is checked against the 100 % cap. */
    async update(
      profileId: string,
      projectId: string,
      splitId: string,
      body: BodyAfterAccess<UpdateSplit>,
    ): Promise<Split> {
      await access(profileId, projectId, 'splits.write');
      const input = body();
      await assertLinks(deps.db, repo, projectId, input);
      const { row, reset } = await repo.inProjectLock(projectId, async (tx, executor) => {
        const current = await tx.findInProject(projectId, splitId);
        if (!current) throw notFound(SPLIT_NOT_FOUND);
        const types = [current.splitType, input.splitType ?? current.splitType];
        const reset = await resetAgreements(tx, executor, projectId, types);
        const changes: Partial<SplitValues> = {};
        if (input.name !== undefined) changes.name = input.name;
        if (input.email !== undefined) changes.email = input.email;
        if (input.description !== undefined) changes.description = input.description;
        if (input.memberProfileId !== undefined) changes.memberProfileId = input.memberProfileId;
        if (input.creditId !== undefined) changes.creditId = input.creditId;
        if (input.splitType !== undefined) changes.splitType = input.splitType;
        if (input.percentage !== undefined) {
          changes.basisPoints = percentToBasisPoints(input.percentage);
        }
        const splitType = changes.splitType ?? current.splitType;
        const basisPoints = changes.basisPoints ?? current.basisPoints;
        if (splitType !== current.splitType || basisPoints > current.basisPoints) {
          await assertRoomFor(tx, projectId, splitType, basisPoints, splitId);
        }
        const updated = await tx.update(splitId, changes);
        await tx.addHistory({
          projectId,
          splitId,
          splitType: updated.splitType,
          action: 'updated',
          actorProfileId: profileId,
          before: snapshotSplit(current),
          after: snapshotSplit(updated),
        });
        return { row: updated, reset };
      });
      await changed(profileId, projectId, reset, [splitId]);
      return presentSplit(row);
    },

    async remove(profileId: string, projectId: string, splitId: string): Promise<void> {
      await access(profileId, projectId, 'splits.write');
      const reset = await repo.inProjectLock(projectId, async (tx, executor) => {
        const current = await tx.findInProject(projectId, splitId);
        if (!current) throw notFound(SPLIT_NOT_FOUND);
        const removed = await resetAgreements(tx, executor, projectId, [current.splitType]);
        await tx.remove(splitId);
        await tx.addHistory({
          projectId,
          splitId,
          splitType: current.splitType,
          action: 'deleted',
          actorProfileId: profileId,
          before: snapshotSplit(current),
          after: null,
        });
        return removed;
      });
      await changed(profileId, projectId, reset, [splitId]);
    },

    /** What the printable sheet of one type shows. */
    async sheet(
      profileId: string,
      projectId: string,
      splitType: SplitType,
    ): Promise<SplitSheetData> {
      const { project } = await access(profileId, projectId, 'splits.see');
      const list = (await repo.listByProject(projectId))
        .filter((row) => row.splitType === splitType)
        .map(presentSplit);
      return {
        projectTitle: project.title,
        splitType,
        splits: list,
        totals: splitTotalsStatus(list),
      };
    },
  };
}
export type SplitsService = ReturnType<typeof splitsService>;
