import {
  PLAYBACK_FAILURE_SKIP_MS,
  PLAYER_LOAD_RETRY_MS,
  PLAYLIST_ADVANCE_MS,
} from '../../../shared/constants';
import { HAVE_CURRENT_DATA, listenToMedia, playRejection, type PlayerMedia } from './player-media';
import { PlaylistOrder } from './player-playlist';
import {
  dropSongs,
  moveQueued,
  queueLast,
  queueNext,
  refreshSongs,
  removeQueued,
} from './play-queue';
import {
  actionOnEnd,
  clampTime,
  nextIndex,
  previousIndex,
  shouldSkipAfterFailure,
} from './player-rules';
import { clampVolume, initialPlayerState } from './player-state';
import type { PlayerControls, PlayerState, PlayerTrack, QueueEntry } from './player-types';

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
 * The one audio element of the app and the player's rules (part 2 §4), outside React so
 * every screen shares it and it can be tested without a DOM. React reads it through
 * subscribe/getState (useSyncExternalStore).
 */
export class PlayerEngine implements PlayerControls {
  private state: PlayerState;
  private readonly media: PlayerMedia;
  private readonly listeners = new Set<() => void>();
  private readonly playlist: PlaylistOrder;
  private pendingTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private consecutiveFailures = 0;
  /** The playlist song a queued song followed: the playlist goes on after it. */
  private queueAnchorId: string | null = null;
  private queueKeys = 0;

