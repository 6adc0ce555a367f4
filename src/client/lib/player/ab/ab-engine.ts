import { playRejection } from '../player-media';
import {
  AB_SYNC_INTERVAL_MS,
  clampAbTime,
  flipRamps,
  otherSlot,
  syncAction,
  type AbSlot,
  type GainRamp,
} from './ab-sync';

/*
 * Two versions of a song played in step, one heard at a time (issue 27 item 4). Each version
 * streams through its own media element (nothing is decoded whole, so a 10-minute master costs
 * a phone no more than the player does) into a MediaElementAudioSourceNode and its own
 * GainNode; a flip ramps the two gains over a few milliseconds, so the change is at the same
 * position and without a gap. The levels go through the gain nodes because iOS ignores an
 * element's volume (volume-support.ts).
 */

/** The part of HTMLMediaElement the comparison uses (tests pass a fake). */
export type AbMedia = Pick<
  HTMLMediaElement,
  | 'src'
  | 'currentTime'
  | 'duration'
  | 'playbackRate'
  | 'preload'
  | 'play'
  | 'pause'
  | 'load'
  | 'removeAttribute'
  | 'addEventListener'
>;

/** The part of an AudioParam and a GainNode a flip automates. */
export interface AbGainNode {
  gain: Pick<
    AudioParam,
    'value' | 'cancelScheduledValues' | 'setValueAtTime' | 'linearRampToValueAtTime'
  >;
  connect(destination: never): unknown;
}

/** The part of an AudioContext the comparison uses. */
export interface AbAudioContext {
  readonly currentTime: number;
  readonly destination: unknown;
  resume(): Promise<void>;
  close(): Promise<void>;
  createGain(): AbGainNode;
  createMediaElementSource(media: never): { connect(node: never): unknown };
}

export interface AbState {
  /** The version heard now. */
  active: AbSlot;
  isPlaying: boolean;
  /** The heard version's position, seconds. */
  currentTime: number;
  /** The shorter version's length (a position both have). */
  duration: number;
  /** Each version's level when heard (1 as recorded; below 1 when loudness is matched). */
  levels: Record<AbSlot, number>;
  /** A version could not be played (a missing or broken file). */
  failed: boolean;
}

export interface AbEngineOptions {
  media: Record<AbSlot, AbMedia>;
  /** Made on the first play, inside the click or key press that browsers require. */
  createContext: () => AbAudioContext;
}

const SLOTS: readonly AbSlot[] = ['a', 'b'];

/** The A/B comparison's playback, outside React (useSyncExternalStore reads it). */
export class AbEngine {
  private state: AbState = {
    active: 'a',
    isPlaying: false,
    currentTime: 0,
    duration: 0,
    levels: { a: 1, b: 1 },
    failed: false,
  };
  private readonly listeners = new Set<() => void>();
  private graph: { context: AbAudioContext; gains: Record<AbSlot, AbGainNode> } | null = null;
  private syncTimer: ReturnType<typeof setInterval> | undefined;
  /** Where both versions start once their metadata is read (a load keeps the position). */
  private startAt: Record<AbSlot, number | null> = { a: null, b: null };

