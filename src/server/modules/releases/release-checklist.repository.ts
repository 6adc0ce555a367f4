import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { credits, lyrics, songDetails, splitConfirmations, splits } from '../../db/schema/index.js';

/** Credit roles that name who wrote the song, and who performs it (the checklist's credits line). */
const WRITER_ROLES = ['songwriter', 'composer', 'lyricist', 'writer'];
const PERFORMER_ROLES = [
  'artist',
  'performer',
  'vocalist',
  'musician',
  'featured',
  'featured artist',
  'background vocalist',
  'session musician',
];

const rolesOverlap = (roles: string[]) =>
  sql<boolean>`coalesce(bool_or(string_to_array(lower(${credits.role}), ', ') && array[${sql.join(
    roles.map((role) => sql`${role}`),
    sql`, `,
  )}]::text[]), false)`;

/** What the checklist needs of a song project, gathered for all of a release's projects at once. */
export interface ProjectFacts {
  hasWriter: boolean;
  hasPerformer: boolean;
  /** Basis points per split type that has splits. */
  splitTotals: Map<string, number>;
  /** Split types sent for agreement and not confirmed by every party. */
  unconfirmedTypes: string[];
  hasLyrics: boolean;
  instrumental: boolean;
}

/**
 * The checklist's reads: one statement per kind of fact, each over every project of the
 * release's tracks (a 30-track album costs the same five queries as a single).
 */
export function releaseChecklistRepository(db: DbExecutor) {
  return {
    async projectFacts(projectIds: readonly string[]): Promise<Map<string, ProjectFacts>> {
      const facts = new Map<string, ProjectFacts>(
        projectIds.map((id) => [
          id,
          {
            hasWriter: false,
            hasPerformer: false,
            splitTotals: new Map(),
            unconfirmedTypes: [],
            hasLyrics: false,
            instrumental: false,
          },
        ]),
      );
      if (projectIds.length === 0) return facts;
      const ids = [...projectIds];
      const [creditRows, splitRows, confirmationRows, lyricRows, detailRows] = await Promise.all([
        db
          .select({
            projectId: credits.projectId,
            writer: rolesOverlap(WRITER_ROLES),
            performer: rolesOverlap(PERFORMER_ROLES),
          })
          .from(credits)
          .where(inArray(credits.projectId, ids))
          .groupBy(credits.projectId),
        db
          .select({
            projectId: splits.projectId,
            splitType: splits.splitType,
            total: sql<number>`sum(${splits.basisPoints})::int`.mapWith(Number),
          })
          .from(splits)
          .where(inArray(splits.projectId, ids))
          .groupBy(splits.projectId, splits.splitType),
        // A type sent for agreement is confirmed when every split of it has a confirmed answer.
        db
          .select({ projectId: splits.projectId, splitType: splits.splitType })
          .from(splits)
          .leftJoin(splitConfirmations, eq(splitConfirmations.splitId, splits.id))
          .where(inArray(splits.projectId, ids))
          .groupBy(splits.projectId, splits.splitType)
          .having(
            and(
              sql`count(${splitConfirmations.id}) > 0`,
              sql`count(*) filter (where ${splitConfirmations.status} = 'confirmed') < count(*)`,
            ),
          ),
        db
          .selectDistinct({ projectId: lyrics.projectId })
          .from(lyrics)
          .where(and(inArray(lyrics.projectId, ids), sql`btrim(${lyrics.contentText}) <> ''`)),
        db
          .select({ projectId: songDetails.projectId, instrumental: songDetails.instrumental })
          .from(songDetails)
          .where(inArray(songDetails.projectId, ids)),
      ]);
      for (const row of creditRows) {
        const fact = facts.get(row.projectId)!;
        fact.hasWriter = row.writer;
        fact.hasPerformer = row.performer;
      }
      for (const row of splitRows)
        facts.get(row.projectId)!.splitTotals.set(row.splitType, row.total);
      for (const row of confirmationRows)
        facts.get(row.projectId)!.unconfirmedTypes.push(row.splitType);
      for (const row of lyricRows) facts.get(row.projectId)!.hasLyrics = true;
      for (const row of detailRows) facts.get(row.projectId)!.instrumental = row.instrumental;
      return facts;
    },
  };
}
export type ReleaseChecklistRepository = ReturnType<typeof releaseChecklistRepository>;
