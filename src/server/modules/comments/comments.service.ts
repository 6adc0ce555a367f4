import { z } from 'zod';
import type { ProjectRole } from '../../../shared/constants.js';
import { can } from '../../../shared/permissions.js';
import {
  COMMENT_DELETE_FORBIDDEN,
  COMMENT_NOT_FOUND,
  COMMENT_REPLIES_FULL,
  COMMENT_REPLIES_MAX,
  COMMENT_REPLY_NOT_RESOLVABLE,
  COMMENT_REPLY_TO_REPLY,
  COMMENT_RESOLVE_FORBIDDEN,
  type CommentReply,
  type CommentState,
  type CreateReply,
  COMMENT_POSITION_PAST_END,
  COMMENT_POSITION_TOLERANCE_SECONDS,
  type Comment,
  type CommentCount,
  type CommentRef,
  type CreateComment,
  type UpdateComment,
} from '../../../shared/schemas/comments.js';
import type { Database } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.js';
import type { BodyAfterAccess } from '../../lib/validate.js';
import {
  cursorValues,
  decodeCursor,
  type Page,
  pageFrom,
  pageReadSize,
} from '../../lib/pagination.js';
import { requireAudioRole, type AudioRepository } from '../audio/index.js';
import { publishProjectChange } from '../notifications/index.js';
import { hidingUnseenProject, requireProjectRole } from '../projects/index.js';
import { notifyComment, notifyReply } from './comment-notification.js';
import type { CommentListing, CommentsRepository } from './comments.repository.js';

/** A page of a file's comments ends with the last one's position and time (as text) and id. */
const commentCursor = z.tuple([cursorValues.decimal, cursorValues.timestamp, cursorValues.uuid]);
/** A page of a project's comments ends with the last one's time (as text) and id. */
const projectCommentCursor = z.tuple([cursorValues.timestamp, cursorValues.uuid]);

/** The owner deletes any comment; a collaborator only their own; a viewer none. */
export function canDeleteComment(
  role: ProjectRole,
  comment: { authorProfileId: string | null },
  profileId: string,
): boolean {
  return can(role, 'comment.delete', { isMine: comment.authorProfileId === profileId });
}

/**
 * Whether a position fits the file. A duration of 0 means it was never measured (analysis
 * failed), so there is no end to check against.
 */
export function positionFits(atSeconds: number, duration: number): boolean {
  return duration <= 0 || atSeconds <= duration + COMMENT_POSITION_TOLERANCE_SECONDS;
}

/** Who resolves or reopens a thread: the owner, collaborators, a viewer their own thread. */
export function canResolveComment(
  role: ProjectRole,
  comment: { authorProfileId: string | null },
  profileId: string,
): boolean {
  return can(role, 'comment.resolve', { isMine: comment.authorProfileId === profileId });
}

function presentReply(row: CommentListing, role: ProjectRole, profileId: string): CommentReply {
  return {
    id: row.id,
    parentId: row.parentId ?? '',
    audioFileId: row.audioFileId,
    atSeconds: row.atSeconds,
    body: row.body,
    authorProfileId: row.authorProfileId,
    authorName: row.authorName,
    canDelete: canDeleteComment(role, row, profileId),
    createdAt: row.createdAt.toISOString(),
  };
}

function present(
  row: CommentListing,
  role: ProjectRole,
  profileId: string,
  replies: readonly CommentListing[] = [],
): Comment {
  const { parentId: _parent, ...fields } = presentReply(row, role, profileId);
  return {
    ...fields,
    canResolve: canResolveComment(role, row, profileId),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolvedByProfileId: row.resolvedByProfileId,
    resolvedByName: row.resolvedAt ? row.resolvedByName : null,
    fromVersion:
      row.fromVersion === null ? null : { audioFileId: row.audioFileId, number: row.fromVersion },
    replies: replies
      .filter((reply) => reply.parentId === row.id)
      .map((reply) => presentReply(reply, role, profileId)),
  };
}

