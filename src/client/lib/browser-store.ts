/**
 * One IndexedDB object store with one index, over the raw API (no dependency): what the
 * recorder's kept takes and the upload queue's kept files are written to. The database opens on
 * first use and is retried after a failure; where IndexedDB is missing (some private windows)
 * every call rejects, and the callers treat that as "nothing kept".
 */
export interface BrowserStoreShape {
  database: string;
  store: string;
  keyPath: string;
  /** The one index, named after the field it reads. */
  index: string;
}

export type BrowserStoreRun = <T>(
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest<T>,
) => Promise<T>;

/** `run(mode, act)`: one request in its own transaction, answered when the transaction ends. */
export function browserStore(shape: BrowserStoreShape): BrowserStoreRun {
  let opening: Promise<IDBDatabase> | null = null;

  function openDatabase(): Promise<IDBDatabase> {
    if (typeof indexedDB === 'undefined') return Promise.reject(new Error('No IndexedDB'));
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(shape.database, 1);
      request.onupgradeneeded = () => {
        const store = request.result.createObjectStore(shape.store, { keyPath: shape.keyPath });
        store.createIndex(shape.index, shape.index);
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
    }).catch((error: unknown) => {
      opening = null; // the next call tries again
      throw error;
    });
    return opening;
  }

  return <T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>) =>
    openDatabase().then(
      (db) =>
        new Promise<T>((resolve, reject) => {
          const transaction = db.transaction(shape.store, mode);
          const request = act(transaction.objectStore(shape.store));
          transaction.oncomplete = () => resolve(request.result);
          transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
          transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'));
        }),
    );
}
