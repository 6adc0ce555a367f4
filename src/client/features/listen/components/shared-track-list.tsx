import { AudioLines } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../../shared/constants';
import { SongQueueMenu } from '../../../components/song-queue-menu';
import { PlayToggleButton } from '../../../components/ui/play-toggle-button';
import { useWindowList } from '../../../hooks/use-window-list';
import { usePlayer } from '../../../lib/player/player-context';
import type { PlayerTrack } from '../../../lib/player/player-types';

/** A row's height before it is measured. */
const ROW_ESTIMATE_PX = 57;

interface SharedTrackListProps {
  /** The songs loaded so far, in playlist order. */
  tracks: readonly PlayerTrack[];
  /** How many songs the list has in all, for screen readers' "n of m". */
  total: number;
  /** Called as the end of what is loaded scrolls near. */
  onNearEnd: () => void;
}

/**
 * The shared playlist's songs, only those near the viewport rendered (the page scrolls); each
 * row's button plays that song with the loaded list as the player's playlist (auto-advance,
 * wrap, skip on failure), and the current song's row says so.
 */
export function SharedTrackList({ tracks, total, onNearEnd }: SharedTrackListProps) {
  const { t } = useTranslation('listen');
  const player = usePlayer();
  const { listRef, scrollMargin, virtualizer, rows } = useWindowList<HTMLOListElement>({
    count: tracks.length,
    estimate: ROW_ESTIMATE_PX,
    getItemKey: (index) => tracks[index]!.id,
    onNearEnd,
  });

  return (
    <section aria-labelledby="shared-playlist-songs" className="mt-10">
      <h2 id="shared-playlist-songs" className="sr-only">
        {t('songs')}
      </h2>
      <ol
        ref={listRef}
        aria-labelledby="shared-playlist-songs"
        className="relative rounded-2xl border border-zinc-800 bg-zinc-900/50"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {rows.map((row) => {
          const track = tracks[row.index]!;
          const current = player.currentSong?.id === track.id;
          const playing = current && player.isPlaying;
          return (
            <li
              key={track.id}
              ref={virtualizer.measureElement}
              data-index={row.index}
              data-testid="shared-track"
              aria-current={current ? 'true' : undefined}
              aria-posinset={row.index + 1}
              aria-setsize={Math.max(total, tracks.length)}
              style={{ top: row.start - scrollMargin }}
              className={`absolute left-0 flex w-full items-center gap-3 border-zinc-800/80 px-3 py-2.5 sm:gap-4 sm:px-4 ${row.index > 0 ? 'border-t' : ''} ${current ? 'bg-brand-600/10' : ''}`}
            >
              <span
                aria-hidden
                className="w-6 shrink-0 text-right text-xs tabular-nums text-zinc-400"
              >
                {row.index + 1}
              </span>
              <PlayToggleButton
                label={
                  playing
                    ? t('track.pause', { title: track.title })
                    : t('track.play', { title: track.title })
                }
                playing={playing}
                current={current}
                onToggle={() => player.play(track, tracks)}
              />
              <span
                title={track.title}
                className={`min-w-0 flex-1 truncate text-sm font-medium ${current ? 'text-brand-200' : 'text-zinc-100'}`}
              >
                {track.title}
              </span>
              {playing && <AudioLines className="h-4 w-4 shrink-0 text-brand-300" aria-hidden />}
              <span className="shrink-0 text-xs tabular-nums text-zinc-400">
                {formatDuration(track.duration)}
              </span>
              <SongQueueMenu track={track} />
            </li>
          );
        })}
      </ol>
    </section>
  );
}
