import { and, type AnyColumn, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CommentState } from '../../../shared/schemas/comments.js';
import type { Database } from '../../db/client.js';
import { rowsAfter } from '../../db/keyset.js';
import { audioFiles, comments, profiles } from '../../db/schema/index.js';

export type CommentRow = typeof comments.$inferSelect;
export type NewComment = Pick<
  typeof comments.$inferInsert,
  'audioFileId' | 'authorProfileId' | 'atSeconds' | 'body' | 'parentId'
>;
/**
 * A comment with its author's and its resolver's display names (null once a profile is gone)
 * and, for a thread shown on a later version of its song, that older file's version number.
 */
export type CommentListing = CommentRow & {
  authorName: string | null;
  resolvedByName: string | null;
  fromVersion: number | null;
};
/** The file whose threads are read: a latest version also shows its song's older open ones. */
export interface ThreadsFile {
  id: string;
  songId: string;
  isLatest: boolean;
  duration: number;
}

/** A file's comments key: position and time written as PostgreSQL prints them, then id. */
export type CommentKey = readonly [atSeconds: string, createdAt: string, id: string];
/** A project's comments key (newest first): time written as printed, then id. */
export type ProjectCommentKey = readonly [createdAt: string, id: string];

/** The sort values as text: exact (a JS Date drops microseconds), for a page's cursor. */
const atKey = sql<string>`${comments.atSeconds}::text`;
const createdKey = sql<string>`${comments.createdAt}::text`;

const resolvers = alias(profiles, 'resolvers');
/** How a profile is named to others: artist name, else full name (as profileDisplayName). */
const nameOf = (artist: AnyColumn, first: AnyColumn, last: AnyColumn) => sql<
  string | null
>`coalesce(
  nullif(trim(${artist}), ''),
  nullif(trim(${first} || ' ' || ${last}), '')
)`;
/**
 * A comment's author as members see it: the profile's name, or, for a comment written through a
 * share link (issue 27), the name of the link's recipient it was signed with.
 */
const displayName = sql<string | null>`coalesce(
  ${nameOf(profiles.artistName, profiles.firstName, profiles.lastName)},
  ${comments.guestName}
)`;
const resolverName = nameOf(resolvers.artistName, resolvers.firstName, resolvers.lastName);

/** The ids of a song's older versions (what its latest file gathers open threads from). */
const olderVersionsOf = (songId: string) =>
  sql`(select ${audioFiles.id} from ${audioFiles} where ${audioFiles.songId} = ${songId} and not ${audioFiles.isLatest})`;

/**
 * The threads a file shows (decision 024, a rule at read time): its own first comments in the
 * asked state and, on its song's latest file, the open ones of the song's older versions.
 */
function threadsOf(file: ThreadsFile, state: CommentState | undefined): SQL {
  const stateRule =
    state === 'open'
      ? isNull(comments.resolvedAt)
      : state === 'resolved'
        ? sql`${comments.resolvedAt} is not null`
        : undefined;
  const own = eq(comments.audioFileId, file.id);
  const carried =
    file.isLatest && state !== 'resolved'
      ? sql`(${comments.resolvedAt} is null and ${comments.audioFileId} in ${olderVersionsOf(file.songId)})`
      : undefined;
  return and(
    isNull(comments.parentId),
    carried ? sql`((${and(own, stateRule)}) or ${carried})` : and(own, stateRule),
  )!;
}

/** A thread's position on the file: a carried one's is clamped to the file's length. */
function positionOn(file: ThreadsFile): SQL<number> {
  if (!file.isLatest || file.duration <= 0) return sql<number>`${comments.atSeconds}`;
  return sql<number>`case when ${comments.audioFileId} = ${file.id} then ${comments.atSeconds}
    else least(${comments.atSeconds}, ${file.duration}::real) end`;
}

/** The version number (1 = first uploaded) of a comment's file when it is not `fileId`. */
const fromVersionOn = (fileId: string) => sql<number | null>`case
  when ${comments.audioFileId} = ${fileId} then null
  else (select count(*)::int from ${audioFiles} v, ${audioFiles} src
    where src.id = ${comments.audioFileId} and v.song_id = src.song_id
      and (v.created_at, v.id) <= (src.created_at, src.id)) end`;

/**
 * SQL for comments: every page is one range of an index, a file's comments of
 * (audio file, position, time, id), a project's of (project, time, id).
 */
