import type { AbAudioContext, AbGainNode } from './ab-engine';

// Stand-ins for the A/B engine's tests: a media element and an audio graph that record what
// the engine asks of them.

/** A stand-in <audio> with a position the test moves. */
export class FakeAbMedia extends EventTarget {
  src = '';
  currentTime = 0;
  duration = NaN;
  playbackRate = 1;
  preload = '';
  paused = true;
  play() {
    this.paused = false;
    return Promise.resolve();
  }
  pause() {
    this.paused = true;
  }
  load() {}
  removeAttribute(name: string) {
    if (name === 'src') this.src = '';
  }
  fire(type: string) {
    this.dispatchEvent(new Event(type));
  }
}

/** One automation call on a gain. */
export type GainEvent = ['set' | 'ramp' | 'cancel', number, number?];

/** A gain node that keeps its automation calls and jumps to each value at once. */
export class FakeGain implements AbGainNode {
  events: GainEvent[] = [];
  connectedTo: unknown = null;
  gain = {
    value: 1,
    cancelScheduledValues: (time: number) => {
      this.events.push(['cancel', time]);
      return this.gain as AudioParam;
    },
    setValueAtTime: (value: number, time: number) => {
      this.events.push(['set', value, time]);
      this.gain.value = value;
      return this.gain as AudioParam;
    },
    linearRampToValueAtTime: (value: number, time: number) => {
      this.events.push(['ramp', value, time]);
      this.gain.value = value;
      return this.gain as AudioParam;
    },
  };
  connect(destination: unknown) {
    this.connectedTo = destination;
  }
}

/** An audio context whose clock the test sets. */
export class FakeAbContext implements AbAudioContext {
  currentTime = 0;
  readonly destination = { kind: 'speakers' };
  gains: FakeGain[] = [];
  sources: unknown[] = [];
  closed = false;
  resume() {
    return Promise.resolve();
  }
  close() {
    this.closed = true;
    return Promise.resolve();
  }
  createGain() {
    const gain = new FakeGain();
    this.gains.push(gain);
    return gain;
  }
  createMediaElementSource(media: never) {
    this.sources.push(media);
    return { connect: () => undefined };
  }
}
