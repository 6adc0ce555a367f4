import type { AudioFile } from '../../../shared/schemas/audio';

/** What the player needs of a song; any AudioFile (or dashboard SongSummary) qualifies. */
export type PlayerTrack = Pick<
  AudioFile,
  'id' | 'title' | 'originalName' | 'filename' | 'url' | 'duration'
> & {
  projectName?: string;
  /** Shown as the artist on lock screens (Media Session), else the project name. */
  uploaderName?: string;
  /**
   * The project the song belongs to: the bar's lyrics toggle edits that project's lyrics and is
   * disabled without one. Audio rows and dashboard songs carry it already.
   */
  projectId?: string | null;
  /**
   * A song of a shared playlist heard through its /listen link: the player asks no signed-in
   * API about it (no detail, comments or lyrics) and uses the peaks it came with.
   */
  shared?: boolean;
  /** Waveform peaks known up front (shared songs); others load them with the file's detail. */
  peaks?: number[];
  /**
   * Where a play of this song is reported when it is not the signed-in route
   * (POST /api/audio/{id}/plays): a public page's own token route, e.g. a public playlist's
   * POST /api/listen/{token}/tracks/{trackId}/plays. Reported signed in or not.
   */
  playsUrl?: string;
};

/** One queued song. `key` tells two entries of the same song apart (move, remove). */
export interface QueueEntry {
  key: string;
  track: PlayerTrack;
}

export type PlayerStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'ended' | 'load-failed';

/** The persistent player's state (part 2 §3 "Player state", §4 "Player"). */
export interface PlayerState {
  currentSong: PlayerTrack | null;
  status: PlayerStatus;
  /** True while playing or loading with the intent to play (lists show "pause" then). */
  isPlaying: boolean;
  currentTime: number;
  duration: number;
  volume: number;
  isRepeating: boolean;
  isShuffled: boolean;
  isPlaylistMode: boolean;
  /** The playlist in play order (shuffled when isShuffled). */
  currentPlaylist: PlayerTrack[];
  /**
   * Songs chosen with "Play next" / "Add to queue" (issue 25 item 6): they play after the
   * current song, before the playlist goes on. Kept across reloads.
   */
  queue: QueueEntry[];
  /** The current song came from the queue (it is not a position in the playlist). */
  isFromQueue: boolean;
  isMinimised: boolean;
}

/**
 * The player's controls; every list plays songs through these. Declared as function-valued
 * properties (stable, unbound) so `const { play } = usePlayer()` is safe.
 */
export interface PlayerControls {
  /**
   * Plays `track`. The same song toggles play/pause; another song discards the previous one.
   * With `list`, playlist mode starts over that list (shuffled when shuffle is on).
   */
  play: (track: PlayerTrack, list?: readonly PlayerTrack[]) => void;
  toggle: () => void;
  /** Rewinds to zero and pauses. */
  stop: () => void;
  /** Clears the current song; the bar hides. */
  close: () => void;
  seek: (seconds: number) => void;
  next: () => void;
  previous: () => void;
  /** Loads the current song again and plays it (after a load failure). */
  retry: () => void;
  setVolume: (volume: number) => void;
  toggleRepeat: () => void;
  toggleShuffle: () => void;
  toggleMinimised: () => void;
  /** Puts songs at the front of the queue; with nothing loaded, the queue starts playing. */
  playNext: (tracks: readonly PlayerTrack[]) => void;
  /** Puts songs at the end of the queue; with nothing loaded, the queue starts playing. */
  addToQueue: (tracks: readonly PlayerTrack[]) => void;
  /** Moves a queued entry `by` places (−1 earlier, +1 later). */
  moveQueued: (key: string, by: number) => void;
  removeQueued: (key: string) => void;
  clearQueue: () => void;
}

export type PlayerContextValue = PlayerState & PlayerControls;

/** The engine as the app holds it: its controls, its state for React, and its teardown. */
export interface PlayerCore extends PlayerControls {
  subscribe: (listener: () => void) => () => void;
  getState: () => PlayerState;
  /** Stops playback and timers when the app unmounts. */
  dispose: () => void;
}
