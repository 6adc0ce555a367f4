import { initialPlayerState } from './player-state';
import type { PlayerControls, PlayerCore, PlayerState, PlayerTrack } from './player-types';

export interface LazyPlayerOptions<R> {
  /** The idle player's volume until the engine exists (the remembered one). */
  initialVolume: number;
  /** Fetches the engine's code (a dynamic import). */
  fetch: () => Promise<R>;
  /** Builds the engine from that code, at the volume the idle player shows. */
  start: (runtime: R, volume: number) => PlayerCore;
  /** The code could not be fetched (offline): a command was dropped, the next one tries again. */
  onFetchFailure: (error: unknown) => void;
}

/**
 * The global player as the first load knows it: an idle state and controls that fetch the
 * engine (audio element, playlist rules, play counting, media session) on first use, then
 * pass every command on to it. Commands given while the code is on its way run in order once
 * it arrives, so a play then a pause is still a pause. React reads it like the engine itself
 * (subscribe/getState for useSyncExternalStore).
 */
export class LazyPlayer<R> implements PlayerControls {
  private readonly idle: PlayerState;
  private readonly listeners = new Set<() => void>();
  private fetching: Promise<R> | undefined;
  private engine: { runtime: R; core: PlayerCore } | undefined;
  /** A command is waiting for the engine (later ones wait behind it). */
  private starting = false;

  constructor(private readonly options: LazyPlayerOptions<R>) {
    this.idle = initialPlayerState(options.initialVolume);
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getState = (): PlayerState => this.engine?.core.getState() ?? this.idle;

  /** The engine's code and the engine, once the first command started it. */
  started = () => this.engine;

  /** Fetches the engine's code ahead of the first command (a player control is on screen). */
  prefetch = () => {
    this.fetch().catch(() => undefined);
  };

  play = (track: PlayerTrack, list?: readonly PlayerTrack[]) =>
    this.run((core) => core.play(track, list));
  setVolume = (volume: number) => this.run((core) => core.setVolume(volume));
  toggleRepeat = () => this.run((core) => core.toggleRepeat());
  toggleShuffle = () => this.run((core) => core.toggleShuffle());
  toggleMinimised = () => this.run((core) => core.toggleMinimised());
  playNext = (tracks: readonly PlayerTrack[]) => this.run((core) => core.playNext(tracks));
  addToQueue = (tracks: readonly PlayerTrack[]) => this.run((core) => core.addToQueue(tracks));
  // Without a song these do nothing, so they never start the engine themselves.
  toggle = () => this.runOnceStarting((core) => core.toggle());
  stop = () => this.runOnceStarting((core) => core.stop());
  close = () => this.runOnceStarting((core) => core.close());
  seek = (seconds: number) => this.runOnceStarting((core) => core.seek(seconds));
  next = () => this.runOnceStarting((core) => core.next());
  previous = () => this.runOnceStarting((core) => core.previous());
  retry = () => this.runOnceStarting((core) => core.retry());
  // The queue shows with the bar, so there is an engine whenever these are offered.
  moveQueued = (key: string, by: number) =>
    this.runOnceStarting((core) => core.moveQueued(key, by));
  removeQueued = (key: string) => this.runOnceStarting((core) => core.removeQueued(key));
  clearQueue = () => this.runOnceStarting((core) => core.clearQueue());

  dispose = () => this.engine?.core.dispose();

  private fetch(): Promise<R> {
    this.fetching ??= this.options.fetch().catch((error: unknown) => {
      // Forgotten, so the next command fetches again.
      this.fetching = undefined;
      throw error;
    });
    return this.fetching;
  }

  private start(runtime: R): PlayerCore {
    if (!this.engine) {
      const core = this.options.start(runtime, this.idle.volume);
      this.engine = { runtime, core };
      core.subscribe(this.notify);
      this.notify();
    }
    return this.engine.core;
  }

  private run(command: (core: PlayerCore) => void) {
    if (this.engine) return command(this.engine.core);
    this.starting = true;
    // Promise callbacks run in the order they were added: queued commands keep their order.
    this.fetch().then(
      (runtime) => command(this.start(runtime)),
      (error: unknown) => {
        if (this.starting) this.options.onFetchFailure(error);
        this.starting = false;
      },
    );
  }

  private runOnceStarting(command: (core: PlayerCore) => void) {
    if (this.engine || this.starting) this.run(command);
  }

  private notify = () => {
    for (const listener of this.listeners) listener();
  };
}
