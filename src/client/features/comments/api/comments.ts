import {
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type {
  Comment,
  CommentCount,
  CommentReply,
  CommentState,
  CreateComment,
} from '../../../../shared/schemas/comments';
import { ApiError, apiRequest } from '../../../lib/api-client';
import {
  editPagedLists,
  insertInPages,
  mapPagedItems,
  removeFromPages,
} from '../../../lib/paged-cache';
import { pagedListQuery, usePagedList, type PagedListData } from '../../../lib/use-paged-list';
import { commentSortsBefore, countChunks, countsByAudio } from '../lib/comment-rules';
import { useCreateMutation } from '../../../lib/use-create-mutation';

/** Query keys start with the URL they GET (part 1 §7). */
export const commentKeys = {
  audio: (audioId: string) => [`/api/audio/${audioId}/comments`] as const,
  project: (projectId: string) => [`/api/projects/${projectId}/comments`] as const,
  counts: (projectId: string, audioIds: readonly string[]) =>
    [`/api/projects/${projectId}/comments/counts`, audioIds] as const,
  one: (commentId: string) => [`/api/comments/${commentId}`] as const,
};

/**
 * GET /api/audio/{id}/comments in pages: one song's threads by position, open or resolved ones
 * only when `state` says so (the list under the row), or both (the player's waveform markers).
 * Every state's list is under the same first key, so edits reach them all.
 */
export function useAudioComments(audioId: string | null, state?: CommentState) {
  return usePagedList({
    ...pagedListQuery<Comment>(commentKeys.audio(audioId ?? 'none')[0], state ? { state } : {}),
    enabled: audioId !== null,
  });
}

/**
 * GET /api/projects/{id}/comments/counts for the songs a list has loaded: "Comments (N)" under
 * each row, one request per page of songs. A song whose answer has not come yet is absent.
 */
export function useCommentCounts(
  projectId: string,
  songIds: readonly string[],
): ReadonlyMap<string, number> {
  const chunks = useMemo(() => countChunks(songIds), [songIds]);
  const combine = useCallback(
    (answers: { data?: CommentCount[] }[]) =>
      countsByAudio(
        chunks,
        answers.map((a) => a.data),
      ),
    [chunks],
  );
  return useQueries({
    queries: chunks.map((ids) => ({
      queryKey: commentKeys.counts(projectId, ids),
      queryFn: () =>
        apiRequest<CommentCount[]>(
          'GET',
          `${commentKeys.counts(projectId, ids)[0]}?audioIds=${ids.join(',')}`,
        ),
    })),
    combine,
  });
}

/** GET /api/comments/{id}: the comment a `?comment=` link names (null once it is gone). */
export function useLinkedComment(commentId: string | null) {
  return useQuery({
    queryKey: commentKeys.one(commentId ?? 'none'),
    queryFn: async () => {
      try {
        return await apiRequest<Comment>('GET', commentKeys.one(commentId ?? 'none')[0]);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: commentId !== null,
    retry: false,
  });
}

/** The counts of a project's songs are asked again after a comment comes or goes. */
export function refreshCounts(queryClient: QueryClient, projectId: string | null | undefined) {
  if (!projectId) return Promise.resolve();
  return queryClient.invalidateQueries({
    predicate: (query) => String(query.queryKey[0]).startsWith(commentKeys.project(projectId)[0]),
  });
}

/** POST /api/audio/{id}/comments: the new comment takes its place among the loaded ones at once. */
export function useAddComment(audioId: string, projectId: string | null | undefined) {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: (input: CreateComment, idempotencyKey) =>
      apiRequest<Comment>('POST', commentKeys.audio(audioId)[0], input, { idempotencyKey }),
    onSuccess: (comment) => {
      // A new thread is open: it joins every list of the song but the Resolved one.
      queryClient.setQueriesData<PagedListData<Comment>>(
        {
          queryKey: [commentKeys.audio(audioId)[0]],
          predicate: (query) =>
            (query.queryKey[1] as { state?: string } | undefined)?.state !== 'resolved',
        },
        (data) =>
          data?.pages
            ? insertInPages(
                removeFromPages(data, (existing) => existing.id === comment.id),
                comment,
                commentSortsBefore,
              )
            : data,
      );
      return refreshCounts(queryClient, projectId);
    },
  });
}

/**
 * DELETE /api/comments/{id}: a thread or one reply, gone from the list (and the markers) once
 * the server agrees; a reply leaves its thread in place.
 */
export function useDeleteComment(audioId: string, projectId: string | null | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: Comment | CommentReply) =>
      apiRequest<void>('DELETE', commentKeys.one(comment.id)[0]),
    onSuccess: (_, comment) => {
      editPagedLists<Comment>(queryClient, commentKeys.audio(audioId)[0], (data) =>
        'parentId' in comment
          ? mapPagedItems(data, (thread) =>
              thread.id === comment.parentId
                ? { ...thread, replies: thread.replies.filter((reply) => reply.id !== comment.id) }
                : thread,
            )
          : removeFromPages(data, (existing) => existing.id === comment.id),
      );
      return refreshCounts(queryClient, projectId);
    },
  });
}
