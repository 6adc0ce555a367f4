import { constants, createReadStream } from 'node:fs';
import { copyFile, link, mkdir, open, opendir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { EarlyWriteback, UPLOAD_WRITE_BUFFER_BYTES } from './early-writeback.js';
import { partialName, RESUMABLE_FOLDER, resumableFolder } from './partial-files.js';
import { StorageLimitError, type Storage, type StoredFile } from './storage.js';

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;
/** A resumable upload's id as its file in the resumable area is named: no path in it. */
const SAFE_RESUMABLE_ID = /^[A-Za-z0-9]+$/;

/**
 * Flushes a file's bytes, or a directory's entries, to the disk: a file just linked into a
 * directory survives a power cut only once both are flushed (the file's fsync keeps its bytes,
 * not its name).
 */
export async function syncToDisk(fileOrDirectory: string): Promise<void> {
  const handle = await open(fileOrDirectory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Every file under `root` (recursively, a directory at a time), temporary upload files
 * included; `folder` narrows it to one sub-folder. A missing folder has none. Only for what
 * looks at the disk itself (the partial-file sweep, soak checks); stored files are listed by
 * `Storage.list`.
 */
export async function* diskFiles(root: string, folder = ''): AsyncGenerator<StoredFile> {
  let dir;
  try {
    dir = await opendir(path.join(root, folder));
  } catch {
    return;
  }
  for await (const entry of dir) {
    const key = folder ? `${folder}/${entry.name}` : entry.name;
    // Resumable uploads in progress are no stored file (not backed up, not swept as orphans):
    // their own sweep takes them (modules/resumable-uploads/resumable-sweep.ts).
    if (!folder && entry.name === RESUMABLE_FOLDER) continue;
    if (entry.isDirectory()) {
      yield* diskFiles(root, key);
    } else if (entry.isFile()) {
      // Gone between listing and stat (deleted meanwhile): nothing to count.
      const info = await stat(path.join(root, key)).catch(() => null);
      if (info) yield { key, size: info.size, modifiedMs: info.mtimeMs };
    }
  }
}

/** Files under one root folder; keys are relative paths without `..`. */
export function localStorage(root: string): Storage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  const resumableDirectory = resumableFolder(root);

  /** `to` as a second name of the file `from` (a real copy where hard links are refused). */
  async function linkOrCopy(from: string, to: string) {
    await link(from, to).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPERM' && error.code !== 'EXDEV' && error.code !== 'ENOTSUP') throw error;
      await copyFile(from, to, constants.COPYFILE_EXCL);
    });
  }

  return {
    kind: 'disk',
    resumableArea: { kind: 'disk', directory: resumableDirectory },
    async put(key, body, options = {}) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          if (options.maxBytes !== undefined && size > options.maxBytes) {
            done(new StorageLimitError(options.maxBytes));
          } else done(null, chunk);
        },
      });
      // The bytes go to a temporary name and are linked to the key once complete (link never
      // overwrites: EEXIST), so a key never names a half-written file, even after kill -9.
      // Open first ('wx'), so a failure below always knows the file is ours and its handle is
      // closed before it is removed.
      const partial = path.join(path.dirname(target), partialName(path.basename(target)));
      const handle = await open(partial, 'wx');
      try {
        // Durable once answered: the bytes are flushed before the file gets its key, and the
        // key's directory after (a power cut then loses neither a stored file nor its name).
        // (`flush`: fsync before the stream closes the file, which the pipeline waits for.)
        const writeback = new EarlyWriteback(handle);
        await pipeline(
          body,
          counter,
          writeback,
          handle.createWriteStream({
            flush: true,
            highWaterMark: UPLOAD_WRITE_BUFFER_BYTES,
          }),
        );
        await writeback.settled();
        await link(partial, target);
        await syncToDisk(path.dirname(target));
      } catch (error) {
        await handle.close().catch(() => {});
        await rm(partial, { force: true });
        throw error;
      }
      await rm(partial, { force: true });
      return { size };
    },
    get(key, range) {
      return createReadStream(resolve(key), range ? { start: range.start, end: range.end } : {});
    },
    async stat(key) {
      try {
        const info = await stat(resolve(key));
        return info.isFile() ? { size: info.size } : null;
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    async copy(from, to) {
      const target = resolve(to);
      await mkdir(path.dirname(target), { recursive: true });
      // A link shares the bytes (a demo copy's songs cost no disk); a file system without
      // hard links gets a real copy.
      await linkOrCopy(resolve(from), target);
    },
    async adoptResumable(id, key) {
      if (!SAFE_RESUMABLE_ID.test(id)) throw new Error(`Unsafe resumable upload id: ${id}`);
      const target = resolve(key);
      const partial = path.join(resumableDirectory, id);
      await mkdir(path.dirname(target), { recursive: true });
      // The finished file gets its key as a second name (the area is inside the same folder,
      // so on one file system): no byte is written again, and link never overwrites a key.
      // Every chunk was flushed when it was answered; flushing the file once more costs
      // nothing then, and the key's directory makes the new name survive a power cut.
      await linkOrCopy(partial, target);
      await syncToDisk(target);
      await syncToDisk(path.dirname(target));
    },
    async *list(prefix = '') {
      // Walk only the folder the prefix names, then match the rest of it like an object store.
      const folder = prefix.slice(0, Math.max(0, prefix.lastIndexOf('/')));
      if (folder && (!SAFE_KEY.test(folder) || folder.includes('..'))) return;
      for await (const file of diskFiles(root, folder)) {
        // Hidden names are files being written (partial-files.ts), never a key.
        if (!file.key.startsWith(prefix) || /(^|\/)\./.test(file.key)) continue;
        yield file;
      }
    },
    async isWritable() {
      const probe = `health-probe-${process.pid}-${Date.now()}`;
      try {
        await mkdir(root, { recursive: true });
        await writeFile(resolve(probe), 'ok');
        await rm(resolve(probe), { force: true });
        return true;
      } catch {
        return false;
      }
    },
  };
}

export type { Readable };
