import type { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import yauzl from 'yauzl';

/** A backup ZIP opened for reading its entries in any order, one stream at a time. */
export interface BackupZip {
  names(): string[];
  has(name: string): boolean;
  open(name: string): Promise<Readable>;
  readText(name: string): Promise<string>;
  close(): void;
}

/** Opens the ZIP at `file` and reads its directory (the entries' bytes are read on demand). */
export async function openBackupZip(file: string): Promise<BackupZip> {
  // autoClose off: entries are opened out of order (tables in dependency order), after listing.
  const zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false });
  const entries = new Map<string, yauzl.Entry>();
  try {
    for await (const entry of zip.eachEntry()) {
      if (!entry.fileName.endsWith('/')) entries.set(entry.fileName, entry);
    }
  } catch (error) {
    zip.close();
    throw error;
  }
  const open = (name: string) => {
    const entry = entries.get(name);
    if (!entry) throw new Error(`The backup has no ${name}`);
    return zip.openReadStreamPromise(entry);
  };
  return {
    names: () => [...entries.keys()],
    has: (name) => entries.has(name),
    open,
    readText: async (name) => text(await open(name)),
    close: () => zip.close(),
  };
}
