import { z } from 'zod';
import { PAGE_LIMIT_DEFAULT } from '../constants.js';
import { cappedString } from './capped-text.js';
import { pageQuerySchema } from './pagination.js';

/** Time-stamped comments on an audio file (issue 5 item 5; DESIGN §5 "comment"). */
export const COMMENT_BODY_MAX = 2000;
/**
 * How far past the file's measured duration a position may lie: the analysed duration and the
 * browser's can differ by a frame or two, and "the end" must stay commentable.
 */
export const COMMENT_POSITION_TOLERANCE_SECONDS = 1;

export const COMMENT_NOT_FOUND = 'Comment not found';
export const COMMENT_BODY_MISSING = 'Write something to post';
export const COMMENT_BODY_TOO_LONG = `Comments are ${COMMENT_BODY_MAX.toLocaleString('en')} characters at most`;
export const COMMENT_POSITION_INVALID = 'The position must be a time within the song';
export const COMMENT_POSITION_PAST_END = 'The position is past the end of the song';
export const COMMENT_DELETE_FORBIDDEN = 'Only the author or the project owner can delete a comment';

export const createCommentSchema = z.object({
  atSeconds: z
    .number({ error: COMMENT_POSITION_INVALID })
    .finite(COMMENT_POSITION_INVALID)
    .min(0, COMMENT_POSITION_INVALID),
  body: cappedString(COMMENT_BODY_MAX, COMMENT_BODY_TOO_LONG, COMMENT_BODY_MISSING)
    .trim()
    .min(1, COMMENT_BODY_MISSING),
});
export type CreateComment = z.infer<typeof createCommentSchema>;

export const commentIdParamsSchema = z.object({ id: z.uuid(COMMENT_NOT_FOUND) });

/** A comment as the API returns it, with its author's name and whether the caller may delete it. */
export const commentSchema = z.object({
  id: z.uuid(),
  audioFileId: z.uuid(),
  atSeconds: z.number(),
  body: z.string(),
  /** Null once the author's profile is gone; the comment stays with the song. */
  authorProfileId: z.uuid().nullable(),
  authorName: z.string().nullable(),
  canDelete: z.boolean(),
  createdAt: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

/**
 * GET /api/audio/{id}/comments (by position, then time written) and
 * GET /api/projects/{id}/comments (newest first): keyset pages of 100 by default.
 */
export const commentsQuerySchema = pageQuerySchema;

/** Which file each comment of a project is on (GET /api/projects/{id}/comments). */
export const commentRefSchema = z.object({ id: z.uuid(), audioFileId: z.uuid() });
export type CommentRef = z.infer<typeof commentRefSchema>;

/** How many songs one counts request may name: a page of the song list. */
export const COMMENT_COUNTS_MAX = PAGE_LIMIT_DEFAULT;
export const COMMENT_COUNTS_IDS_INVALID = `Name between 1 and ${COMMENT_COUNTS_MAX} songs by id`;

/**
 * GET /api/projects/{id}/comments/counts?audioIds=a,b,…: how many comments each of those songs
 * has (the "Comments (N)" under the rows a song list has loaded). Comma-separated ids.
 */
export const commentCountsQuerySchema = z.object({
  audioIds: z
    .string({ error: COMMENT_COUNTS_IDS_INVALID })
    .max(COMMENT_COUNTS_MAX * 37, COMMENT_COUNTS_IDS_INVALID)
    .transform((text) => text.split(','))
    .pipe(z.array(z.uuid(COMMENT_COUNTS_IDS_INVALID)).min(1).max(COMMENT_COUNTS_MAX)),
});

/** One song's comment count; songs without comments are left out of the answer. */
export const commentCountSchema = z.object({ audioFileId: z.uuid(), count: z.number().int() });
export type CommentCount = z.infer<typeof commentCountSchema>;
