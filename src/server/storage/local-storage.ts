import { constants, createReadStream } from 'node:fs';
import { copyFile, link, mkdir, open, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { partialName } from './partial-files.js';
import { StorageLimitError, type Storage } from './storage.js';

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

/** Files under one root folder; keys are relative paths without `..`. */
export function localStorage(root: string): Storage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(root, key);
  };

  return {
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
        await pipeline(body, counter, handle.createWriteStream());
        await link(partial, target);
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
      await link(resolve(from), target).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EPERM' && error.code !== 'EXDEV' && error.code !== 'ENOTSUP')
          throw error;
        await copyFile(resolve(from), target, constants.COPYFILE_EXCL);
      });
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