  constructor(private readonly options: PlayerEngineOptions) {
    this.state = {
      ...initialPlayerState(clampVolume(options.initialVolume)),
      queue: [...(options.initialQueue ?? [])],
    };
    this.playlist = new PlaylistOrder(options.random);
    this.media = options.createMedia();
    this.media.preload = 'auto';
    this.media.volume = this.state.volume;
    this.listenToMedia();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getState = (): PlayerState => this.state;

  play = (track: PlayerTrack, list?: readonly PlayerTrack[]) => {
    if (list) this.usePlaylist(track, list);
    else if (this.state.currentSong?.id !== track.id) this.useSingleMode();
    if (this.state.currentSong?.id === track.id) {
      // Same song: toggle, but keep fresh details (a rename shows at once). Chosen from a
      // list, it is that list's song now, no longer the queue's.
      this.update({ currentSong: track, isFromQueue: list ? false : this.state.isFromQueue });
      this.toggle();
      return;
    }
    this.consecutiveFailures = 0;
    this.load(track, false);
  };

  toggle = () => {
    const { currentSong, status } = this.state;
    if (!currentSong) return;
    // A pending auto-advance is cancelled by the user's own choice.
    this.clearTimers();
    if (status === 'load-failed') return this.retry();
    if (this.state.isPlaying) {
      this.media.pause();
      this.update({ status: 'paused', isPlaying: false });
      return;
    }
    if (status === 'ended') this.media.currentTime = 0;
    this.startPlayback();
  };

  stop = () => {
    if (!this.state.currentSong) return;
    this.clearTimers();
    this.media.pause();
    if (this.state.status !== 'load-failed') this.media.currentTime = 0;
    this.update({
      status: this.state.status === 'load-failed' ? 'load-failed' : 'paused',
      isPlaying: false,
      currentTime: 0,
    });
  };

  close = () => {
    this.clearTimers();
    this.media.pause();
    // removeAttribute + load() empties the element without raising an error event.
    this.media.removeAttribute('src');
    this.media.load();
    this.playlist.clear();
    this.update({
      ...initialPlayerState(this.state.volume),
      isRepeating: this.state.isRepeating,
      isShuffled: this.state.isShuffled,
    });
    // Closing the player ends the listening session, its queue included.
    this.setQueue([]);
  };

  seek = (seconds: number) => {
    if (!this.state.currentSong) return;
    const time = clampTime(seconds, this.state.duration);
    this.media.currentTime = time;
    const status = this.state.status === 'ended' ? 'paused' : this.state.status;
    this.update({ currentTime: time, status });
  };

  next = () => {
    if (!this.playFromQueue()) this.step(nextIndex);
  };

  previous = () => this.step(previousIndex);

  retry = () => {
    const track = this.state.currentSong;
    if (track) this.load(track, this.state.isFromQueue);
  };

  playNext = (tracks: readonly PlayerTrack[]) => this.enqueue(queueNext, tracks);

  addToQueue = (tracks: readonly PlayerTrack[]) => this.enqueue(queueLast, tracks);

  moveQueued = (key: string, by: number) => this.setQueue(moveQueued(this.state.queue, key, by));

  removeQueued = (key: string) => this.setQueue(removeQueued(this.state.queue, key));

  clearQueue = () => this.setQueue([]);

  /** Takes out queued songs the listener may no longer play (checked after a reload). */
  dropQueuedSongs = (ids: ReadonlySet<string>) => this.setQueue(dropSongs(this.state.queue, ids));

  /** Gives queued songs their details as the server says now (a rename). */
  refreshQueuedSongs = (fresh: ReadonlyMap<string, Partial<PlayerTrack>>) =>
    this.setQueue(refreshSongs(this.state.queue, fresh));

  setVolume = (volume: number) => {
    const value = clampVolume(volume);
    this.media.volume = value;
    this.update({ volume: value });
    this.options.onVolumeChange?.(value);
  };

  toggleRepeat = () => this.update({ isRepeating: !this.state.isRepeating });

  toggleShuffle = () => {
    const isShuffled = !this.state.isShuffled;
    const firstId = this.state.currentSong?.id ?? null;
    this.update({ isShuffled, currentPlaylist: this.playlist.ordered(isShuffled, firstId) });
  };

  toggleMinimised = () => this.update({ isMinimised: !this.state.isMinimised });

  /** Stops playback and timers when the app unmounts (the element itself is dropped). */
  dispose = () => {
    this.clearTimers();
    this.media.pause();
  };

  private enqueue(place: typeof queueNext, tracks: readonly PlayerTrack[]) {
    if (tracks.length === 0) return;
    this.setQueue(
      place(this.state.queue, tracks, () => `q${Date.now().toString(36)}-${++this.queueKeys}`),
    );
    // Nothing to follow: the queue itself starts.
    if (!this.state.currentSong) this.playFromQueue();
  }

  private setQueue(queue: QueueEntry[]) {
    this.update({ queue });
    this.options.onQueueChange?.(queue);
  }

  /** Starts the first queued song, taking it off the queue; false when the queue is empty. */
  private playFromQueue(): boolean {
    const [head, ...rest] = this.state.queue;
    if (!head) return false;
    if (!this.state.isFromQueue) this.queueAnchorId = this.state.currentSong?.id ?? null;
    this.setQueue(rest);
    this.load(head.track, true);
    return true;
  }

  private update(patch: Partial<PlayerState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  private usePlaylist(track: PlayerTrack, list: readonly PlayerTrack[]) {
    const order = this.playlist.start(track, list, {
      shuffled: this.state.isShuffled,
      alreadyPlaylist: this.state.isPlaylistMode,
    });
    if (order) this.update({ isPlaylistMode: true, currentPlaylist: order });
  }

  private useSingleMode() {
    this.playlist.clear();
    this.update({ isPlaylistMode: false, currentPlaylist: [] });
  }

  private step(pick: (index: number, length: number) => number) {
    const { currentPlaylist, currentSong, isPlaylistMode, isFromQueue } = this.state;
    if (!isPlaylistMode || currentPlaylist.length === 0) return;
    // After a queued song the playlist goes on from the song the queue followed.
    const at = isFromQueue ? this.queueAnchorId : (currentSong?.id ?? null);
    const index = currentPlaylist.findIndex((track) => track.id === at);
    // "Previous" from a queued song goes back to that song itself.
    const back = isFromQueue && pick === previousIndex && index >= 0;
    const target = currentPlaylist[back ? index : pick(index, currentPlaylist.length)];
    if (!target) return;
    if (target.id === currentSong?.id && !isFromQueue) {
      this.seek(0);
      this.startPlayback();
      return;
    }
    this.load(target, false);
  }

  /** Discards the previous song and starts `track` from zero. */
  private load(track: PlayerTrack, isFromQueue: boolean) {
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

  private startPlayback() {
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

  private fail(track: PlayerTrack, error: unknown) {
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

  private clearTimers() {
    clearTimeout(this.pendingTimer);
    clearTimeout(this.retryTimer);
    this.pendingTimer = undefined;
    this.retryTimer = undefined;
  }
}
