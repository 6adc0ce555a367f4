import { PlaylistOrder } from './player-playlist';
import {
  dropSongs,
  moveQueued,
  queueLast,
  queueNext,
  refreshSongs,
  removeQueued,
} from './play-queue';
import { clampTime, nextIndex, previousIndex } from './player-rules';
import { clampVolume, initialPlayerState } from './player-state';
import type { PlayerControls, PlayerTrack, QueueEntry } from './player-types';
import { SongPlayback, type PlayerEngineOptions } from './song-playback';

export type { PlayerEngineOptions };

/**
 * The player's rules (part 2 §4) over the app's one audio element (song-playback.ts), outside
 * React so every screen shares it and it can be tested without a DOM: the listener's controls,
 * what plays next (the queue first, then the playlist, shuffled or not), repeat and volume.
 */
export class PlayerEngine extends SongPlayback implements PlayerControls {
  private readonly playlist: PlaylistOrder;
  /** The playlist song a queued song followed: the playlist goes on after it. */
  private queueAnchorId: string | null = null;
  private queueKeys = 0;

  constructor(options: PlayerEngineOptions) {
    super(options);
    this.playlist = new PlaylistOrder(options.random);
  }

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
}
