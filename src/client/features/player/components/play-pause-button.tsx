import { Loader2, Pause, Play, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PlayerStatus } from '../../../lib/player/player-types';
import { IconButton } from '../../../components/ui/icon-button';

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
    <IconButton look="play" className={box} onClick={onToggle} label={label} title={label}>
      <Icon
        className={`${size === 'lg' ? 'h-5 w-5' : 'h-4 w-4'} ${status === 'loading' ? 'animate-spin' : ''} ${
          Icon === Play ? 'ml-0.5' : ''
        }`}
        aria-hidden
      />
    </IconButton>
  );
}
