import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_BODY_MAX, type Comment } from '../../../../shared/schemas/comments';
import { Button } from '../../../components/ui/button';
import { MultilineInput } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { useReplyToComment } from '../api/comment-threads';

interface ReplyFormProps {
  thread: Comment;
  /** The song whose list shows the thread (for a carried thread, not the thread's own file). */
  audioId: string;
  projectId: string;
  authorName: string;
  onDone: () => void;
}

/** A reply under a thread: text, Reply, Cancel (Escape cancels, Ctrl/⌘+Enter replies). */
export function ReplyForm({ thread, audioId, projectId, authorName, onDone }: ReplyFormProps) {
  const { t } = useTranslation('comments');
  const id = useId();
  const reply = useReplyToComment(audioId, projectId);
  const [body, setBody] = useState('');
  const canPost = body.trim().length > 0 && !reply.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canPost) return;
    reply.mutate(
      { thread, body },
      {
        onSuccess: () => {
          toast.success(t('replied'));
          onDone();
        },
        onError: (error) =>
          toast.error(t('replyFailed'), { description: errorMessage(error, t('tryAgain')) }),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      aria-label={t('replyForm.label', { name: authorName })}
      className="mt-2 space-y-2 pl-4"
    >
      <label htmlFor={id} className="sr-only">
        {t('replyForm.body')}
      </label>
      <MultilineInput
        id={id}
        value={body}
        autoFocus
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone();
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
        }}
        rows={2}
        maxLength={COMMENT_BODY_MAX}
        tone="quiet"
        className="block resize-y"
      />
      <div className="flex justify-end gap-2">
        <Button variant="subtle" size="xs" onClick={onDone}>
          {t('replyForm.cancel')}
        </Button>
        <Button type="submit" size="xs" busy={reply.isPending} disabled={!canPost}>
          {reply.isPending ? t('replyForm.posting') : t('replyForm.post')}
        </Button>
      </div>
    </form>
  );
}
