/**
 * Takes kept in this browser (IndexedDB) until the server has stored them (issue 16 item 6): a
 * take whose upload fails, or a page closed before Save, is offered again on the page where it
 * was recorded. A small wrapper over the raw API; no dependency. Where IndexedDB is missing
 * (some private windows) every call quietly does nothing: recording still works as before.
 */

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

const DB_NAME = 'trackroom-takes';
const STORE = 'takes';
const PLACE_INDEX = 'place';

let opening: Promise<IDBDatabase> | null = null;

function openDatabase(): Promise<IDBDatabase> {
  if (typeof indexedDB === 'undefined') return Promise.reject(new Error('No IndexedDB'));
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: 'id' });
      store.createIndex(PLACE_INDEX, 'place');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
  }).catch((error: unknown) => {
    opening = null; // the next call tries again
    throw error;
  });
  return opening;
}

function run<T>(
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  return openDatabase().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const transaction = db.transaction(STORE, mode);
        const request = act(transaction.objectStore(STORE));
        transaction.oncomplete = () => resolve(request.result);
        transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
        transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'));
      }),
  );
}

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
