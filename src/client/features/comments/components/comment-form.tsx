import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import { formatDuration } from '../../../../shared/constants';
import type { AudioFile } from '../../../../shared/schemas/audio';
import { COMMENT_BODY_MAX } from '../../../../shared/schemas/comments';
import { errorMessage } from '../../../lib/api-client';
import { usePlayer } from '../../../lib/player/player-context';
import { useAddComment } from '../api/comments';
import { parsePosition, positionWithinSong } from '../lib/comment-rules';
import { Button } from '../../../components/ui/button';
import { Input, MultilineInput } from '../../../components/ui/input';

interface CommentFormProps {
  song: AudioFile;
  projectId: string;
}

/**
 * "Comment at m:ss" + text + Post. The position follows the player while this song plays
 * (0:00 otherwise) until the person starts on the form: the moment they comment on is the one
 * they heard when they began writing, not wherever the song has got to when they post.
 */
export function CommentForm({ song, projectId }: CommentFormProps) {
  const { t } = useTranslation('comments');
  const ids = useId();
  const player = usePlayer();
  const add = useAddComment(song.id, projectId);
  const [typedPosition, setTypedPosition] = useState<string | null>(null);
  const [body, setBody] = useState('');

  const live = player.currentSong?.id === song.id ? player.currentTime : 0;
  const position = typedPosition ?? formatDuration(live);
  const seconds = parsePosition(position);
  const positionError =
    seconds === null
      ? t('form.badPosition')
      : positionWithinSong(seconds, song.duration)
        ? null
        : t('form.pastEnd');
  const holdPosition = () => setTypedPosition((typed) => typed ?? position);
  const canPost = body.trim().length > 0 && positionError === null && !add.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canPost || seconds === null) return;
    add.mutate(
      { atSeconds: seconds, body },
      {
        onSuccess: () => {
          toast.success(t('added'));
          setBody('');
          setTypedPosition(null);
        },
        onError: (error) =>
          toast.error(t('addFailed'), { description: errorMessage(error, t('tryAgain')) }),
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label={t('form.label')} className="mt-3 space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${ids}-at`} className="text-xs font-medium text-zinc-300">
          {t('form.at')}
        </label>
        <Input
          id={`${ids}-at`}
          value={position}
          onFocus={holdPosition}
          onChange={(event) => setTypedPosition(event.target.value)}
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={positionError !== null}
          aria-describedby={positionError ? `${ids}-at-error` : `${ids}-at-hint`}
          tone="quiet"
          size="sm"
          fullWidth={false}
          className="w-20 font-mono tabular-nums"
        />
        {positionError ? (
          <span id={`${ids}-at-error`} className="text-xs text-red-300">
            {positionError}
          </span>
        ) : (
          <span id={`${ids}-at-hint`} className="text-xs text-zinc-400">
            {t('form.atHint')}
          </span>
        )}
      </div>
      <label htmlFor={`${ids}-body`} className="sr-only">
        {t('form.body')}
      </label>
      <MultilineInput
        id={`${ids}-body`}
        value={body}
        onFocus={holdPosition}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={(event) => {
          // Ctrl/⌘+Enter posts; Enter alone is a new line.
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
        }}
        rows={2}
        maxLength={COMMENT_BODY_MAX}
        placeholder={t('form.placeholder')}
        aria-describedby={`${ids}-count`}
        tone="quiet"
        className="block resize-y"
      />
      <div className="flex items-center justify-between gap-3">
        <span id={`${ids}-count`} className="text-xs text-zinc-400">
          {t('form.counter', { count: body.length, max: COMMENT_BODY_MAX })}
        </span>
        <Button type="submit" busy={add.isPending} disabled={!canPost}>
          {add.isPending ? t('form.posting') : t('form.post')}
        </Button>
      </div>
    </form>
  );
}