export function commentsRepository(db: Database) {
  const withAuthor = (fileId: string | null = null, position: SQL<number> | null = null) =>
    db
      .select({
        comment: comments,
        authorName: displayName,
        resolvedByName: resolverName,
        fromVersion: fileId ? fromVersionOn(fileId) : sql<null>`null`,
        position: position ?? sql<number>`${comments.atSeconds}`,
        atKey: position ? sql<string>`(${position})::real::text` : atKey,
        createdKey,
      })
      .from(comments)
      .leftJoin(profiles, eq(profiles.id, comments.authorProfileId))
      .leftJoin(resolvers, eq(resolvers.id, comments.resolvedByProfileId));
  const listing = (row: {
    comment: CommentRow;
    authorName: string | null;
    resolvedByName: string | null;
    fromVersion: number | null;
    position: number;
  }): CommentListing => ({
    ...row.comment,
    atSeconds: Number(row.position),
    authorName: row.authorName ?? null,
    resolvedByName: row.resolvedByName ?? null,
    fromVersion: row.fromVersion === null ? null : Number(row.fromVersion),
  });

  return {
    /**
     * A page of the threads a file shows (`threadsOf`) by position on it, then by time, with
     * their authors' names: a range of the open or resolved partial index per file read.
     */
    async listThreadsPage(
      file: ThreadsFile,
      state: CommentState | undefined,
      after: CommentKey | null,
      limit: number,
    ): Promise<(CommentListing & { key: CommentKey })[]> {
      const position = positionOn(file);
      const rows = await withAuthor(file.id, position)
        .where(
          and(
            threadsOf(file, state),
            after
              ? rowsAfter(
                  [position, comments.createdAt, comments.id],
                  [sql`${after[0]}::real`, sql`${after[1]}::timestamptz`, sql`${after[2]}::uuid`],
                  'asc',
                )
              : undefined,
          ),
        )
        .orderBy(asc(position), asc(comments.createdAt), asc(comments.id))
        .limit(limit);
      return rows.map((row) => ({
        ...listing(row),
        key: [row.atKey, row.createdKey, row.comment.id] as const,
      }));
    },

    /** How many threads a file shows in a state (a small count on its index ranges). */
    async countThreads(file: ThreadsFile, state: CommentState | undefined): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(comments)
        .where(threadsOf(file, state));
      return row?.count ?? 0;
    },

    /** The replies of these threads, oldest first, with their authors' names. */
    async repliesOf(parentIds: readonly string[]): Promise<CommentListing[]> {
      if (parentIds.length === 0) return [];
      const rows = await withAuthor()
        .where(inArray(comments.parentId, [...parentIds]))
        .orderBy(asc(comments.createdAt), asc(comments.id));
      return rows.map(listing);
    },

    async countReplies(parentId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(comments)
        .where(eq(comments.parentId, parentId));
      return row?.count ?? 0;
    },

    /**
     * How many open threads each of these files of the project shows, carried ones included
     * ("Comments (N)"); files without any are left out.
     */
    async countsByAudio(
      projectId: string,
      audioFileIds: readonly string[],
    ): Promise<{ audioFileId: string; count: number }[]> {
      const carried = sql`(${audioFiles.isLatest} and ${comments.audioFileId} in (select o.id from ${audioFiles} o where o.song_id = ${audioFiles.songId} and not o.is_latest))`;
      return db
        .select({ audioFileId: audioFiles.id, count: sql<number>`count(*)::int` })
        .from(audioFiles)
        .innerJoin(
          comments,
          and(
            isNull(comments.parentId),
            isNull(comments.resolvedAt),
            sql`(${comments.audioFileId} = ${audioFiles.id} or ${carried})`,
          ),
        )
        .where(and(eq(audioFiles.projectId, projectId), inArray(audioFiles.id, [...audioFileIds])))
        .groupBy(audioFiles.id);
    },

    /**
     * One comment with its author's name (what a new comment is answered with); seen from
     * `onFile`, a thread of an older version carries its version number.
     */
    async findListing(
      commentId: string,
      onFile: string | null = null,
    ): Promise<CommentListing | null> {
      const [row] = await withAuthor(onFile).where(eq(comments.id, commentId)).limit(1);
      return row ? listing(row) : null;
    },

    /** Resolves a thread (by whom, now) or reopens it (`null`). */
    async setResolved(commentId: string, byProfileId: string | null): Promise<void> {
      await db
        .update(comments)
        .set({
          resolvedAt: byProfileId ? sql`now()` : null,
          resolvedByProfileId: byProfileId,
        })
        .where(eq(comments.id, commentId));
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
