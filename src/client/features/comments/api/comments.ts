import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Comment, CommentRef, CreateComment } from '../../../../shared/schemas/comments';
import { apiRequest } from '../../../lib/api-client';
import { insertComment } from '../lib/comment-rules';

/** Query keys are the URL they GET (part 1 §7). */
export const commentKeys = {
  audio: (audioId: string) => [`/api/audio/${audioId}/comments`] as const,
  project: (projectId: string) => [`/api/projects/${projectId}/comments`] as const,
};

/**
 * GET /api/audio/{id}/comments: one song's comments by position. The list under the row and
 * the player's waveform markers share this query, so both change together.
 */
export function useAudioComments(audioId: string | null) {
  return useQuery({
    queryKey: commentKeys.audio(audioId ?? 'none'),
    queryFn: () => apiRequest<Comment[]>('GET', commentKeys.audio(audioId ?? 'none')[0]),
    enabled: audioId !== null,
  });
}

/** GET /api/projects/{id}/comments: which song each comment is on (counts, `?comment=` links). */
export function useProjectCommentRefs(projectId: string) {
  return useQuery({
    queryKey: commentKeys.project(projectId),
    queryFn: () => apiRequest<CommentRef[]>('GET', commentKeys.project(projectId)[0]),
  });
}

function refreshProjectRefs(queryClient: QueryClient, projectId: string | null | undefined) {
  if (!projectId) return Promise.resolve();
  return queryClient.invalidateQueries({ queryKey: commentKeys.project(projectId) });
}

/** POST /api/audio/{id}/comments: the new comment takes its place in the list at once. */
export function useAddComment(audioId: string, projectId: string | null | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateComment) =>
      apiRequest<Comment>('POST', commentKeys.audio(audioId)[0], input),
    onSuccess: (comment) => {
      queryClient.setQueryData<Comment[]>(commentKeys.audio(audioId), (list) =>
        insertComment(list ?? [], comment),
      );
      return refreshProjectRefs(queryClient, projectId);
    },
  });
}

/** DELETE /api/comments/{id}: gone from the list (and the markers) once the server agrees. */
export function useDeleteComment(audioId: string, projectId: string | null | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: Comment) => apiRequest<void>('DELETE', `/api/comments/${comment.id}`),
    onSuccess: (_, comment) => {
      queryClient.setQueryData<Comment[]>(commentKeys.audio(audioId), (list) =>
        list?.filter((existing) => existing.id !== comment.id),
      );
      return refreshProjectRefs(queryClient, projectId);
    },
  });
}
