import { useTranslation } from 'react-i18next';
import { useAudioDetail } from '../../audio/api/audio-queries';
import { usePlayer } from '../player-context';
import { trackLabel } from '../player-rules';
import { PlayerFullBar } from './player-full-bar';
import { PlayerPill } from './player-pill';
import { useWindowControls } from './use-swap-focus';

/**
 * The global player bar (part 2 §4): fixed at the bottom whenever a track is loaded, hidden
 * otherwise; minimised it becomes a small pill.
 */
export function PlayerBar() {
  const { t } = useTranslation('player');
  const player = usePlayer();
  const song = player.currentSong;
  // Peaks come with the file's detail (GET /api/audio/{id}); the list rows do not carry them.
  const detail = useAudioDetail(song?.id ?? null);
  const windowControls = useWindowControls(player.toggleMinimised);
  if (!song) return null;
  const label = trackLabel(song) ?? t('unknownTrack');
  if (player.isMinimised)
    return <PlayerPill player={player} label={label} windowControls={windowControls} />;
  const peaks = detail.data?.id === song.id ? detail.data.peaks : undefined;
  return (
    <PlayerFullBar player={player} label={label} peaks={peaks} windowControls={windowControls} />
  );
}
