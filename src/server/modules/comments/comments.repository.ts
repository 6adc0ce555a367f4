import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { audioFiles, comments, profiles } from '../../db/schema/index.js';

export type CommentRow = typeof comments.$inferSelect;
export type NewComment = Pick<
  typeof comments.$inferInsert,
  'audioFileId' | 'authorProfileId' | 'atSeconds' | 'body'
>;
/** A comment with its author's display name (null once the author's profile is gone). */
export type CommentListing = CommentRow & { authorName: string | null };

/** How a profile is named to others: artist name, else full name (as profileDisplayName). */
const displayName = sql<string | null>`coalesce(
  nullif(trim(${profiles.artistName}), ''),
  nullif(trim(${profiles.firstName} || ' ' || ${profiles.lastName}), '')
)`;

/** SQL for comments: lists are one query served by the (audio file, position) index. */
export function commentsRepository(db: Database) {
  const withAuthor = () =>
    db
      .select({ comment: comments, authorName: displayName })
      .from(comments)
      .leftJoin(profiles, eq(profiles.id, comments.authorProfileId));
  const listing = (row: { comment: CommentRow; authorName: string | null }): CommentListing => ({
    ...row.comment,
    authorName: row.authorName ?? null,
  });

  return {
    /** A file's comments by position, then by time, with their authors' names. */
    async listByAudio(audioFileId: string): Promise<CommentListing[]> {
      const rows = await withAuthor()
        .where(eq(comments.audioFileId, audioFileId))
        .orderBy(asc(comments.atSeconds), asc(comments.createdAt), asc(comments.id));
      return rows.map(listing);
    },

    /** One comment with its author's name (what a new comment is answered with). */
    async findListing(commentId: string): Promise<CommentListing | null> {
      const [row] = await withAuthor().where(eq(comments.id, commentId)).limit(1);
      return row ? listing(row) : null;
    },

    /** Every comment of a project's files, as (comment, file) pairs. */
    async listRefsByProject(projectId: string): Promise<{ id: string; audioFileId: string }[]> {
      return db
        .select({ id: comments.id, audioFileId: comments.audioFileId })
        .from(comments)
        .innerJoin(audioFiles, eq(audioFiles.id, comments.audioFileId))
        .where(eq(audioFiles.projectId, projectId))
        .orderBy(asc(comments.audioFileId), asc(comments.atSeconds), asc(comments.createdAt));
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
