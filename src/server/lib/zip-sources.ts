import type { Readable } from 'node:stream';
import type { ZipFile } from 'yazl';

type LazyEntryOptions = NonNullable<Parameters<ZipFile['addReadStreamLazy']>[1]>;

/**
 * Adds an entry whose bytes are opened only when the archive reaches it, with its failures
 * handed to the archive. yazl pipes a source without listening for the source's errors, so a
 * file deleted since the list was read, a disk error or a failed query would be an unhandled
 * 'error' event: it would end the whole server process, not just this download. Here it is the
 * archive's 'error', which each caller turns into a failed (destroyed) response.
 */
export function addLazyEntry(
  zip: ZipFile,
  path: string,
  options: LazyEntryOptions,
  open: () => Readable,
): void {
  zip.addReadStreamLazy(path, options, (callback) => {
    let source: Readable;
    try {
      source = open();
    } catch (error) {
      zip.emit('error', error);
      return;
    }
    source.once('error', (error: Error) => zip.emit('error', error));
    callback(null, source);
  });
}
