import type {
  SplitHistoryEntry,
  SplitSnapshot,
  SplitType,
} from '../../../../shared/schemas/splits';
import { formatPercent } from './split-list';

/** One type's history entries, newest first (ties: the later id first, as the server orders). */
export function historyOfType(
  history: readonly SplitHistoryEntry[],
  type: SplitType,
): SplitHistoryEntry[] {
  return history
    .filter((entry) => entry.splitType === type)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
}

export type HistoryField = keyof SplitSnapshot;

/** One field's before → after; null where the split did not exist (created / deleted). */
export interface HistoryChange {
  field: HistoryField;
  before: string | null;
  after: string | null;
}

const FIELDS: readonly HistoryField[] = ['percentage', 'name', 'email', 'description'];

const shown = (snapshot: SplitSnapshot | null, field: HistoryField): string | null => {
  if (!snapshot) return null;
  const value = snapshot[field];
  if (value === null || value === '') return null;
  return field === 'percentage' ? formatPercent(value as number) : String(value);
};

/**
 * What a change did, field by field (percentage first: it is what a split is about). An added
 * or deleted split shows its share only (the entry's headline names it); an update shows every
 * field that differs.
 */
export function historyChanges(entry: SplitHistoryEntry): HistoryChange[] {
  const fields = entry.action === 'updated' ? FIELDS : (['percentage'] as const);
  return fields
    .map((field) => ({
      field,
      before: shown(entry.before, field),
      after: shown(entry.after, field),
    }))
    .filter((change) => change.before !== change.after);
}

/** The split an entry is about, by its name at the time (after an update: the new name). */
export const historySubject = (entry: SplitHistoryEntry): string =>
  entry.after?.name ?? entry.before?.name ?? '';