/** Comment rules: who reads, writes and deletes them, and who hears of a new one. */
export function commentsService(deps: {
  db: Database;
  repo: CommentsRepository;
  audioRepo: AudioRepository;
}) {
  const { db, repo, audioRepo } = deps;

  /** The caller's access to a comment's file (viewer and up); a hidden one is "not found". */
  async function readerAccess(profileId: string, audioId: string) {
    // A comment in a project the caller cannot see is as absent as one that never existed.
    const { access } = await hidingUnseenProject(COMMENT_NOT_FOUND, () =>
      requireAudioRole(db, audioRepo, profileId, audioId, 'project.see'),
    );
    return access;
  }
  async function readerRole(profileId: string, audioId: string): Promise<ProjectRole> {
    return (await readerAccess(profileId, audioId)).role;
  }
  /** Live project state: the threads of `audioId` changed (the event names the song). */
  const announce = (projectId: string, audioId: string) =>
    publishProjectChange(db, projectId, { kind: 'comments', ids: [audioId] });

  return {
    /**
     * A page of a file's comments by position then time (viewer and up; 404 when the file is
     * not visible); the first page also counts them all.
     */
    async listPage(
      profileId: string,
      audioId: string,
      state: CommentState | undefined,
      cursor: string | null,
      limit: number,
    ): Promise<Page<Comment>> {
      const after = cursor ? decodeCursor(cursor, commentCursor) : null;
      const { audio, access } = await requireAudioRole(
        db,
        audioRepo,
        profileId,
        audioId,
        'project.see',
      );
      const rows = await repo.listThreadsPage(audio, state, after, pageReadSize(limit));
      const replies = await repo.repliesOf(rows.slice(0, limit).map((row) => row.id));
      const page = pageFrom(
        rows,
        limit,
        (row) => row.key,
        (row) => present(row, access.role, profileId, replies),
      );
      return cursor ? page : { ...page, total: await repo.countThreads(audio, state) };
    },

    /** A page of which file each of a project's comments is on, newest first (viewer and up). */
    async listProjectRefsPage(
      profileId: string,
      projectId: string,
      cursor: string | null,
      limit: number,
    ): Promise<Page<CommentRef>> {
      const after = cursor ? decodeCursor(cursor, projectCommentCursor) : null;
      await requireProjectRole(db, profileId, projectId, 'project.see');
      const rows = await repo.listRefsByProjectPage(projectId, after, pageReadSize(limit));
      const page = pageFrom(
        rows,
        limit,
        (row) => [row.createdKey, row.id],
        ({ id, audioFileId }) => ({ id, audioFileId }),
      );
      return cursor ? page : { ...page, total: await repo.countByProject(projectId) };
    },

    /** How many comments each of these songs of the project has (viewer and up). */
    async counts(
      profileId: string,
      projectId: string,
      audioIds: readonly string[],
    ): Promise<CommentCount[]> {
      await requireProjectRole(db, profileId, projectId, 'project.see');
      return repo.countsByAudio(projectId, audioIds);
    },

    /** One comment (what a `?comment=` link names), for anyone who may read its song. */
    async find(profileId: string, commentId: string): Promise<Comment> {
      const comment = await repo.findListing(commentId);
      if (!comment) throw notFound(COMMENT_NOT_FOUND);
      const role = await readerRole(profileId, comment.audioFileId);
      return present(comment, role, profileId, await repo.repliesOf([comment.id]));
    },

    /**
     * A reply by the caller (collaborator and up) to a thread's first comment; a reply to a
     * reply is refused (409 `comments.replyToReply`: one level, decision 024). The thread's
     * author is told.
     */
    async reply(
      profileId: string,
      commentId: string,
      body: BodyAfterAccess<CreateReply>,
    ): Promise<CommentReply> {
      const thread = await repo.find(commentId);
      if (!thread) throw notFound(COMMENT_NOT_FOUND);
      const { audio, access } = await hidingUnseenProject(COMMENT_NOT_FOUND, () =>
        requireAudioRole(db, audioRepo, profileId, thread.audioFileId, 'comment.write'),
      );
      const input = body();
      if (thread.parentId) throw conflict(COMMENT_REPLY_TO_REPLY);
      if ((await repo.countReplies(thread.id)) >= COMMENT_REPLIES_MAX) {
        throw conflict(COMMENT_REPLIES_FULL);
      }
      const row = await repo.insert({
        audioFileId: thread.audioFileId,
        authorProfileId: profileId,
        atSeconds: thread.atSeconds,
        body: input.body,
        parentId: thread.id,
      });
      await announce(access.project.id, thread.audioFileId);
      await notifyReply(db, profileId, thread, access.project, audio);
      const listed = await repo.findListing(row.id);
      return presentReply(listed!, access.role, profileId);
    },

    /**
     * Resolves (`true`) or reopens a thread, recording who and when (`comment.resolve`:
     * owner, collaborators, a viewer their own thread); a reply is refused (409).
     */
    async setResolved(
      profileId: string,
      commentId: string,
      body: BodyAfterAccess<UpdateComment>,
    ): Promise<Comment> {
      const comment = await repo.find(commentId);
      if (!comment) throw notFound(COMMENT_NOT_FOUND);
      const { role, project } = await readerAccess(profileId, comment.audioFileId);
      if (comment.parentId) throw conflict(COMMENT_REPLY_NOT_RESOLVABLE);
      if (!canResolveComment(role, comment, profileId)) throw forbidden(COMMENT_RESOLVE_FORBIDDEN);
      // The body is read only once access is granted (decision 009).
      const { resolved } = body();
      // Resolving a resolved thread keeps its first resolver and time.
      if (resolved !== (comment.resolvedAt !== null)) {
        await repo.setResolved(commentId, resolved ? profileId : null);
        await announce(project.id, comment.audioFileId);
      }
      return this.find(profileId, commentId);
    },

    /** A new comment by the caller (collaborator and up); the other members are told. */
    async create(
      profileId: string,
      audioId: string,
      body: BodyAfterAccess<CreateComment>,
    ): Promise<Comment> {
      const { audio, access } = await requireAudioRole(
        db,
        audioRepo,
        profileId,
        audioId,
        'comment.write',
      );
      const input = body();
      if (!positionFits(input.atSeconds, audio.duration)) {
        throw badRequest(COMMENT_POSITION_PAST_END, { atSeconds: COMMENT_POSITION_PAST_END });
      }
      const row = await repo.insert({
        audioFileId: audioId,
        authorProfileId: profileId,
        atSeconds: input.atSeconds,
        body: input.body,
      });
      await announce(access.project.id, audioId);
      await notifyComment(db, profileId, access.project, audio, row);
      const listed = await repo.findListing(row.id);
      return present(listed!, access.role, profileId);
    },

    /** Deletes a comment: its author (collaborator and up) or the project owner. */
    async remove(profileId: string, commentId: string): Promise<void> {
      const comment = await repo.find(commentId);
      if (!comment) throw notFound(COMMENT_NOT_FOUND);
      const { role, project } = await readerAccess(profileId, comment.audioFileId);
      if (!canDeleteComment(role, comment, profileId)) throw forbidden(COMMENT_DELETE_FORBIDDEN);
      await repo.delete(commentId);
      await announce(project.id, comment.audioFileId);
    },
  };
}
export type CommentsService = ReturnType<typeof commentsService>;
