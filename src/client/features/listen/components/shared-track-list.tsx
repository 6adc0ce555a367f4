import { AudioLines } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../../shared/constants';
import { PublicSongList } from '../../../components/public-song-list';
import { SongQueueMenu } from '../../../components/song-queue-menu';
import { PlayToggleButton } from '../../../components/ui/play-toggle-button';
import { usePlayer } from '../../../lib/player/player-context';
import type { PlayerTrack } from '../../../lib/player/player-types';

interface SharedTrackListProps {
  /** The songs loaded so far, in playlist order. */
  tracks: readonly PlayerTrack[];
  /** How many songs the list has in all, for screen readers' "n of m". */
  total: number;
  /** Called as the end of what is loaded scrolls near. */
  onNearEnd: () => void;
}

/**
 * The shared playlist's songs; each row's button plays that song with the loaded list as the
 * player's playlist (auto-advance, wrap, skip on failure).
 */
export function SharedTrackList({ tracks, total, onNearEnd }: SharedTrackListProps) {
  const { t } = useTranslation('listen');
  const player = usePlayer();
  return (
    <PublicSongList
      items={tracks}
      songIdOf={(track) => track.id}
      total={total}
      onNearEnd={onNearEnd}
      heading={t('songs')}
      headingId="shared-playlist-songs"
      rowTestId="shared-track"
      renderRow={(track, { index, current, playing }) => (
        <>
          <span aria-hidden className="w-6 shrink-0 text-right text-xs tabular-nums text-zinc-400">
            {index + 1}
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
        </>
      )}
    />
  );
}
