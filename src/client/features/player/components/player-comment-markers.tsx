import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../../shared/constants';
import { useAudioComments } from '../../comments';

/** Where a marker sits along the waveform, as a percentage kept inside the drawing. */
const percentOf = (atSeconds: number, duration: number) =>
  Math.min(100, Math.max(0, (atSeconds / duration) * 100));

interface PlayerCommentMarkersProps {
  audioId: string;
  duration: number;
  onSeek: (seconds: number) => void;
}

/**
 * A mark under the waveform at each loaded comment of the current song (its first page, more
 * as its list loads them); each is a button that seeks there. Shares the comments query with
 * the lists, so a new comment shows here at once.
 */
export function PlayerCommentMarkers({ audioId, duration, onSeek }: PlayerCommentMarkersProps) {
  const { t } = useTranslation('player');
  const comments = useAudioComments(audioId);
  if (!comments.items.length || duration <= 0) return null;
  return (
    <ul aria-label={t('commentMarkers')} className="pointer-events-none absolute inset-0">
      {comments.items.map((comment) => {
        const label = t('commentMarker', {
          at: formatDuration(comment.atSeconds),
          name: comment.authorName ?? t('commentAuthorUnknown'),
        });
        return (
          <li
            key={comment.id}
            className="absolute inset-y-0"
            style={{ left: `${percentOf(comment.atSeconds, duration)}%` }}
          >
            <span
              className="absolute inset-y-1 w-px -translate-x-1/2 bg-amber-300/60"
              aria-hidden
            />
            {/* raw-element: a marker pinned to its moment on the seek bar, a dot in a 16 px hit area */}
            <button
              type="button"
              data-testid="comment-marker"
              aria-label={label}
              title={label}
              onClick={() => onSeek(comment.atSeconds)}
              className="pointer-events-auto absolute -bottom-2 flex h-4 w-4 -translate-x-1/2 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-300"
            >
              <span
                className="h-2 w-2 rounded-full bg-amber-300 shadow shadow-black/60"
                aria-hidden
              />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
