/**
 * Files waiting their turn in the upload queue, kept in this browser (IndexedDB) until their
 * upload has started on the server (issue 25 item 1): after a reload or a closed tab they are
 * queued again by themselves. Kept as the recorder keeps its takes (lib/browser-store.ts):
 * the raw API, no dependency. When the storage quota refuses a file, only its name is kept, so
 * its row can ask for it again; where IndexedDB is missing every call quietly does nothing.
 */

import { browserStore } from '../../../lib/browser-store';

/** One kept file: whose, where it goes, and the file itself (null when the quota refused it). */
export interface KeptUpload {
  /** The queue row's key. */
  key: string;
  /** The signed-in account that chose it: another account on this browser never sends it. */
  account: string;
  /** A project id, or 'library'. */
  place: string;
  projectId?: string;
  file: File | null;
  name: string;
  size: number;
  type: string;
  lastModified: number;
  /** When it was chosen (ms since the epoch): the queue's order after a reload. */
  chosenAt: number;
}

/** How much of a file this browser kept: all of it, its name only, or nothing. */
export type Keeping = 'file' | 'name' | 'none';

const ACCOUNT_INDEX = 'account';
const run = browserStore({
  database: 'trackroom-uploads',
  store: 'queued',
  keyPath: 'key',
  index: ACCOUNT_INDEX,
});

const put = (upload: KeptUpload) =>
  run('readwrite', (store) => store.put(upload)).then(
    () => true,
    () => false,
  );

// Writing a large file takes a while: a forget that arrives meanwhile (its upload already
// opened on the server) waits for the write, or the record would outlive it and send the file
// twice after a reload.
const writing = new Map<string, Promise<Keeping>>();

/** Keeps a waiting file; over the quota, its name alone (the row then asks for it again). */
export function keepUpload(upload: KeptUpload): Promise<Keeping> {
  const kept = (async (): Promise<Keeping> => {
    if (await put(upload)) return 'file';
    return (await put({ ...upload, file: null })) ? 'name' : 'none';
  })();
  writing.set(upload.key, kept);
  void kept.finally(() => {
    if (writing.get(upload.key) === kept) writing.delete(upload.key);
  });
  return kept;
}

/** The files kept for one account, in the order they were chosen; none when unreadable. */
export function listKeptUploads(account: string): Promise<KeptUpload[]> {
  return run('readonly', (store) => store.index(ACCOUNT_INDEX).getAll(IDBKeyRange.only(account)))
    .then((kept) => (kept as KeptUpload[]).sort((a, b) => a.chosenAt - b.chosenAt))
    .catch(() => []);
}

/** Forgets a kept file: its upload started on the server, finished, or was dismissed. */
export async function forgetKeptUpload(key: string): Promise<void> {
  await writing.get(key);
  return run('readwrite', (store) => store.delete(key)).then(
    () => undefined,
    () => undefined,
  );
}
