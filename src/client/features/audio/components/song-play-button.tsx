import { useTranslation } from 'react-i18next';
import { PlayToggleButton } from '../../../components/ui/play-toggle-button';

interface SongPlayButtonProps {
  title: string;
  /** This song is the player's current song and is playing (or about to). */
  playing: boolean;
  /** This song is the player's current song, playing or not. */
  current: boolean;
  onPlay: () => void;
  size?: 'md' | 'sm';
}

/** Play/pause for one song of the song table; its label names the song and what a press will do. */
export function SongPlayButton({
  title,
  playing,
  current,
  onPlay,
  size = 'md',
}: SongPlayButtonProps) {
  const { t } = useTranslation('audio');
  return (
    <PlayToggleButton
      label={playing ? t('row.pause', { title }) : t('row.play', { title })}
      playing={playing}
      current={current}
      onToggle={onPlay}
      size={size}
    />
  );
}
