import {
  createContext,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import i18n from '../../i18n/i18n';
import { toast } from '../notify';
import { LazyPlayer } from './lazy-player';
import { parseStoredVolume } from './player-state';
import type { PlayerContextValue } from './player-types';

/** localStorage key of the remembered volume. */
export const PLAYER_VOLUME_STORAGE_KEY = 'player-volume';

type PlayerRuntimeModule = typeof import('./player-runtime');
type AppPlayer = LazyPlayer<PlayerRuntimeModule>;

const PlayerContext = createContext<PlayerContextValue | null>(null);
const AppPlayerContext = createContext<AppPlayer | null>(null);

function readStoredVolume(): number {
  try {
    return parseStoredVolume(localStorage.getItem(PLAYER_VOLUME_STORAGE_KEY));
  } catch {
    return parseStoredVolume(null);
  }
}

function rememberVolume(volume: number) {
  try {
    localStorage.setItem(PLAYER_VOLUME_STORAGE_KEY, String(volume));
  } catch {
    // Private mode or a full quota: the volume simply is not remembered.
  }
}

/**
 * The persistent player (part 2 §4): one audio element for the whole app, shared by all lists.
 * Its engine is not part of the first load (the landing page never plays): it is fetched when
 * a player control first shows and started by the first command (lazy-player.ts).
 */
export function PlayerProvider({ children }: { children: ReactNode }) {
  const [player] = useState<AppPlayer>(
    () =>
      new LazyPlayer({
        initialVolume: readStoredVolume(),
        fetch: () => import('./player-runtime'),
        start: (runtime, volume) =>
          runtime.createPlayerEngine({ initialVolume: volume, onVolumeChange: rememberVolume }),
        onFetchFailure: (error) => {
          console.warn('The player could not be loaded', error);
          toast.error(i18n.t('errors.network'));
        },
      }),
  );
  useEffect(() => player.dispose, [player]);

  const state = useSyncExternalStore(player.subscribe, player.getState, player.getState);
  const value = useMemo<PlayerContextValue>(
    () => ({
      ...state,
      play: player.play,
      toggle: player.toggle,
      stop: player.stop,
      close: player.close,
      seek: player.seek,
      next: player.next,
      previous: player.previous,
      retry: player.retry,
      setVolume: player.setVolume,
      toggleRepeat: player.toggleRepeat,
      toggleShuffle: player.toggleShuffle,
      toggleMinimised: player.toggleMinimised,
      playNext: player.playNext,
      addToQueue: player.addToQueue,
      moveQueued: player.moveQueued,
      removeQueued: player.removeQueued,
      clearQueue: player.clearQueue,
    }),
    [state, player],
  );
  const started = player.started();

  return (
    <AppPlayerContext.Provider value={player}>
      <PlayerContext.Provider value={value}>
        {children}
        {started && (
          <Suspense fallback={null}>
            <started.runtime.PlayerRuntime engine={started.core} player={value} />
          </Suspense>
        )}
      </PlayerContext.Provider>
    </AppPlayerContext.Provider>
  );
}

/**
 * The global player's state and controls; lists call `play(track, visibleRows)`. A component
 * that uses it fetches the engine's code ahead of its first command.
 */
export function usePlayer(): PlayerContextValue {
  const player = useContext(PlayerContext);
  const app = useContext(AppPlayerContext);
  useEffect(() => {
    app?.prefetch();
  }, [app]);
  if (!player) throw new Error('usePlayer() needs <PlayerProvider> above it');
  return player;
}
