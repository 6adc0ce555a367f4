import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../../shared/constants';
import type { SharedLinkTrack } from '../../../../shared/schemas/share-links';
import { Badge } from '../../../components/ui/card';
import { buttonClasses } from '../../../components/ui/button';
import { PlayToggleButton } from '../../../components/ui/play-toggle-button';
import { useWindowList } from '../../../hooks/use-window-list';
import { usePlayer } from '../../../lib/player/player-context';
import type { PlayerTrack } from '../../../lib/player/player-types';

const ROW_ESTIMATE_PX = 57;

interface SharedLinkTracksProps {
  tracks: readonly SharedLinkTrack[];
  /** The same songs as the player takes them (same order). */
  playerTracks: readonly PlayerTrack[];
  total: number;
  onNearEnd: () => void;
}

/**
 * The link's songs (a project link may hold thousands: only the rows near the viewport are
 * drawn): play, title, the version heard, length, and Download where the link allows it.
 */
export function SharedLinkTracks({
  tracks,
  playerTracks,
  total,
  onNearEnd,
}: SharedLinkTracksProps) {
  const { t } = useTranslation('share-links');
  const player = usePlayer();
  const { listRef, scrollMargin, virtualizer, rows } = useWindowList<HTMLOListElement>({
    count: tracks.length,
    estimate: ROW_ESTIMATE_PX,
    getItemKey: (index) => tracks[index]!.audioId,
    onNearEnd,
  });

  return (
    <section aria-labelledby="shared-link-songs" className="mt-8">
      <h2 id="shared-link-songs" className="sr-only">
        {t('listener.songs')}
      </h2>
      <ol
        ref={listRef}
        aria-labelledby="shared-link-songs"
        className="relative rounded-2xl border border-zinc-800 bg-zinc-900/50"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {rows.map((row) => {
          const track = tracks[row.index]!;
          const playerTrack = playerTracks[row.index]!;
          const current = player.currentSong?.id === track.audioId;
          const playing = current && player.isPlaying;
          return (
            <li
              key={track.audioId}
              ref={virtualizer.measureElement}
              data-index={row.index}
              data-testid="shared-link-track"
              aria-current={current ? 'true' : undefined}
              aria-posinset={row.index + 1}
              aria-setsize={Math.max(total, tracks.length)}
              style={{ top: row.start - scrollMargin }}
              className={`absolute left-0 flex w-full items-center gap-3 border-zinc-800/80 px-3 py-2.5 sm:gap-4 sm:px-4 ${row.index > 0 ? 'border-t' : ''} ${current ? 'bg-brand-600/10' : ''}`}
            >
              <PlayToggleButton
                label={
                  playing
                    ? t('listener.pause', { title: track.title })
                    : t('listener.play', { title: track.title })
                }
                playing={playing}
                current={current}
                onToggle={() => player.play(playerTrack, playerTracks)}
              />
              <span
                title={track.title}
                className={`min-w-0 flex-1 truncate text-sm font-medium ${current ? 'text-brand-200' : 'text-zinc-100'}`}
              >
                {track.title}
              </span>
              <Badge tone="neutral" data-testid="shared-link-version">
                <span className="sr-only">{t('listener.version')} </span>
                {track.versionLabel}
              </Badge>
              <span className="shrink-0 text-xs tabular-nums text-zinc-400">
                {formatDuration(track.duration)}
              </span>
              {track.downloadUrl && (
                <a
                  href={track.downloadUrl}
                  download
                  className={buttonClasses({ variant: 'ghost', size: 'sm' })}
                >
                  <Download className="h-4 w-4" aria-hidden />
                  <span className="sr-only sm:not-sr-only">{t('listener.download')}</span>
                  <span className="sr-only">{track.title}</span>
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
