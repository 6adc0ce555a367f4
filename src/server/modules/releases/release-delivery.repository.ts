import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { audioFiles, credits, lyrics, splitConfirmations, splits } from '../../db/schema/index.js';
import type { SplitType } from '../../../shared/schemas/split-types.js';

/** A master's stored file as the pack copies it. */
export interface MasterFile {
  audioId: string;
  filename: string;
  originalName: string;
  mimeType: string;
}

/** One split line with whether it was confirmed (null: never sent for agreement). */
export interface SplitLine {
  projectId: string;
  splitType: SplitType;
  name: string;
  basisPoints: number;
  /** Answers the split's agreement has, and whether one of them confirmed it. */
  answers: number;
  confirmed: boolean;
}

/**
 * The delivery pack's reads beyond the release, its tracks and the checklist: one statement per
 * kind (masters' files, credits, splits with their confirmations, lyrics), each over every track
 * of the release at once, so a 30-track album costs the same few queries as a single.
 */
export function releaseDeliveryRepository(db: DbExecutor) {
  return {
    async masters(audioIds: readonly string[]): Promise<MasterFile[]> {
      if (audioIds.length === 0) return [];
      return db
        .select({
          audioId: audioFiles.id,
          filename: audioFiles.filename,
          originalName: audioFiles.originalName,
          mimeType: audioFiles.mimeType,
        })
        .from(audioFiles)
        .where(inArray(audioFiles.id, [...audioIds]));
    },

    async credits(
      projectIds: readonly string[],
    ): Promise<{ projectId: string; name: string; role: string }[]> {
      if (projectIds.length === 0) return [];
      return db
        .select({ projectId: credits.projectId, name: credits.name, role: credits.role })
        .from(credits)
        .where(inArray(credits.projectId, [...projectIds]))
        .orderBy(asc(credits.createdAt), asc(credits.id));
    },

    async splits(projectIds: readonly string[]): Promise<SplitLine[]> {
      if (projectIds.length === 0) return [];
      return db
        .select({
          projectId: splits.projectId,
          splitType: splits.splitType,
          name: splits.name,
          basisPoints: splits.basisPoints,
          answers: sql<number>`count(${splitConfirmations.id})::int`.mapWith(Number),
          confirmed: sql<boolean>`coalesce(bool_or(${splitConfirmations.status} = 'confirmed'), false)`,
        })
        .from(splits)
        .leftJoin(splitConfirmations, eq(splitConfirmations.splitId, splits.id))
        .where(inArray(splits.projectId, [...projectIds]))
        .groupBy(splits.id)
        .orderBy(asc(splits.createdAt), asc(splits.id));
    },

    /** Each project's latest non-blank lyrics as plain text. */
    async lyrics(projectIds: readonly string[]): Promise<Map<string, string>> {
      if (projectIds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([lyrics.projectId], {
          projectId: lyrics.projectId,
          text: lyrics.contentText,
        })
        .from(lyrics)
        .where(
          sql`${inArray(lyrics.projectId, [...projectIds])} and btrim(${lyrics.contentText}) <> ''`,
        )
        .orderBy(lyrics.projectId, desc(lyrics.updatedAt), desc(lyrics.createdAt));
      return new Map(rows.map((row) => [row.projectId, row.text]));
    },
  };
}
export type ReleaseDeliveryRepository = ReturnType<typeof releaseDeliveryRepository>;
