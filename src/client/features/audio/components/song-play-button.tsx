import { Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface SongPlayButtonProps {
  title: string;
  /** This song is the player's current song and is playing (or about to). */
  playing: boolean;
  /** This song is the player's current song, playing or not. */
  current: boolean;
  onPlay: () => void;
  size?: 'md' | 'sm';
}

/** Play/pause for one song; its label names the song and what a press will do. */
export function SongPlayButton({
  title,
  playing,
  current,
  onPlay,
  size = 'md',
}: SongPlayButtonProps) {
  const { t } = useTranslation('audio');
  const box = size === 'md' ? 'h-9 w-9' : 'h-7 w-7';
  const icon = size === 'md' ? 'h-4 w-4' : 'h-3.5 w-3.5';
  return (
    <button
      type="button"
      onClick={onPlay}
      aria-label={playing ? t('row.pause', { title }) : t('row.play', { title })}
      aria-pressed={playing}
      className={`flex ${box} shrink-0 items-center justify-center rounded-full transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400 ${
        playing
          ? 'bg-brand-500 text-white'
          : current
            ? 'bg-brand-600/30 text-brand-200 hover:bg-brand-600 hover:text-white'
            : 'bg-zinc-800 text-zinc-200 hover:bg-brand-600 hover:text-white'
      }`}
    >
      {playing ? (
        <Pause className={icon} aria-hidden />
      ) : (
        <Play className={`ml-0.5 ${icon}`} aria-hidden />
      )}
    </button>
  );
}
