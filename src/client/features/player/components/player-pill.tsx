import { Maximize2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../../shared/constants';
import type { PlayerContextValue } from '../../../lib/player/player-types';
import { PlayerButton } from './player-button';
import { useSwapFocus, type PlayerWindowControls } from './use-swap-focus';
import { PlayPauseButton } from './play-pause-button';
import { PLAYER_HEIGHT_VARIABLE, usePlayerHeight } from './use-player-height';

const PILL_VARIABLES = [PLAYER_HEIGHT_VARIABLE];

interface PlayerPillProps {
  player: PlayerContextValue;
  label: string;
  windowControls: PlayerWindowControls;
}

/** The minimised player: a small pill in the bottom-right corner with the essentials. */
export function PlayerPill({ player, label, windowControls }: PlayerPillProps) {
  const swapFocusRef = useSwapFocus(windowControls);
  const { t } = useTranslation('player');
  const ref = usePlayerHeight<HTMLDivElement>(PILL_VARIABLES);
  const progress = player.duration > 0 ? Math.min(1, player.currentTime / player.duration) : 0;
  return (
    <div ref={ref} className="pointer-events-none fixed bottom-0 right-0 z-40 p-3">
      <section
        aria-label={t('region')}
        data-testid="player-bar"
        data-status={player.status}
        data-minimised="true"
        className="pointer-events-auto relative flex max-w-[calc(100vw-1.5rem)] items-center gap-2 overflow-hidden rounded-full border border-zinc-700 bg-zinc-900/95 py-1.5 pl-1.5 pr-2 shadow-xl shadow-black/40 backdrop-blur"
      >
        <PlayPauseButton
          size="sm"
          status={player.status}
          isPlaying={player.isPlaying}
          onToggle={player.toggle}
        />
        <p
          className="min-w-0 max-w-[9rem] truncate text-sm font-medium text-zinc-100 sm:max-w-[14rem]"
          title={label}
        >
          {label}
        </p>
        <span data-testid="player-time" className="text-xs tabular-nums text-zinc-400">
          {formatDuration(player.currentTime)}
        </span>
        <PlayerButton
          size="sm"
          icon={Maximize2}
          label={t('expand')}
          onClick={windowControls.onToggleMinimised}
          ref={swapFocusRef}
        />
        <PlayerButton size="sm" icon={X} label={t('close')} onClick={player.close} />
        <span
          aria-hidden
          className="absolute inset-x-0 bottom-0 h-0.5 origin-left bg-brand-500"
          style={{ transform: `scaleX(${progress})` }}
        />
      </section>
    </div>
  );
}