  constructor(private readonly options: AbEngineOptions) {
    for (const slot of SLOTS) this.listen(slot);
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getState = (): AbState => this.state;

  /** The heard version's position now (not the last tick's). */
  position = (): number => this.media(this.state.active).currentTime;

  /** Loads the two versions; the position is kept (a version changed mid-comparison). */
  load = (urls: Record<AbSlot, string>) => {
    const at = this.state.currentTime;
    this.pause();
    for (const slot of SLOTS) {
      const media = this.media(slot);
      if (media.src.endsWith(urls[slot])) continue;
      media.preload = 'auto';
      media.src = urls[slot];
      this.startAt[slot] = at;
    }
    this.update({ failed: false, duration: this.shorterDuration() });
  };

  play = () => {
    const graph = this.ensureGraph();
    void graph.context.resume().catch(() => undefined);
    this.alignFollower();
    for (const slot of SLOTS) {
      this.media(slot)
        .play()
        .catch((error: unknown) => {
          const kind = playRejection(error);
          if (kind === 'not-allowed' || kind === 'failed') this.pause();
          if (kind === 'failed') this.update({ failed: true });
        });
    }
    clearInterval(this.syncTimer);
    this.syncTimer = setInterval(this.tick, AB_SYNC_INTERVAL_MS);
    this.update({ isPlaying: true });
  };

  pause = () => {
    clearInterval(this.syncTimer);
    this.syncTimer = undefined;
    for (const slot of SLOTS) this.media(slot).pause();
    if (this.state.isPlaying) this.update({ isPlaying: false, currentTime: this.position() });
  };

  toggle = () => (this.state.isPlaying ? this.pause() : this.play());

  seek = (seconds: number) => {
    const time = clampAbTime(seconds, this.media('a').duration, this.media('b').duration);
    for (const slot of SLOTS) {
      this.media(slot).currentTime = time;
      this.media(slot).playbackRate = 1;
    }
    this.update({ currentTime: time });
  };

  /** Hears the other version from the same position. */
  flip = () => {
    const from = this.state.active;
    const to = otherSlot(from);
    this.media(to).playbackRate = 1;
    this.update({ active: to });
    if (!this.graph) return;
    if (!this.state.isPlaying) return this.applyLevels();
    const { context, gains } = this.graph;
    const ramps = flipRamps(
      context.currentTime,
      { current: gains[from].gain.value },
      { current: gains[to].gain.value, level: this.state.levels[to] },
    );
    rampGain(gains[from], ramps.outgoing);
    rampGain(gains[to], ramps.incoming);
  };

  /** Each version's level when heard (loudness matched, or 1 for both). */
  setLevels = (levels: Record<AbSlot, number>) => {
    const { a, b } = this.state.levels;
    if (a === levels.a && b === levels.b) return;
    this.update({ levels: { ...levels } });
    this.applyLevels();
  };

  dispose = () => {
    this.pause();
    for (const slot of SLOTS) {
      const media = this.media(slot);
      // removeAttribute + load() empties the element without raising an error event.
      media.removeAttribute('src');
      media.load();
    }
    void this.graph?.context.close().catch(() => undefined);
    this.graph = null;
    this.listeners.clear();
  };

  private media(slot: AbSlot): AbMedia {
    return this.options.media[slot];
  }

  private ensureGraph() {
    if (this.graph) return this.graph;
    const context = this.options.createContext();
    const gains = {} as Record<AbSlot, AbGainNode>;
    for (const slot of SLOTS) {
      const gain = context.createGain();
      context.createMediaElementSource(this.media(slot) as never).connect(gain as never);
      gain.connect(context.destination as never);
      gains[slot] = gain;
    }
    this.graph = { context, gains };
    this.applyLevels();
    return this.graph;
  }

  /** The heard version at its level, the other silent; set at once (no flip under way). */
  private applyLevels() {
    if (!this.graph) return;
    const { context, gains } = this.graph;
    for (const slot of SLOTS) {
      const level = slot === this.state.active ? this.state.levels[slot] : 0;
      gains[slot].gain.cancelScheduledValues(context.currentTime);
      gains[slot].gain.setValueAtTime(level, context.currentTime);
    }
  }

  /** Puts the silent version where the heard one is before both start. */
  private alignFollower() {
    const leader = this.media(this.state.active);
    const follower = this.media(otherSlot(this.state.active));
    follower.playbackRate = 1;
    if (follower.currentTime !== leader.currentTime) follower.currentTime = leader.currentTime;
  }

  private tick = () => {
    const leader = this.media(this.state.active);
    const follower = this.media(otherSlot(this.state.active));
    const action = syncAction(leader.currentTime, follower.currentTime);
    if (action.kind === 'seek') {
      follower.currentTime = action.time;
      follower.playbackRate = 1;
    } else {
      const rate = action.kind === 'rate' ? action.playbackRate : 1;
      if (follower.playbackRate !== rate) follower.playbackRate = rate;
    }
    this.update({ currentTime: leader.currentTime });
  };

  private shorterDuration(): number {
    const durations = SLOTS.map((slot) => this.media(slot).duration).filter(
      (d) => Number.isFinite(d) && d > 0,
    );
    return durations.length > 0 ? Math.min(...durations) : 0;
  }

  private listen(slot: AbSlot) {
    const media = this.media(slot);
    media.addEventListener('loadedmetadata', () => {
      const at = this.startAt[slot];
      this.startAt[slot] = null;
      if (at !== null && at > 0) media.currentTime = clampAbTime(at, media.duration, Infinity);
      this.update({ duration: this.shorterDuration() });
    });
    media.addEventListener('durationchange', () => {
      this.update({ duration: this.shorterDuration() });
    });
    media.addEventListener('timeupdate', () => {
      if (slot === this.state.active) this.update({ currentTime: media.currentTime });
    });
    // Either version ending ends the comparison: past the shorter one there is nothing to flip to.
    media.addEventListener('ended', () => this.pause());
    // The OS or headphones may pause the heard one: the other stops with it.
    media.addEventListener('pause', () => {
      if (slot === this.state.active && this.state.isPlaying) this.pause();
    });
    media.addEventListener('error', () => {
      this.pause();
      this.update({ failed: true });
    });
  }

  private update(patch: Partial<AbState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}

function rampGain(node: AbGainNode, ramp: GainRamp) {
  node.gain.cancelScheduledValues(ramp.start);
  node.gain.setValueAtTime(ramp.from, ramp.start);
  node.gain.linearRampToValueAtTime(ramp.to, ramp.end);
}
