import {
  basisPointsToPercent,
  splitSnapshotSchema,
  type Split,
  type SplitHistoryEntry,
  type SplitSnapshot,
} from '../../../shared/schemas/splits.js';
import { profileDisplayName } from '../projects/index.js';
import type { SplitHistoryRow, SplitRow } from './splits.repository.js';

/** A split row as the API returns it (percentage from basis points). */
export function presentSplit(row: SplitRow): Split {
  return {
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    email: row.email,
    percentage: basisPointsToPercent(row.basisPoints),
    splitType: row.splitType,
    description: row.description,
    memberProfileId: row.memberProfileId,
    creditId: row.creditId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the history remembers of a split. */
export function snapshotSplit(row: SplitRow): SplitSnapshot {
  return {
    name: row.name,
    email: row.email,
    percentage: basisPointsToPercent(row.basisPoints),
    description: row.description,
  };
}

/** A stored snapshot read back defensively (jsonb is untyped). */
const readSnapshot = (value: unknown): SplitSnapshot | null => {
  const parsed = splitSnapshotSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/** A history row as the API returns it, with the actor's display name (null once deleted). */
export function presentSplitHistory(row: SplitHistoryRow): SplitHistoryEntry {
  const { entry } = row;
  return {
    id: entry.id,
    splitId: entry.splitId,
    splitType: entry.splitType,
    action: entry.action,
    actorProfileId: entry.actorProfileId,
    actorName:
      row.actorFirstName === null
        ? null
        : profileDisplayName({
            artistName: row.actorArtistName,
            firstName: row.actorFirstName,
            lastName: row.actorLastName ?? '',
          }),
    before: readSnapshot(entry.before),
    after: readSnapshot(entry.after),
    createdAt: entry.createdAt.toISOString(),
  };
}
