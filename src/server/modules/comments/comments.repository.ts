import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsAfter } from '../../db/keyset.js';
import { comments, profiles } from '../../db/schema/index.js';

export type CommentRow = typeof comments.$inferSelect;
export type NewComment = Pick<
  typeof comments.$inferInsert,
  'audioFileId' | 'authorProfileId' | 'atSeconds' | 'body'
>;
/** A comment with its author's display name (null once the author's profile is gone). */
export type CommentListing = CommentRow & { authorName: string | null };

/** A file's comments key: position and time written as PostgreSQL prints them, then id. */
export type CommentKey = readonly [atSeconds: string, createdAt: string, id: string];
/** A project's comments key (newest first): time written as printed, then id. */
export type ProjectCommentKey = readonly [createdAt: string, id: string];

/** The sort values as text: exact (a JS Date drops microseconds), for a page's cursor. */
const atKey = sql<string>`${comments.atSeconds}::text`;
const createdKey = sql<string>`${comments.createdAt}::text`;

/** How a profile is named to others: artist name, else full name (as profileDisplayName). */
const displayName = sql<string | null>`coalesce(
  nullif(trim(${profiles.artistName}), ''),
  nullif(trim(${profiles.firstName} || ' ' || ${profiles.lastName}), '')
)`;

/**
 * SQL for comments: every page is one range of an index, a file's comments of
 * (audio file, position, time, id), a project's of (project, time, id).
 */
export function commentsRepository(db: Database) {
  const withAuthor = () =>
    db
      .select({ comment: comments, authorName: displayName, atKey, createdKey })
      .from(comments)
      .leftJoin(profiles, eq(profiles.id, comments.authorProfileId));
  const listing = (row: { comment: CommentRow; authorName: string | null }): CommentListing => ({
    ...row.comment,
    authorName: row.authorName ?? null,
  });

  return {
    /** A page of a file's comments by position, then by time, with their authors' names. */
    async listByAudioPage(
      audioFileId: string,
      after: CommentKey | null,
      limit: number,
    ): Promise<(CommentListing & { key: CommentKey })[]> {
      const rows = await withAuthor()
        .where(
          and(
            eq(comments.audioFileId, audioFileId),
            after
              ? rowsAfter(
                  [comments.atSeconds, comments.createdAt, comments.id],
                  [sql`${after[0]}::real`, sql`${after[1]}::timestamptz`, sql`${after[2]}::uuid`],
                  'asc',
                )
              : undefined,
          ),
        )
        .orderBy(asc(comments.atSeconds), asc(comments.createdAt), asc(comments.id))
        .limit(limit);
      return rows.map((row) => ({
        ...listing(row),
        key: [row.atKey, row.createdKey, row.comment.id] as const,
      }));
    },

    /** How many comments a file has (a small count on its index range). */
    async countByAudio(audioFileId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(comments)
        .where(eq(comments.audioFileId, audioFileId));
      return row?.count ?? 0;
    },

    /** How many comments each of these files of the project has (files without: left out). */
    async countsByAudio(
      projectId: string,
      audioFileIds: readonly string[],
    ): Promise<{ audioFileId: string; count: number }[]> {
      return db
        .select({ audioFileId: comments.audioFileId, count: sql<number>`count(*)::int` })
        .from(comments)
        .where(
          and(eq(comments.projectId, projectId), inArray(comments.audioFileId, [...audioFileIds])),
        )
        .groupBy(comments.audioFileId);
    },

    /** One comment with its author's name (what a new comment is answered with). */
    async findListing(commentId: string): Promise<CommentListing | null> {
      const [row] = await withAuthor().where(eq(comments.id, commentId)).limit(1);
      return row ? listing(row) : null;
    },

    /** A page of a project's comments, newest first, as (comment, file) pairs. */
    async listRefsByProjectPage(
      projectId: string,
      after: ProjectCommentKey | null,
      limit: number,
    ): Promise<{ id: string; audioFileId: string; createdKey: string }[]> {
      return db
        .select({ id: comments.id, audioFileId: comments.audioFileId, createdKey })
        .from(comments)
        .where(
          and(
            eq(comments.projectId, projectId),
            after
              ? rowsAfter(
                  [comments.createdAt, comments.id],
                  [sql`${after[0]}::timestamptz`, sql`${after[1]}::uuid`],
                  'desc',
                )
              : undefined,
          ),
        )
        .orderBy(desc(comments.createdAt), desc(comments.id))
        .limit(limit);
    },

    /** How many comments a project's files have (one range of the project index). */
    async countByProject(projectId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(comments)
        .where(eq(comments.projectId, projectId));
      return row?.count ?? 0;
    },

    async find(commentId: string): Promise<CommentRow | null> {
      const [row] = await db.select().from(comments).where(eq(comments.id, commentId)).limit(1);
      return row ?? null;
    },

    async insert(values: NewComment): Promise<CommentRow> {
      const [row] = await db.insert(comments).values(values).returning();
      return row!;
    },

    async delete(commentId: string): Promise<void> {
      await db.delete(comments).where(eq(comments.id, commentId));
    },
  };
}
export type CommentsRepository = ReturnType<typeof commentsRepository>;
