import type { PlayerTrack } from './player-types';

// What the engine's tests share: a stand-in <audio> and songs.

/** A stand-in <audio>: records what the engine asks and lets tests fire media events. */
export class FakeMedia extends EventTarget {
  src = '';
  currentTime = 0;
  duration = NaN;
  volume = 1;
  readyState = 0;
  preload = '';
  error = null;
  paused = true;
  loads = 0;
  playResult: () => Promise<void> = () => Promise.resolve();
  play() {
    this.paused = false;
    return this.playResult();
  }
  pause() {
    this.paused = true;
  }
  load() {
    this.loads += 1;
  }
  removeAttribute(name: string) {
    if (name === 'src') this.src = '';
  }
  fire(type: string) {
    this.dispatchEvent(new Event(type));
  }
}

/** A song `id` of 30 s at /uploads/{id}.wav. */
export const track = (id: string): PlayerTrack => ({
  id,
  title: `Song ${id}`,
  originalName: `${id}.wav`,
  filename: `${id}-stored.wav`,
  url: `/uploads/${id}.wav`,
  duration: 30,
});
