import { z } from 'zod';
import type { QueueEntry } from './player-types';

/** localStorage key of the play queue, kept across reloads (issue 25 item 6). */
export const PLAY_QUEUE_STORAGE_KEY = 'player-queue';

// What is kept of a queued song: enough to show it and play it. Peaks are left out (they are
// fetched with the song's detail, or the waveform draws flat for a shared song).
const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? undefined);

const storedTrack = z.object({
  id: z.string().min(1),
  title: z.string(),
  originalName: z.string(),
  filename: z.string(),
  url: z.string().min(1),
  duration: z.number(),
  projectName: optionalText,
  uploaderName: optionalText,
  projectId: z.string().nullable().optional(),
  shared: z.boolean().optional(),
});

const storedEntry = z.object({ key: z.string().min(1), track: storedTrack });

/** The queue as it is stored: without peaks and other fields the player does not need. */
export function serializeQueue(queue: readonly QueueEntry[]): string {
  return JSON.stringify(
    queue.map(({ key, track }) => ({
      key,
      track: {
        id: track.id,
        title: track.title,
        originalName: track.originalName,
        filename: track.filename,
        url: track.url,
        duration: track.duration,
        projectName: track.projectName,
        uploaderName: track.uploaderName,
        projectId: track.projectId,
        shared: track.shared,
      },
    })),
  );
}

/**
 * The stored queue; a malformed store (an older shape, a hand edit) gives an empty queue and a
 * malformed entry is left out, so a bad store never keeps the player from starting.
 */
export function parseStoredQueue(raw: string | null): QueueEntry[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  return value.flatMap((item) => {
    const parsed = storedEntry.safeParse(item);
    if (!parsed.success || seen.has(parsed.data.key)) return [];
    seen.add(parsed.data.key);
    return [{ key: parsed.data.key, track: parsed.data.track }];
  });
}

/** Reads the stored queue; private mode or a blocked store gives an empty one. */
export function readStoredQueue(): QueueEntry[] {
  try {
    return parseStoredQueue(localStorage.getItem(PLAY_QUEUE_STORAGE_KEY));
  } catch {
    return [];
  }
}

/** Stores the queue (an empty one removes the key). */
export function storeQueue(queue: readonly QueueEntry[]) {
  try {
    if (queue.length === 0) localStorage.removeItem(PLAY_QUEUE_STORAGE_KEY);
    else localStorage.setItem(PLAY_QUEUE_STORAGE_KEY, serializeQueue(queue));
  } catch {
    // Private mode or a full quota: the queue lasts until the tab closes.
  }
}
