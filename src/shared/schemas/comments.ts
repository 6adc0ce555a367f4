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
/**
 * Replies per thread: a thread answers with all of its replies, so their number is capped
 * instead of paged (a review thread past this is a conversation for elsewhere).
 */
export const COMMENT_REPLIES_MAX = 50;

export const COMMENT_NOT_FOUND = 'Comment not found';
export const COMMENT_BODY_MISSING = 'Write something to post';
export const COMMENT_BODY_TOO_LONG = `Comments are ${COMMENT_BODY_MAX.toLocaleString('en')} characters at most`;
export const COMMENT_POSITION_INVALID = 'The position must be a time within the song';
export const COMMENT_POSITION_PAST_END = 'The position is past the end of the song';
export const COMMENT_DELETE_FORBIDDEN = 'Only the author or the project owner can delete a comment';
export const COMMENT_REPLY_TO_REPLY = 'Reply to the first comment of the thread';
export const COMMENT_REPLIES_FULL = `A thread holds ${COMMENT_REPLIES_MAX} replies at most`;
export const COMMENT_REPLY_NOT_RESOLVABLE = 'Resolve or reopen the whole thread, not a reply';
export const COMMENT_STATE_INVALID = 'State must be open or resolved';
export const COMMENT_RESOLVED_MISSING = 'Say whether the thread is resolved';
export const COMMENT_RESOLVE_FORBIDDEN =
  'Only the author, the project owner or a collaborator can resolve or reopen a thread';

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

/** POST /api/comments/{id}/replies: a reply has no position of its own (its thread's). */
export const createReplySchema = createCommentSchema.pick({ body: true });
export type CreateReply = z.infer<typeof createReplySchema>;

/** PATCH /api/comments/{id}: resolve (true) or reopen (false) a thread. */
export const updateCommentSchema = z.object({
  resolved: z.boolean({ error: COMMENT_RESOLVED_MISSING }),
});
export type UpdateComment = z.infer<typeof updateCommentSchema>;

export const commentIdParamsSchema = z.object({ id: z.uuid(COMMENT_NOT_FOUND) });

const commentFields = {
  id: z.uuid(),
  audioFileId: z.uuid(),
  atSeconds: z.number(),
  body: z.string(),
  /** Null once the author's profile is gone; the comment stays with the song. */
  authorProfileId: z.uuid().nullable(),
  authorName: z.string().nullable(),
  canDelete: z.boolean(),
  createdAt: z.string(),
};

/** A reply: a comment of a thread, at its thread's position. */
export const commentReplySchema = z.object({ ...commentFields, parentId: z.uuid() });
export type CommentReply = z.infer<typeof commentReplySchema>;

/**
 * A thread's first comment as the API returns it, with its author's name, whether the caller
 * may delete or resolve it, who resolved it and when, and its replies (oldest first).
 * `fromVersion` is set when it was written on an older version of the song and is shown on
 * the latest one (decision 024); `atSeconds` is then clamped to the latest file's length.
 */
export const commentSchema = z.object({
  ...commentFields,
  canResolve: z.boolean(),
  resolvedAt: z.string().nullable(),
  resolvedByProfileId: z.uuid().nullable(),
  resolvedByName: z.string().nullable(),
  fromVersion: z.object({ audioFileId: z.uuid(), number: z.number().int().min(1) }).nullable(),
  replies: z.array(commentReplySchema),
});
export type Comment = z.infer<typeof commentSchema>;

/** Which threads a list shows: open ones, resolved ones, or (no filter) both. */
export const COMMENT_STATES = ['open', 'resolved'] as const;
export type CommentState = (typeof COMMENT_STATES)[number];

/**
 * GET /api/audio/{id}/comments (by position, then time written) and
 * GET /api/projects/{id}/comments (newest first): keyset pages of 100 by default.
 */
export const commentsQuerySchema = pageQuerySchema;

/** GET /api/audio/{id}/comments?state=open|resolved: one kind of thread only. */
export const audioCommentsQuerySchema = pageQuerySchema.extend({
  state: z.enum(COMMENT_STATES, { error: COMMENT_STATE_INVALID }).optional(),
});

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

/** One song's count of open threads (carried ones included); songs without comments are left out of the answer. */
export const commentCountSchema = z.object({ audioFileId: z.uuid(), count: z.number().int() });
export type CommentCount = z.infer<typeof commentCountSchema>;
