import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import type { AudioFile } from '../../../../shared/schemas/audio';
import type { Comment, CommentReply, CommentState } from '../../../../shared/schemas/comments';
import { ToggleChip } from '../../../components/ui/toggle-chip';
import { NamespacedListFooter } from '../../../components/ui/paged-list-footer';
import { RetryButton } from '../../../components/ui/retry-button';
import { errorMessage } from '../../../lib/api-client';
import { useAudioComments, useDeleteComment } from '../api/comments';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import { DeleteCommentDialog } from './delete-comment-dialog';

interface CommentPanelProps {
  id: string;
  song: AudioFile;
  projectId: string;
  canWrite: boolean;
  highlightId: string | null;
  onPlayAt: (seconds: number) => void;
}

/**
 * A song's comments by position, a page at a time ("Show more comments"), with the add form
 * for those who may write.
 */
export function CommentPanel({
  id,
  song,
  projectId,
  canWrite,
  highlightId,
  onPlayAt,
}: CommentPanelProps) {
  const { t } = useTranslation('comments');
  const [state, setState] = useState<CommentState>('open');
  const comments = useAudioComments(song.id, state);
  const remove = useDeleteComment(song.id, projectId);
  const [confirming, setConfirming] = useState<Comment | CommentReply | null>(null);

  const confirmDelete = (comment: Comment | CommentReply) =>
    remove.mutate(comment, {
      onSuccess: () => toast.success(t('deleted')),
      onError: (error) =>
        toast.error(t('deleteFailed'), { description: errorMessage(error, t('tryAgain')) }),
      onSettled: () => setConfirming(null),
    });

  return (
    <section
      id={id}
      aria-label={t('listLabel', { title: song.title })}
      aria-busy={comments.isPending}
      className="mt-2 rounded-xl border border-zinc-800 bg-zinc-900/60 p-3"
    >
      <div role="group" aria-label={t('filter.label')} className="mb-2 flex gap-2">
        {(['open', 'resolved'] as const).map((choice) => (
          <ToggleChip key={choice} pressed={state === choice} onClick={() => setState(choice)}>
            {t(`filter.${choice}`)}
          </ToggleChip>
        ))}
      </div>
      {comments.isPending ? (
        <p role="status" className="px-1 py-2 text-sm text-zinc-400">
          {t('loading')}
        </p>
      ) : comments.isError && comments.items.length === 0 ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 px-1 py-1">
          <p className="text-sm text-red-300">{t('loadFailed')}</p>
          <RetryButton
            label={t('retry')}
            retrying={comments.isFetching}
            onRetry={() => void comments.refetch()}
          />
        </div>
      ) : comments.items.length === 0 ? (
        <p className="px-1 py-2 text-sm text-zinc-400">
          {state === 'resolved' ? t('emptyResolved') : canWrite ? t('emptyWriter') : t('empty')}
        </p>
      ) : (
        <>
          <ul className="space-y-2">
            {comments.items.map((comment) => (
              <CommentItem
                key={comment.id}
                comment={comment}
                audioId={song.id}
                projectId={projectId}
                canWrite={canWrite}
                songTitle={song.title}
                highlighted={comment.id === highlightId}
                onPlayAt={onPlayAt}
                onRequestDelete={setConfirming}
              />
            ))}
          </ul>
          <NamespacedListFooter list={comments} namespace="comments" autoLoad={false} />
        </>
      )}
      {canWrite && <CommentForm song={song} projectId={projectId} />}
      <DeleteCommentDialog
        comment={confirming}
        deleting={remove.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
