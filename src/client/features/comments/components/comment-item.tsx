import { Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../../shared/constants';
import type { Comment, CommentReply } from '../../../../shared/schemas/comments';
import { formatRelativeAge as commentAge } from '../../../lib/relative-age';
import { Button } from '../../../components/ui/button';
import { FromVersionMark, ResolvedLine, ThreadActions } from './comment-thread-parts';
import { CommentReplyItem } from './comment-reply-item';
import { ReplyForm } from './reply-form';

interface CommentItemProps {
  comment: Comment;
  /** The song whose list this is (a carried thread's own file is an older version). */
  audioId: string;
  projectId: string;
  canWrite: boolean;
  songTitle: string;
  /** The comment a `?comment=` link points to: scrolled into view and outlined. */
  highlighted: boolean;
  onPlayAt: (seconds: number) => void;
  onRequestDelete: (comment: Comment | CommentReply) => void;
}

/**
 * One thread: author, its moment (plays the song from there), "from v1" when carried, text,
 * age, Delete when allowed, Reply / Resolve / Reopen, and its replies one level in (each with
 * its own Delete).
 */
export function CommentItem({
  comment,
  audioId,
  projectId,
  canWrite,
  songTitle,
  highlighted,
  onPlayAt,
  onRequestDelete,
}: CommentItemProps) {
  const { t, i18n } = useTranslation('comments');
  const ref = useRef<HTMLLIElement>(null);
  const at = formatDuration(comment.atSeconds);
  const author = comment.authorName ?? t('formerMember');
  const [replying, setReplying] = useState(false);

  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [highlighted]);

  return (
    <li
      ref={ref}
      data-testid="comment"
      data-highlighted={highlighted || undefined}
      className={`rounded-lg px-3 py-2 ${
        highlighted ? 'bg-brand-600/10 ring-2 ring-brand-400' : 'bg-zinc-950/40'
      }`}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
        <span className="font-semibold text-zinc-100">{author}</span>
        <FromVersionMark comment={comment} />
        <Button
          variant="timestamp"
          size="chip"
          onClick={() => onPlayAt(comment.atSeconds)}
          aria-label={t('playFrom', { title: songTitle, at })}
        >
          {at}
        </Button>
        <time dateTime={comment.createdAt} className="text-zinc-400">
          {commentAge(comment.createdAt, new Date(), i18n.language)}
        </time>
        {highlighted && <span className="sr-only">{t('linked')}</span>}
        {comment.canDelete && (
          <Button
            variant="subtle"
            size="xs"
            onClick={() => onRequestDelete(comment)}
            aria-label={t('deleteLabel', { at, name: author })}
            className="ml-auto hover:text-red-300"
          >
            <Trash2 className="h-3.5 w-3.5" aria-hidden />
            {t('delete')}
          </Button>
        )}
      </div>
      <p className="mt-1 whitespace-pre-wrap break-words text-sm text-zinc-200">{comment.body}</p>
      <ResolvedLine comment={comment} />
      {comment.replies.length > 0 && (
        <ul
          aria-label={t('repliesLabel', { name: author })}
          className="mt-2 space-y-2 border-l border-zinc-700 pl-4"
        >
          {comment.replies.map((reply) => (
            <CommentReplyItem key={reply.id} reply={reply} onRequestDelete={onRequestDelete} />
          ))}
        </ul>
      )}
      <ThreadActions
        comment={comment}
        audioId={audioId}
        projectId={projectId}
        canReply={canWrite && !replying}
        at={at}
        author={author}
        onReply={() => setReplying(true)}
      />
      {replying && (
        <ReplyForm
          thread={comment}
          audioId={audioId}
          projectId={projectId}
          authorName={author}
          onDone={() => setReplying(false)}
        />
      )}
    </li>
  );
}
