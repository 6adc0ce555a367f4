import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../../shared/constants';
import type { SharedLinkTrack } from '../../../../shared/schemas/share-links';
import { PublicSongList } from '../../../components/public-song-list';
import { Badge } from '../../../components/ui/card';
import { buttonClasses } from '../../../components/ui/button';
import { PlayToggleButton } from '../../../components/ui/play-toggle-button';
import { usePlayer } from '../../../lib/player/player-context';
import type { PlayerTrack } from '../../../lib/player/player-types';

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
  return (
    <PublicSongList
      items={tracks}
      songIdOf={(track) => track.audioId}
      total={total}
      onNearEnd={onNearEnd}
      heading={t('listener.songs')}
      headingId="shared-link-songs"
      rowTestId="shared-link-track"
      className="mt-8"
      renderRow={(track, { index, current, playing }) => (
        <>
          <PlayToggleButton
            label={
              playing
                ? t('listener.pause', { title: track.title })
                : t('listener.play', { title: track.title })
            }
            playing={playing}
            current={current}
            onToggle={() => player.play(playerTracks[index]!, playerTracks)}
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
        </>
      )}
    />
  );
}
