import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment, CommentReply } from '../../../../shared/schemas/comments';
import { apiRequest } from '../../../lib/api-client';
import { useCreateMutation } from '../../../lib/use-create-mutation';
import { commentKeys, refreshCounts } from './comments';

/**
 * The song's lists are asked again after a reply or a change of state: a thread moves between
 * Open and Resolved, and a carried thread (decision 024) lives on another file than the list's.
 */
function refreshSong(
  queryClient: ReturnType<typeof useQueryClient>,
  audioId: string,
  projectId: string | null | undefined,
) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [commentKeys.audio(audioId)[0]] }),
    refreshCounts(queryClient, projectId),
  ]);
}

/**
 * POST /api/comments/{id}/replies: a reply under a thread of the song `audioId` lists; a create,
 * so once per action (Idempotency-Key, docs/client.md "Creates are once").
 */
export function useReplyToComment(audioId: string, projectId: string | null | undefined) {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: ({ thread, body }: { thread: Comment; body: string }, idempotencyKey) =>
      apiRequest<CommentReply>(
        'POST',
        `${commentKeys.one(thread.id)[0]}/replies`,
        { body },
        { idempotencyKey },
      ),
    onSuccess: () => refreshSong(queryClient, audioId, projectId),
  });
}

/** PATCH /api/comments/{id} `{resolved}`: resolve or reopen a thread. */
export function useSetCommentResolved(audioId: string, projectId: string | null | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ thread, resolved }: { thread: Comment; resolved: boolean }) =>
      apiRequest<Comment>('PATCH', commentKeys.one(thread.id)[0], { resolved }),
    onSuccess: () => refreshSong(queryClient, audioId, projectId),
  });
}
