import type { AudioFile } from '../../../shared/schemas/audio';

/** What the player needs of a song; any AudioFile qualifies. */
export type PlayerTrack = Pick<
  AudioFile,
  'id' | 'title' | 'originalName' | 'filename' | 'url' | 'duration'
> & {
  projectName?: string;
};

export type PlayerStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'ended' | 'load-failed';

/** The persistent player's state (part 2 §3 "Player state", §4 "Player"). */
export interface PlayerState {
  currentSong: PlayerTrack | null;
  status: PlayerStatus;
  isPlaying: boolean;
  currentTime: number;
  duration: number;
  volume: number;
  isRepeating: boolean;
  isShuffled: boolean;
  isPlaylistMode: boolean;
  currentPlaylist: PlayerTrack[];
  isMinimised: boolean;
}

/** The player's controls; every list plays songs through these. */
export interface PlayerControls {
  /**
   * Plays `track`. The same song toggles play/pause; another song discards the previous one.
   * With `list`, playlist mode starts over that list (shuffled when shuffle is on).
   */
  play(track: PlayerTrack, list?: PlayerTrack[]): void;
  toggle(): void;
  /** Rewinds to zero and pauses. */
  stop(): void;
  /** Clears the current song; the bar hides. */
  close(): void;
  seek(seconds: number): void;
  next(): void;
  previous(): void;
  setVolume(volume: number): void;
  toggleRepeat(): void;
  toggleShuffle(): void;
  toggleMinimised(): void;
}

export type PlayerContextValue = PlayerState & PlayerControls;
