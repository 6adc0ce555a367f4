import { Minimize2, Repeat, Shuffle, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../../shared/constants';
import type { PlayerContextValue } from '../../../lib/player/player-types';
import { PlayerButton } from './player-button';
import { PlayerLyricsToggle, type PlayerLyricsToggleState } from './player-lyrics-toggle';
import { PlayerQueueButton, type PlayerQueueToggleState } from './player-queue-button';
import { useSwapFocus, type PlayerWindowControls } from './use-swap-focus';
import { PlayerTransport } from './player-transport';
import { PlayerVolume } from './player-volume';
import { PlayerCommentMarkers } from './player-comment-markers';
import { PlayerWaveform } from './player-waveform';
import {
  PLAYER_BAR_HEIGHT_VARIABLE,
  PLAYER_HEIGHT_VARIABLE,
  usePlayerHeight,
} from './use-player-height';

const BAR_VARIABLES = [PLAYER_HEIGHT_VARIABLE, PLAYER_BAR_HEIGHT_VARIABLE];

interface PlayerFullBarProps {
  player: PlayerContextValue;
  label: string;
  windowControls: PlayerWindowControls;
  peaks: readonly number[] | undefined;
  lyricsToggle: PlayerLyricsToggleState;
  queueToggle: PlayerQueueToggleState;
}

/**
 * The expanded bar. Phones: title and window buttons, then the waveform, then the transport
 * with the toggles beside it, which wrap (the volume first) rather than push a control past the
 * screen's edge (issue 25 item 10: a 360 px screen lost the close button and the volume).
 * From md: one row — title, transport, waveform with times, toggles and volume, window buttons.
 */
export function PlayerFullBar({
  player,
  label,
  peaks,
  windowControls,
  lyricsToggle,
  queueToggle,
}: PlayerFullBarProps) {
  const swapFocusRef = useSwapFocus(windowControls);
  const { t } = useTranslation('player');
  const ref = usePlayerHeight<HTMLElement>(BAR_VARIABLES);
  const { currentSong, status, isPlaylistMode, currentPlaylist, isFromQueue } = player;
  const index = currentPlaylist.findIndex((track) => track.id === currentSong?.id);
  const subtitle =
    status === 'load-failed'
      ? t('error.body')
      : status === 'loading'
        ? t('loading')
        : isFromQueue
          ? t('queue.fromQueue')
          : isPlaylistMode && index >= 0
            ? t('playlistPosition', { index: index + 1, count: currentPlaylist.length })
            : null;

  return (
    <section
      ref={ref}
      aria-label={t('region')}
      data-testid="player-bar"
      data-status={status}
      data-minimised="false"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-zinc-800 bg-zinc-900/95 shadow-[0_-8px_24px_rgba(0,0,0,0.35)] backdrop-blur"
    >
      <div className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-2 gap-y-1 px-3 pb-[max(0.5rem,env(safe-area-inset-bottom))] pt-2 [grid-template-areas:'info_info_window''wave_wave_wave''transport_toggles_toggles'] md:flex md:gap-4 md:px-4 md:py-2">
        <div className="min-w-0 [grid-area:info] md:w-52 md:shrink-0 lg:w-64">
          <p className="truncate text-sm font-semibold text-zinc-100" title={label}>
            {label}
          </p>
          <p
            aria-live="polite"
            className={`truncate text-xs ${status === 'load-failed' ? 'text-red-400' : 'text-zinc-400'}`}
          >
            {[currentSong?.projectName, subtitle].filter(Boolean).join(' · ')}
          </p>
        </div>

        <div className="[grid-area:transport]">
          <PlayerTransport player={player} />
        </div>

        <div className="flex min-w-0 items-center gap-2 [grid-area:wave] md:flex-1">
          <span
            data-testid="player-time"
            className="w-10 shrink-0 text-right text-xs tabular-nums text-zinc-300"
          >
            {formatDuration(player.currentTime)}
          </span>
          <PlayerWaveform
            peaks={peaks}
            currentTime={player.currentTime}
            duration={player.duration}
            onSeek={player.seek}
            overlay={
              currentSong &&
              !currentSong.shared && (
                <PlayerCommentMarkers
                  audioId={currentSong.id}
                  duration={player.duration}
                  onSeek={player.seek}
                />
              )
            }
          />
          <span className="w-10 shrink-0 text-xs tabular-nums text-zinc-400">
            {formatDuration(player.duration)}
          </span>
        </div>

        <div className="flex min-w-0 flex-wrap items-center justify-end gap-1 [grid-area:toggles] md:flex-nowrap">
          {!currentSong?.shared && <PlayerLyricsToggle {...lyricsToggle} />}
          <PlayerQueueButton count={player.queue.length} {...queueToggle} />
          <PlayerButton
            icon={Repeat}
            label={t('repeat')}
            pressed={player.isRepeating}
            onClick={player.toggleRepeat}
          />
          {isPlaylistMode && (
            <PlayerButton
              icon={Shuffle}
              label={t('shuffle')}
              pressed={player.isShuffled}
              onClick={player.toggleShuffle}
            />
          )}
          {/* Phones too (issue 16 item 8): a shorter slider beside the toggles. */}
          <div className="ml-1">
            <PlayerVolume volume={player.volume} onChange={player.setVolume} />
          </div>
        </div>

        <div className="flex items-center justify-end gap-0.5 [grid-area:window]">
          <PlayerButton
            icon={Minimize2}
            label={t('minimise')}
            onClick={windowControls.onToggleMinimised}
            ref={swapFocusRef}
          />
          <PlayerButton icon={X} label={t('close')} onClick={player.close} />
        </div>
      </div>
    </section>
  );
}
