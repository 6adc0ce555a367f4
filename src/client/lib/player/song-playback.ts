import {
  PLAYBACK_FAILURE_SKIP_MS,
  PLAYER_LOAD_RETRY_MS,
  PLAYLIST_ADVANCE_MS,
} from '../../../shared/constants';
import { HAVE_CURRENT_DATA, listenToMedia, playRejection, type PlayerMedia } from './player-media';
import { actionOnEnd, shouldSkipAfterFailure } from './player-rules';
import { clampVolume, initialPlayerState } from './player-state';
import type { PlayerState, PlayerTrack, QueueEntry } from './player-types';

export interface PlayerEngineOptions {
  createMedia: () => PlayerMedia;
  initialVolume: number;
  /** Called when the user changes the volume (the provider remembers it). */
  onVolumeChange?: (volume: number) => void;
  /** Called once per failed load or playback (the provider toasts). */
  onFailure?: (track: PlayerTrack, error: unknown) => void;
  random?: () => number;
  /** The queue kept from the last visit (localStorage). */
  initialQueue?: readonly QueueEntry[];
  /** Called whenever the queue changes (the runtime stores it). */
  onQueueChange?: (queue: readonly QueueEntry[]) => void;
}

/**
 * The player's state, read by React through subscribe/getState (useSyncExternalStore), and
 * one song on the app's one audio element: loading it (once more when it is not ready in
 * time), following the element's events, a failure (skipped after a while in a playlist), the
 * song's end (restart, advance or stop). What plays next is the engine's (player-engine.ts).
 */
export abstract class SongPlayback {
  protected state: PlayerState;
  protected readonly media: PlayerMedia;
  private readonly listeners = new Set<() => void>();
  private pendingTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  protected consecutiveFailures = 0;

  constructor(protected readonly options: PlayerEngineOptions) {
    this.state = {
      ...initialPlayerState(clampVolume(options.initialVolume)),
      queue: [...(options.initialQueue ?? [])],
    };
    this.media = options.createMedia();
    this.media.preload = 'auto';
    this.media.volume = this.state.volume;
    this.listenToMedia();
  }

  /** The next song: of the queue, else of the playlist (after a failure or the song's end). */
  abstract next: () => void;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getState = (): PlayerState => this.state;

  /** Stops playback and timers when the app unmounts (the element itself is dropped). */
  dispose = () => {
    this.clearTimers();
    this.media.pause();
  };

  /** Discards the previous song and starts `track` from zero. */
  protected load(track: PlayerTrack, isFromQueue: boolean) {
    this.clearTimers();
    this.media.pause();
    this.media.src = track.url;
    this.update({
      currentSong: track,
      isFromQueue,
      status: 'loading',
      isPlaying: true,
      currentTime: 0,
      duration: track.duration,
    });
    this.startPlayback();
    let retried = false;
    const checkReady = () => {
      if (this.state.currentSong?.id !== track.id || this.state.status !== 'loading') return;
      if (this.media.readyState >= HAVE_CURRENT_DATA || retried) return;
      // Spec: not ready after PLAYER_LOAD_RETRY_MS → load once more.
      retried = true;
      this.media.load();
      this.startPlayback();
    };
    this.retryTimer = setTimeout(checkReady, PLAYER_LOAD_RETRY_MS);
  }

  protected startPlayback() {
    const track = this.state.currentSong;
    if (!track) return;
    if (this.state.status !== 'loading') this.update({ isPlaying: true });
    this.media.play().catch((error: unknown) => {
      if (this.state.currentSong?.id !== track.id) return;
      const kind = playRejection(error);
      if (kind === 'not-allowed') this.update({ status: 'paused', isPlaying: false });
      if (kind === 'failed') this.fail(track, error);
    });
  }

  protected fail(track: PlayerTrack, error: unknown) {
    if (this.state.status === 'load-failed') return;
    this.clearTimers();
    this.consecutiveFailures += 1;
    console.warn(`Playback failed for ${track.url}`, error);
    this.update({ status: 'load-failed', isPlaying: false });
    this.options.onFailure?.(track, error);
    const skip = shouldSkipAfterFailure({
      isPlaylistMode: this.state.isPlaylistMode,
      playlistLength: this.state.currentPlaylist.length,
      consecutiveFailures: this.consecutiveFailures,
      queueLength: this.state.queue.length,
    });
    if (skip) this.pendingTimer = setTimeout(this.next, PLAYBACK_FAILURE_SKIP_MS);
  }

  private handleEnded = () => {
    const action = actionOnEnd({
      isRepeating: this.state.isRepeating,
      isPlaylistMode: this.state.isPlaylistMode,
      playlistLength: this.state.currentPlaylist.length,
      queueLength: this.state.queue.length,
    });
    if (action === 'restart') {
      this.media.currentTime = 0;
      this.update({ currentTime: 0 });
      this.startPlayback();
      return;
    }
    this.update({ status: 'ended', isPlaying: false, currentTime: this.state.duration });
    if (action === 'advance') this.pendingTimer = setTimeout(this.next, PLAYLIST_ADVANCE_MS);
  };

  private listenToMedia() {
    const hasSong = () => this.state.currentSong !== null;
    const active = () => hasSong() && this.state.status !== 'load-failed';
    listenToMedia(this.media, {
      onPlaying: () => {
        if (!hasSong()) return;
        this.consecutiveFailures = 0;
        this.update({ status: 'playing', isPlaying: true });
      },
      // The OS, headphones or another tab may pause us: the element is the truth.
      onPause: () => {
        if (this.state.status === 'playing') this.update({ status: 'paused', isPlaying: false });
      },
      onWaiting: () => {
        if (this.state.status === 'playing') this.update({ status: 'loading' });
      },
      onTime: (seconds) => {
        if (active()) this.update({ currentTime: seconds });
      },
      onDuration: (seconds) => {
        if (active()) this.update({ duration: seconds });
      },
      onEnded: () => {
        if (hasSong()) this.handleEnded();
      },
      onError: (error) => {
        const track = this.state.currentSong;
        if (track) this.fail(track, error);
      },
    });
  }

  protected clearTimers() {
    clearTimeout(this.pendingTimer);
    clearTimeout(this.retryTimer);
    this.pendingTimer = undefined;
    this.retryTimer = undefined;
  }

  protected update(patch: Partial<PlayerState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}
