import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAYBACK_FAILURE_SKIP_MS, PLAYLIST_ADVANCE_MS } from '../../../shared/constants';
import type { QueueEntry } from './player-types';
import { PlayerEngine } from './player-engine';
import type { PlayerMedia } from './player-media';
import { FakeMedia, track } from './player-test-media';

const [a, b, c, x, y] = ['a', 'b', 'c', 'x', 'y'].map(track) as [
  ReturnType<typeof track>,
  ReturnType<typeof track>,
  ReturnType<typeof track>,
  ReturnType<typeof track>,
  ReturnType<typeof track>,
];

let media: FakeMedia;
let stored: (readonly QueueEntry[])[];

function makeEngine(initialQueue: QueueEntry[] = []) {
  return new PlayerEngine({
    createMedia: () => media as unknown as PlayerMedia,
    initialVolume: 0.8,
    initialQueue,
    onQueueChange: (queue) => stored.push(queue),
  });
}

const queuedIds = (engine: PlayerEngine) => engine.getState().queue.map((entry) => entry.track.id);
const playingId = (engine: PlayerEngine) => engine.getState().currentSong?.id;

/** The playing song reaches its end and the auto-advance runs. */
function endSong() {
  media.fire('ended');
  vi.advanceTimersByTime(PLAYLIST_ADVANCE_MS);
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  media = new FakeMedia();
  stored = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the player with a queue', () => {
  it('queued songs play after the current one, then the list goes on where it was', () => {
    const engine = makeEngine();
    engine.play(a, [a, b, c]);
    engine.addToQueue([x]);
    engine.playNext([y]);
    expect(queuedIds(engine)).toEqual(['y', 'x']);
    const order = [playingId(engine)];
    for (let i = 0; i < 3; i += 1) {
      endSong();
      order.push(playingId(engine));
    }
    expect(order).toEqual(['a', 'y', 'x', 'b']);
    expect(engine.getState()).toMatchObject({ queue: [], isFromQueue: false });
  });

  it('Next takes the queue first; Previous from a queued song goes back to the list song', () => {
    const engine = makeEngine();
    engine.play(b, [a, b, c]);
    engine.addToQueue([x, y]);
    engine.next();
    expect(playingId(engine)).toBe('x');
    expect(engine.getState().isFromQueue).toBe(true);
    engine.previous();
    expect(playingId(engine)).toBe('b');
    expect(queuedIds(engine)).toEqual(['y']);
  });

  it('a song played alone (no list) still goes on to the queue, then stops', () => {
    const engine = makeEngine();
    engine.play(a);
    engine.addToQueue([x]);
    endSong();
    expect(playingId(engine)).toBe('x');
    endSong();
    expect(engine.getState()).toMatchObject({ currentSong: x, status: 'ended' });
  });

  it('with nothing loaded, adding to the queue starts it', () => {
    const engine = makeEngine();
    engine.addToQueue([x, y]);
    expect(playingId(engine)).toBe('x');
    expect(queuedIds(engine)).toEqual(['y']);
  });

  it('a queued song that fails is skipped to the next queued one', () => {
    const engine = makeEngine();
    engine.play(a);
    engine.addToQueue([x, y]);
    engine.next();
    media.fire('error');
    vi.advanceTimersByTime(PLAYBACK_FAILURE_SKIP_MS);
    expect(playingId(engine)).toBe('y');
  });

  it('reorders, removes and clears, telling the store each time; closing empties the queue', () => {
    const engine = makeEngine();
    engine.play(a, [a, b]);
    engine.addToQueue([x, y, c]);
    const [first, , third] = engine.getState().queue;
    engine.moveQueued(third!.key, -1);
    expect(queuedIds(engine)).toEqual(['x', 'c', 'y']);
    engine.removeQueued(first!.key);
    expect(queuedIds(engine)).toEqual(['c', 'y']);
    expect(stored.at(-1)?.map((entry) => entry.track.id)).toEqual(['c', 'y']);
    engine.clearQueue();
    expect(stored.at(-1)).toEqual([]);
    engine.addToQueue([x]);
    engine.close();
    expect(engine.getState().queue).toEqual([]);
  });

  it('starts with the kept queue and drops songs that can no longer be played', () => {
    const engine = makeEngine([
      { key: 'k1', track: x },
      { key: 'k2', track: y },
    ]);
    expect(queuedIds(engine)).toEqual(['x', 'y']);
    engine.dropQueuedSongs(new Set(['x']));
    expect(queuedIds(engine)).toEqual(['y']);
    engine.play(a, [a, b]);
    engine.next();
    expect(playingId(engine)).toBe('y');
  });
});
