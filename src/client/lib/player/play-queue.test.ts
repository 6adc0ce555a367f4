import { describe, expect, it } from 'vitest';
import {
  dropSongs,
  moveQueued,
  queueLast,
  queueNext,
  refreshSongs,
  removeQueued,
} from './play-queue';
import { parseStoredQueue, serializeQueue } from './play-queue-storage';
import { track } from './player-test-media';

function keys() {
  let n = 0;
  return () => `k${++n}`;
}
const ids = (queue: { track: { id: string } }[]) => queue.map((entry) => entry.track.id);
const [a, b, c, d] = [track('a'), track('b'), track('c'), track('d')];

describe('the play queue', () => {
  it('"Play next" puts songs first, in their order; "Add to queue" puts them last', () => {
    const newKey = keys();
    const queued = queueLast([], [a, b], newKey);
    expect(ids(queueNext(queued, [c, d], newKey))).toEqual(['c', 'd', 'a', 'b']);
    expect(ids(queueLast(queued, [c], newKey))).toEqual(['a', 'b', 'c']);
  });

  it('the same song queued twice is two entries, each with its own key', () => {
    const queue = queueLast([], [a, a], keys());
    expect(queue.map((entry) => entry.key)).toEqual(['k1', 'k2']);
    expect(ids(removeQueued(queue, 'k1'))).toEqual(['a']);
  });

  it('moves an entry up or down one place, never past the ends', () => {
    const queue = queueLast([], [a, b, c], keys());
    expect(ids(moveQueued(queue, 'k3', -1))).toEqual(['a', 'c', 'b']);
    expect(ids(moveQueued(queue, 'k1', 1))).toEqual(['b', 'a', 'c']);
    expect(ids(moveQueued(queue, 'k1', -1))).toEqual(['a', 'b', 'c']);
    expect(ids(moveQueued(queue, 'k3', 1))).toEqual(['a', 'b', 'c']);
    expect(ids(moveQueued(queue, 'missing', 1))).toEqual(['a', 'b', 'c']);
  });

  it('drops songs the listener may no longer play and refreshes the others', () => {
    const queue = queueLast([], [a, b, a], keys());
    expect(ids(dropSongs(queue, new Set(['a'])))).toEqual(['b']);
    const renamed = refreshSongs(queue, new Map([['b', { title: 'New name' }]]));
    expect(renamed.map((entry) => entry.track.title)).toEqual(['Song a', 'New name', 'Song a']);
  });
});

describe('the stored queue', () => {
  it('comes back as it was stored, without peaks or unknown fields', () => {
    const queue = queueLast([], [{ ...a, peaks: [0.1, 0.5], projectName: 'EP' }, b], keys());
    const restored = parseStoredQueue(serializeQueue(queue));
    expect(restored).toEqual([
      { key: 'k1', track: { ...a, projectName: 'EP' } },
      { key: 'k2', track: b },
    ]);
  });

  it('a malformed store gives an empty queue; a malformed entry is left out', () => {
    expect(parseStoredQueue(null)).toEqual([]);
    expect(parseStoredQueue('{not json')).toEqual([]);
    expect(parseStoredQueue('{"key":"k1"}')).toEqual([]);
    const stored = JSON.parse(serializeQueue(queueLast([], [a, b], keys()))) as unknown[];
    stored.splice(1, 0, { key: 'bad', track: { id: 'x' } }, stored[0]);
    expect(ids(parseStoredQueue(JSON.stringify(stored)))).toEqual(['a', 'b']);
  });
});
