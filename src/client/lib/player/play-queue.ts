import type { PlayerTrack, QueueEntry } from './player-types';

// The play queue (issue 25 item 6): songs the listener chose to hear after the current one,
// before the list the player was started from goes on (as in Spotify). Pure functions over the
// entries, so the engine and the tests share them.

/** Makes entry keys; the engine's counts up, tests pass their own. */
export type QueueKeys = () => string;

function entriesFor(tracks: readonly PlayerTrack[], newKey: QueueKeys): QueueEntry[] {
  return tracks.map((track) => ({ key: newKey(), track }));
}

/** "Play next": the songs go to the front of the queue, in the order given. */
export function queueNext(
  queue: readonly QueueEntry[],
  tracks: readonly PlayerTrack[],
  newKey: QueueKeys,
): QueueEntry[] {
  return [...entriesFor(tracks, newKey), ...queue];
}

/** "Add to queue": the songs go to the end of the queue, in the order given. */
export function queueLast(
  queue: readonly QueueEntry[],
  tracks: readonly PlayerTrack[],
  newKey: QueueKeys,
): QueueEntry[] {
  return [...queue, ...entriesFor(tracks, newKey)];
}

/** The queue with entry `key` moved `by` places (−1 up, +1 down), kept within its ends. */
export function moveQueued(queue: readonly QueueEntry[], key: string, by: number): QueueEntry[] {
  const from = queue.findIndex((entry) => entry.key === key);
  if (from < 0) return [...queue];
  const to = Math.min(queue.length - 1, Math.max(0, from + by));
  const moved = [...queue];
  const [entry] = moved.splice(from, 1);
  moved.splice(to, 0, entry as QueueEntry);
  return moved;
}

/** The queue without entry `key`. */
export function removeQueued(queue: readonly QueueEntry[], key: string): QueueEntry[] {
  return queue.filter((entry) => entry.key !== key);
}

/** The queue without the songs whose ids are given (songs the listener may no longer play). */
export function dropSongs(queue: readonly QueueEntry[], ids: ReadonlySet<string>): QueueEntry[] {
  return queue.filter((entry) => !ids.has(entry.track.id));
}

/** The queue with fresh details of songs (a rename, a new file URL), matched by id. */
export function refreshSongs(
  queue: readonly QueueEntry[],
  fresh: ReadonlyMap<string, Partial<PlayerTrack>>,
): QueueEntry[] {
  return queue.map((entry) => {
    const update = fresh.get(entry.track.id);
    return update ? { ...entry, track: { ...entry.track, ...update } } : entry;
  });
}
