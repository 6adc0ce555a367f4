import { CheckCircle2, Reply, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Comment } from '../../../../shared/schemas/comments';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { formatRelativeAge } from '../../../lib/relative-age';
import { useSetCommentResolved } from '../api/comment-threads';

/** "from v1": a thread written on an older version of the song, shown on the latest (024). */
export function FromVersionMark({ comment }: { comment: Comment }) {
  const { t } = useTranslation('comments');
  if (!comment.fromVersion) return null;
  const { number } = comment.fromVersion;
  return (
    <span
      data-testid="comment-from-version"
      title={t('fromVersionLabel', { number })}
      className="rounded bg-zinc-800 px-1.5 py-0.5 text-[11px] font-medium text-zinc-300"
    >
      {t('fromVersion', { number })}
      <span className="sr-only"> ({t('fromVersionLabel', { number })})</span>
    </span>
  );
}

/** "Resolved by Grace 2 minutes ago" under a resolved thread. */
export function ResolvedLine({ comment }: { comment: Comment }) {
  const { t, i18n } = useTranslation('comments');
  if (!comment.resolvedAt) return null;
  return (
    <p className="mt-1 flex items-center gap-1 text-xs text-emerald-300">
      <CheckCircle2 className="h-3.5 w-3.5" aria-hidden />
      {t('resolvedBy', {
        name: comment.resolvedByName ?? t('formerMember'),
        age: formatRelativeAge(comment.resolvedAt, new Date(), i18n.language),
      })}
    </p>
  );
}

interface ThreadActionsProps {
  comment: Comment;
  audioId: string;
  projectId: string;
  canReply: boolean;
  at: string;
  author: string;
  onReply: () => void;
}

/** Reply (for those who may write) and Resolve / Reopen (for those the policy lets). */
export function ThreadActions({
  comment,
  audioId,
  projectId,
  canReply,
  at,
  author,
  onReply,
}: ThreadActionsProps) {
  const { t } = useTranslation('comments');
  const setResolved = useSetCommentResolved(audioId, projectId);
  const resolved = comment.resolvedAt !== null;
  // A promise, not mutate's callbacks: the thread leaves the filtered list (and unmounts) once
  // the lists are refetched, and mutate's callbacks never run for an unmounted observer.
  const change = () =>
    setResolved.mutateAsync({ thread: comment, resolved: !resolved }).then(
      () => toast.success(resolved ? t('reopened') : t('resolvedToast')),
      (error: unknown) =>
        toast.error(t('resolveFailed'), { description: errorMessage(error, t('tryAgain')) }),
    );
  return (
    <div className="mt-1 flex flex-wrap gap-1">
      {canReply && (
        <Button
          variant="subtle"
          size="xs"
          onClick={onReply}
          aria-label={t('replyLabel', { at, name: author })}
        >
          <Reply className="h-3.5 w-3.5" aria-hidden />
          {t('reply')}
        </Button>
      )}
      {comment.canResolve && (
        <Button
          variant="subtle"
          size="xs"
          busy={setResolved.isPending}
          onClick={() => void change()}
          aria-label={t(resolved ? 'reopenLabel' : 'resolveLabel', { at, name: author })}
        >
          {resolved ? (
            <RotateCcw className="h-3.5 w-3.5" aria-hidden />
          ) : (
            <CheckCircle2 className="h-3.5 w-3.5" aria-hidden />
          )}
          {resolved ? t('reopen') : t('resolve')}
        </Button>
      )}
    </div>
  );
}
