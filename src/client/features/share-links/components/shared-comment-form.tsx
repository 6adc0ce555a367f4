import { MessageSquarePlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_BODY_MAX } from '../../../../shared/schemas/comments';
import { Button } from '../../../components/ui/button';
import { TextArea } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { useSharedComment } from '../api/shared-link';
import { formatSeconds } from '../lib/link-facts';

interface SharedCommentFormProps {
  token: string;
  audioId: string;
  title: string;
  /** The player's position now: the comment is placed there when sent. */
  currentTime: number;
  recipientName: string;
}

/** A listener's comment at the current time of the song playing, signed with their name. */
export function SharedCommentForm({
  token,
  audioId,
  title,
  currentTime,
  recipientName,
}: SharedCommentFormProps) {
  const { t } = useTranslation('share-links');
  const id = useId();
  const [body, setBody] = useState('');
  const send = useSharedComment(token);
  const at = Math.max(0, Math.floor(currentTime));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text || send.isPending) return;
    send.mutate(
      { audioId, atSeconds: at, body: text },
      {
        onSuccess: () => {
          setBody('');
          toast.success(t('comment.sent'));
        },
        onError: (error) =>
          toast.error(t('comment.failed'), { description: errorMessage(error, t('tryAgain')) }),
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-2" data-testid="shared-comment">
      <TextArea
        id={`${id}-body`}
        label={t('comment.label', { title, time: formatSeconds(at) })}
        hint={t('comment.hint', { name: recipientName })}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        maxLength={COMMENT_BODY_MAX}
        rows={2}
      />
      <Button type="submit" size="sm" busy={send.isPending} disabled={body.trim() === ''}>
        <MessageSquarePlus className="h-4 w-4" aria-hidden />
        {t('comment.submit', { time: formatSeconds(at) })}
      </Button>
    </form>
  );
}
