import { z } from 'zod';
import { cappedString } from './capped-text';
import { pageQuerySchema } from './pagination';
import { partialUpdateSchema } from './partial-update';

import { SPLIT_TYPES } from './split-types';
import { splitConfirmationsByTypeSchema } from './split-confirmations';

export { SPLIT_TYPES, type SplitType } from './split-types';

/** 100 % in basis points: splits are stored as integers (1 % = 100), so totals are exact. */
export const FULL_SPLIT_BASIS_POINTS = 10_000;
/** How many history entries the splits tab shows (newest first). */
export const SPLIT_HISTORY_LIMIT = 50;

export const INVALID_PERCENTAGE = 'Please enter a valid percentage between 0 and 100.';
export const SPLIT_NAME_REQUIRED = 'Name is required';
export const READY_FOR_DISTRIBUTION = 'Ready for distribution';
export const SPLIT_MEMBER_INVALID = 'Choose a member of this project';
export const SPLIT_CREDIT_INVALID = 'Choose a credit of this song';

/** A plain decimal with at most two decimals, as the shortest round-trip text of a number prints it. */
const TWO_DECIMALS = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Percent → basis points, exact: 12.34 → 1234. Works on the number's decimal text, so binary
 * floating point never rounds a value; throws RangeError for more than 2 decimals, negatives,
 * NaN or infinities.
 */
