/**
 * Takes kept in this browser (IndexedDB) until the server has stored them (issue 16 item 6): a
 * take whose upload fails, or a page closed before Save, is offered again on the page where it
 * was recorded. A small wrapper over the raw API; no dependency. Where IndexedDB is missing
 * (some private windows) every call quietly does nothing: recording still works as before.
 */

import { browserStore } from '../../../lib/browser-store';

/** One kept take. `place` is where it was recorded: a project id, or 'library'. */
export interface KeptTake {
  id: string;
  place: string;
  title: string;
  /** The WAV itself (its name and type included). */
  file: File;
  durationSeconds: number;
  /** When the take ended (ms since the epoch). */
  recordedAt: number;
}

const PLACE_INDEX = 'place';
const run = browserStore({
  database: 'trackroom-takes',
  store: 'takes',
  keyPath: 'id',
  index: PLACE_INDEX,
});

/** Keeps a take (or replaces it under the same id); false when it could not be kept. */
export function keepTake(take: KeptTake): Promise<boolean> {
  return run('readwrite', (store) => store.put(take)).then(
    () => true,
    () => false,
  );
}

/** The takes kept for one place, oldest first; none when the store cannot be read. */
export function listKeptTakes(place: string): Promise<KeptTake[]> {
  return run('readonly', (store) => store.index(PLACE_INDEX).getAll(IDBKeyRange.only(place)))
    .then((takes) => (takes as KeptTake[]).sort((a, b) => a.recordedAt - b.recordedAt))
    .catch(() => []);
}

/** Forgets a take once the server has it, or when the person discards it. */
export function forgetKeptTake(id: string): Promise<void> {
  return run('readwrite', (store) => store.delete(id)).then(
    () => undefined,
    () => undefined,
  );
}
