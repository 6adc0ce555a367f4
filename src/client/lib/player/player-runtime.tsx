import i18n, { loadNamespaces } from '../../i18n/i18n';
import { toast } from '../notify';
import { readStoredQueue, storeQueue } from './play-queue-storage';
import { PlayerEngine, type PlayerEngineOptions } from './player-engine';
import { checkQueuedSongs } from './queued-songs-check';
import type { PlayerContextValue, PlayerCore } from './player-types';
import { useCloseOnSignOut } from './use-close-on-sign-out';
import { useMediaSession } from './use-media-session';
import { useRecordPlays } from './use-record-plays';
import { useSpaceToggle } from './use-space-toggle';

// What the player needs only once something plays, fetched on first use (lazy-player.ts): the
// engine with its rules, and the hooks that follow the playing song.

/** Spec §8: 'Playback Error / Could not load audio file' (the engine has logged it). */
function showPlaybackFailure() {
  const show = () =>
    toast.error(i18n.t('player:error.title'), { description: i18n.t('player:error.body') });
  // Pages with a player load its wording already; the toast must not wait on it otherwise.
  loadNamespaces(['player']).then(show, show);
}

/** The one audio element of the app, driven by the player's rules. */
export function createPlayerEngine(
  options: Pick<PlayerEngineOptions, 'initialVolume' | 'onVolumeChange'>,
): PlayerCore {
  const engine = new PlayerEngine({
    ...options,
    createMedia: () => new Audio(),
    onFailure: showPlaybackFailure,
    initialQueue: readStoredQueue(),
    onQueueChange: storeQueue,
  });
  // The kept queue may name songs deleted or no longer shared with this account since.
  void checkQueuedSongs(engine);
  return engine;
}

/**
 * Follows the playing song once the engine exists: lock screen and media keys, Space to
 * play/pause, closing on sign-out, play counts. Renders nothing.
 */
export function PlayerRuntime({
  engine,
  player,
}: {
  engine: PlayerCore;
  player: PlayerContextValue;
}) {
  useMediaSession(player);
  useSpaceToggle(player.currentSong !== null, engine.toggle);
  useCloseOnSignOut(engine.close);
  useRecordPlays(engine);
  return null;
}