export function percentToBasisPoints(percent: number): number {
  const match = Number.isFinite(percent) ? TWO_DECIMALS.exec(String(percent)) : null;
  if (!match) throw new RangeError(`Not a percentage with at most 2 decimals: ${percent}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Basis points → percent: 1234 → 12.34 (the nearest double prints as exactly that). */
export const basisPointsToPercent = (basisPoints: number): number => basisPoints / 100;

/** "33.33", "60.5", "100": a percentage without trailing zeros. */
export const formatBasisPoints = (basisPoints: number): string =>
  String(basisPointsToPercent(basisPoints));

/** The server's refusal when a change would take a type above 100 % (also the tab's warning). */
export const splitsOverMessage = (totalBasisPoints: number): string =>
  `Splits total ${formatBasisPoints(totalBasisPoints)}% - Over ${formatBasisPoints(
    totalBasisPoints - FULL_SPLIT_BASIS_POINTS,
  )}%`;

export interface SplitTotalsStatus {
  /** Percent allocated. */
  allocated: number;
  /** Percent still free (0 when over). */
  unallocated: number;
  /** Exactly 100 % (the spec's 0.01 tolerance is exact in basis points). */
  ready: boolean;
  /** "Ready for distribution" or "Splits total {x}% - Need/Over {y}%". */
  message: string;
}

/** Totals of one type's splits, with the status the tab shows. */
export function splitTotalsStatus(splits: readonly { percentage: number }[]): SplitTotalsStatus {
  // Math.round tolerates a value that is not exactly 2 decimals (older data), never more.
  const total = splits.reduce((sum, split) => sum + Math.round(split.percentage * 100), 0);
  const free = FULL_SPLIT_BASIS_POINTS - total;
  let message = READY_FOR_DISTRIBUTION;
  if (free > 0) {
    message = `Splits total ${formatBasisPoints(total)}% - Need ${formatBasisPoints(free)}%`;
  } else if (free < 0) {
    message = splitsOverMessage(total);
  }
  return {
    allocated: basisPointsToPercent(total),
    unallocated: basisPointsToPercent(Math.max(0, free)),
    ready: free === 0,
    message,
  };
}

/** Numeric text longer than this is no percentage a person typed ("100.00" has six). */
const PERCENTAGE_TEXT_MAX = 20;

/** A number (or numeric text from a form) > 0, ≤ 100, in steps of 0.01. */
const percentageField = z
  .union(
    [
      z.number(),
      cappedString(PERCENTAGE_TEXT_MAX, INVALID_PERCENTAGE)
        .trim()
        .regex(/^\d+(\.\d+)?$/, INVALID_PERCENTAGE),
    ],
    { error: INVALID_PERCENTAGE },
  )
  .transform(Number)
  .refine(
    (value) =>
      value > 0 && value <= 100 && TWO_DECIMALS.test(String(value)) && Number.isFinite(value),
    INVALID_PERCENTAGE,
  );

/** Optional text: blank or null clears it (stored as null). */
const optionalText = (max: number, tooLong: string) =>
  cappedString(max, tooLong)
    .trim()
    .nullish()
    .transform((value) => (value ? value : null));

const splitFields = {
  name: cappedString(200, 'Name is too long (200 characters at most)', SPLIT_NAME_REQUIRED)
    .trim()
    .min(1, SPLIT_NAME_REQUIRED),
  email: optionalText(254, 'Email is too long').refine(
    (value) => value === null || z.email().safeParse(value).success,
    'Please enter a valid email address',
  ),
  percentage: percentageField,
  splitType: z.enum(SPLIT_TYPES, { error: 'Choose master, publishing or performance' }),
  description: optionalText(2000, 'Description is too long (2000 characters at most)'),
  /** The same person as a member of the project (owner or collaborator); null: none. */
  memberProfileId: z
    .uuid(SPLIT_MEMBER_INVALID)
    .nullish()
    .transform((value) => value ?? null),
  /** The same person as one of the song's credits; null: none. */
  creditId: z
    .uuid(SPLIT_CREDIT_INVALID)
    .nullish()
    .transform((value) => value ?? null),
};

/** POST /api/projects/{id}/splits */
export const createSplitSchema = z.object(splitFields);
export type CreateSplitInput = z.input<typeof createSplitSchema>;

/** PUT /api/projects/{id}/splits/{splitId}: the edit form's fields; omitted ones stay as they are. */
export const updateSplitSchema = partialUpdateSchema(splitFields);
export type UpdateSplitInput = z.input<typeof updateSplitSchema>;

/** A split as the API returns it; `percentage` is a number with at most 2 decimals. */
export const splitSchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  percentage: z.number(),
  splitType: z.enum(SPLIT_TYPES),
  description: z.string().nullable(),
  memberProfileId: z.uuid().nullable(),
  creditId: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Split = z.infer<typeof splitSchema>;

/** What a history entry remembers of a split before and after a change. */
export const splitSnapshotSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  percentage: z.number(),
  description: z.string().nullable(),
});
export type SplitSnapshot = z.infer<typeof splitSnapshotSchema>;

/** One change to a split: who, when, what it was and became (null before a create / after a delete). */
export const splitHistoryEntrySchema = z.object({
  id: z.uuid(),
  splitId: z.uuid(),
  splitType: z.enum(SPLIT_TYPES),
  action: z.enum(['created', 'updated', 'deleted']),
  actorProfileId: z.uuid().nullable(),
  actorName: z.string().nullable(),
  before: splitSnapshotSchema.nullable(),
  after: splitSnapshotSchema.nullable(),
  createdAt: z.string(),
});
export type SplitHistoryEntry = z.infer<typeof splitHistoryEntrySchema>;

const totalsSchema = z.object({
  allocated: z.number(),
  unallocated: z.number(),
  ready: z.boolean(),
  message: z.string(),
});

/** GET /api/projects/{id}/splits */
export const projectSplitsSchema = z.object({
  splits: z.array(splitSchema),
  totals: z.object({ master: totalsSchema, publishing: totalsSchema, performance: totalsSchema }),
  history: z.array(splitHistoryEntrySchema),
  /** Each type's agreement: who confirmed, declined or has not answered (issue 26 item 5). */
  confirmation: splitConfirmationsByTypeSchema,
});
export type ProjectSplits = z.infer<typeof projectSplitsSchema>;

/**
 * GET /api/projects/{id}/splits: without `limit` or `cursor`, the project's splits with their
 * totals and history (bounded by the 100 % rule); with them, a page of splits (DESIGN §3).
 */
export const splitsQuerySchema = pageQuerySchema;

export const splitParamsSchema = z.object({
  id: z.uuid('Project not found'),
  splitId: z.uuid('Split not found'),
});
export const splitSheetParamsSchema = z.object({
  id: z.uuid('Project not found'),
  type: z.enum(SPLIT_TYPES, {
    error: 'Unknown split type: choose master, publishing or performance',
  }),
});
