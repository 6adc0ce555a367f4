import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CommentReply } from '../../../../shared/schemas/comments';
import { formatRelativeAge as replyAge } from '../../../lib/relative-age';
import { Button } from '../../../components/ui/button';

interface CommentReplyItemProps {
  reply: CommentReply;
  onRequestDelete: (reply: CommentReply) => void;
}

/** One reply under a thread: author, age, text, and Delete when the policy allows it. */
export function CommentReplyItem({ reply, onRequestDelete }: CommentReplyItemProps) {
  const { t, i18n } = useTranslation('comments');
  const author = reply.authorName ?? t('formerMember');
  return (
    <li data-testid="comment-reply" className="text-sm">
      <div className="flex flex-wrap items-center gap-x-2 text-xs">
        <span className="font-semibold text-zinc-100">{author}</span>
        <time dateTime={reply.createdAt} className="text-zinc-400">
          {replyAge(reply.createdAt, new Date(), i18n.language)}
        </time>
        {reply.canDelete && (
          <Button
            variant="subtle"
            size="xs"
            onClick={() => onRequestDelete(reply)}
            aria-label={t('deleteReplyLabel', { name: author })}
            className="ml-auto hover:text-red-300"
          >
            <Trash2 className="h-3.5 w-3.5" aria-hidden />
            {t('delete')}
          </Button>
        )}
      </div>
      <p className="whitespace-pre-wrap break-words text-zinc-200">{reply.body}</p>
    </li>
  );
}
