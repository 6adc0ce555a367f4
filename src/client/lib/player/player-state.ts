import { PLAYER_DEFAULT_VOLUME } from '../../../shared/constants';
import type { PlayerState } from './player-types';

// The few rules the app's first load needs before any song plays (the idle state and the
// remembered volume); the rest of the player's rules load with its engine (player-rules.ts).

/** The player before any song is loaded (also what close() returns to). */
export function initialPlayerState(volume: number): PlayerState {
  return {
    currentSong: null,
    status: 'idle',
    isPlaying: false,
    currentTime: 0,
    duration: 0,
    volume,
    isRepeating: false,
    isShuffled: false,
    isPlaylistMode: false,
    currentPlaylist: [],
    queue: [],
    isFromQueue: false,
    isMinimised: false,
  };
}

/** Volume kept within 0..1; anything unreadable becomes the default. */
export function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return PLAYER_DEFAULT_VOLUME;
  return Math.min(1, Math.max(0, volume));
}

/** The remembered volume from localStorage, or the default when absent or malformed. */
export function parseStoredVolume(raw: string | null): number {
  if (raw === null || raw.trim() === '') return PLAYER_DEFAULT_VOLUME;
  return clampVolume(Number(raw));
}
