import { useTranslation } from 'react-i18next';
import { formatDuration, formatMegabytes } from '../../../../shared/constants';
import type { SongSummary } from '../../../../shared/schemas/dashboard';
import { PlayToggleButton } from '../../../components/ui/play-toggle-button';
import { formatAddedDate, songTitle } from '../song-display';

interface LibrarySongRowProps {
  song: SongSummary;
  playing: boolean;
  onToggle: () => void;
}

/** One library song: play/pause, title, duration, size and the date it was added. */
export function LibrarySongRow({ song, playing, onToggle }: LibrarySongRowProps) {
  const { t } = useTranslation('dashboard');
  const title = song.title.trim() || songTitle(song.originalName);
  return (
    <li className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
      <PlayToggleButton
        label={playing ? t('library.pause', { title }) : t('library.play', { title })}
        playing={playing}
        onToggle={onToggle}
        size="lg"
      />
      <div className="min-w-0 flex-1">
        <p
          className={`truncate text-sm font-medium ${playing ? 'text-brand-400' : 'text-zinc-100'}`}
        >
          {title}
        </p>
        <p className="text-xs text-zinc-400 sm:hidden">
          {formatDuration(song.duration)} · {formatMegabytes(song.size)}
        </p>
      </div>
      <dl className="hidden shrink-0 grid-cols-3 gap-6 text-right text-xs text-zinc-400 sm:grid">
        <div>
          <dt className="sr-only">{t('library.duration')}</dt>
          <dd className="tabular-nums">{formatDuration(song.duration)}</dd>
        </div>
        <div>
          <dt className="sr-only">{t('library.size')}</dt>
          <dd className="tabular-nums">{formatMegabytes(song.size)}</dd>
        </div>
        <div>
          <dt className="sr-only">{t('library.added')}</dt>
          <dd className="tabular-nums">
            <time dateTime={song.createdAt}>{formatAddedDate(song.createdAt)}</time>
          </dd>
        </div>
      </dl>
    </li>
  );
}
