import {
  FULL_SPLIT_BASIS_POINTS,
  formatBasisPoints,
  splitTotalsStatus,
  type Split,
  type SplitTotalsStatus,
  type SplitType,
} from '../../../../shared/schemas/splits';

/** A percentage as basis points, tolerating a value that is not exactly 2 decimals. */
const toBasisPoints = (percentage: number) => Math.round(percentage * 100);

/** "33.33", "60.5", "100": a percentage's number as the server and the sheet print it. */
export const formatPercentNumber = (percentage: number): string =>
  formatBasisPoints(toBasisPoints(percentage));

/** "33.33%" */
export const formatPercent = (percentage: number): string => `${formatPercentNumber(percentage)}%`;

/** One type's splits, largest share first, then by name, then oldest first (a stable order). */
export function splitsOfType(splits: readonly Split[], type: SplitType): Split[] {
  return splits
    .filter((split) => split.splitType === type)
    .sort(
      (a, b) =>
        b.percentage - a.percentage ||
        a.name.localeCompare(b.name) ||
        a.createdAt.localeCompare(b.createdAt),
    );
}

/** The status line as translatable parts: ready, or what is missing / too much. */
export type SplitStatusLine =
  { kind: 'ready' } | { kind: 'need' | 'over'; total: string; amount: string };

export interface SplitTotals extends SplitTotalsStatus {
  line: SplitStatusLine;
}

/** Totals of one type's splits (the shared rule) with the status line's parts. */
export function splitTotals(splits: readonly { percentage: number }[]): SplitTotals {
  const status = splitTotalsStatus(splits);
  const total = toBasisPoints(status.allocated);
  const line: SplitStatusLine = status.ready
    ? { kind: 'ready' }
    : total < FULL_SPLIT_BASIS_POINTS
      ? {
          kind: 'need',
          total: formatBasisPoints(total),
          amount: formatBasisPoints(FULL_SPLIT_BASIS_POINTS - total),
        }
      : {
          kind: 'over',
          total: formatBasisPoints(total),
          amount: formatBasisPoints(total - FULL_SPLIT_BASIS_POINTS),
        };
  return { ...status, line };
}
