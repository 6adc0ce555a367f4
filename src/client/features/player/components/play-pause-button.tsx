import { Loader2, Pause, Play, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PlayerStatus } from '../../../lib/player/player-types';

interface PlayPauseButtonProps {
  status: PlayerStatus;
  isPlaying: boolean;
  onToggle: () => void;
  size?: 'sm' | 'lg';
}

/** The main button: play or pause, a spinner while loading, retry after a failure. */
export function PlayPauseButton({
  status,
  isPlaying,
  onToggle,
  size = 'lg',
}: PlayPauseButtonProps) {
  const { t } = useTranslation('player');
  const failed = status === 'load-failed';
  const Icon = failed ? RotateCw : status === 'loading' ? Loader2 : isPlaying ? Pause : Play;
  const label = failed ? t('retry') : isPlaying ? t('pause') : t('play');
  const box = size === 'lg' ? 'h-11 w-11' : 'h-8 w-8';
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={label}
      title={label}
      className={`inline-flex ${box} shrink-0 items-center justify-center rounded-full bg-brand-600 text-white shadow transition-colors hover:bg-brand-500`}
    >
      <Icon
        className={`${size === 'lg' ? 'h-5 w-5' : 'h-4 w-4'} ${status === 'loading' ? 'animate-spin' : ''} ${
          Icon === Play ? 'ml-0.5' : ''
        }`}
        aria-hidden
      />
    </button>
  );
}
