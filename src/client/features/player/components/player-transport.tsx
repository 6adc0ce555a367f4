import { RotateCcw, SkipBack, SkipForward, Square } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PlayerContextValue } from '../../../lib/player/player-types';
import { PlayerButton } from './player-button';
import { PlayPauseButton } from './play-pause-button';

/**
 * Previous / play-pause / next / stop in playlist mode; in single mode the left button replays the
 * song from zero instead (part 2 §4), and Next shows while songs are queued.
 */
export function PlayerTransport({ player }: { player: PlayerContextValue }) {
  const { t } = useTranslation('player');
  const handleReplay = () => {
    player.seek(0);
    if (!player.isPlaying) player.toggle();
  };
  return (
    <div className="flex items-center gap-1">
      {player.isPlaylistMode ? (
        <PlayerButton icon={SkipBack} label={t('previous')} onClick={player.previous} />
      ) : (
        <PlayerButton icon={RotateCcw} label={t('replay')} onClick={handleReplay} />
      )}
      <PlayPauseButton
        status={player.status}
        isPlaying={player.isPlaying}
        onToggle={player.toggle}
      />
      {/* A queued song is always a next one, in single mode too. */}
      {(player.isPlaylistMode || player.queue.length > 0) && (
        <PlayerButton icon={SkipForward} label={t('next')} onClick={player.next} />
      )}
      <PlayerButton icon={Square} label={t('stop')} onClick={player.stop} />
    </div>
  );
}
