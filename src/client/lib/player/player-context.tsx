import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../notify';
import { PlayerEngine } from './player-engine';
import { parseStoredVolume } from './player-rules';
import type { PlayerContextValue } from './player-types';
import { useCloseOnSignOut } from './use-close-on-sign-out';
import { useMediaSession } from './use-media-session';
import { useRecordPlays } from './use-record-plays';
import { useSpaceToggle } from './use-space-toggle';

/** localStorage key of the remembered volume. */
export const PLAYER_VOLUME_STORAGE_KEY = 'player-volume';

const PlayerContext = createContext<PlayerContextValue | null>(null);

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

/** The persistent player (part 2 §4): one audio element for the whole app, shared by all lists. */
export function PlayerProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation('player');
  const [engine] = useState(
    () =>
      new PlayerEngine({
        createMedia: () => new Audio(),
        initialVolume: readStoredVolume(),
        onVolumeChange: rememberVolume,
        // Spec §8: 'Playback Error / Could not load audio file' (the engine has logged it).
        onFailure: () =>
          toast.error(i18n.t('player:error.title'), {
            description: i18n.t('player:error.body'),
          }),
      }),
  );
  useEffect(() => engine.dispose, [engine]);

  const state = useSyncExternalStore(engine.subscribe, engine.getState, engine.getState);
  const value = useMemo<PlayerContextValue>(
    () => ({
      ...state,
      play: engine.play,
      toggle: engine.toggle,
      stop: engine.stop,
      close: engine.close,
      seek: engine.seek,
      next: engine.next,
      previous: engine.previous,
      retry: engine.retry,
      setVolume: engine.setVolume,
      toggleRepeat: engine.toggleRepeat,
      toggleShuffle: engine.toggleShuffle,
      toggleMinimised: engine.toggleMinimised,
    }),
    [state, engine],
  );

  useMediaSession(value);
  useSpaceToggle(state.currentSong !== null, engine.toggle);
  useCloseOnSignOut(engine.close);
  useRecordPlays(engine);

  return <PlayerContext.Provider value={value}>{children}</PlayerContext.Provider>;
}

/** The global player's state and controls; lists call `play(track, visibleRows)`. */
export function usePlayer(): PlayerContextValue {
  const player = useContext(PlayerContext);
  if (!player) throw new Error('usePlayer() needs <PlayerProvider> above it');
  return player;
}
