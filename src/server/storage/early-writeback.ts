import type { FileHandle } from 'node:fs/promises';
import { Transform } from 'node:stream';

/** How many new bytes a file takes before the disk is asked to write them out. */
const WRITEBACK_BYTES = 2 * 1024 * 1024;

/**
 * The buffer of an upload's file write stream (Node's default: 64 KiB). With the default the
 * stream wrote one network piece at a time, each a trip to the thread pool while the socket
 * waited; with room for 1 MiB, what arrives while one write runs goes to the file in the next
 * (one writev). A 200 MB upload in one request went from 156–169 to 228–232 MB/s, an 8 MiB
 * resumable chunk was taken in 20–32 ms instead of 33–55 ms (decision 017 has the figures).
 */
export const UPLOAD_WRITE_BUFFER_BYTES = 1024 * 1024;

/**
 * Passes a file's bytes on their way to `handle`'s file and, after every WRITEBACK_BYTES of
 * them, flushes what has reached the file so far (fdatasync) in the background, one flush at a
 * time: the disk writes while the network still brings bytes, and the fsync that makes the
 * file durable at its end (which the caller still runs) finds little left to write. Nothing is
 * acknowledged on these flushes; they only start the disk early, and a failed one is left to
 * that last fsync, which would fail the same way (decision 017 has the figures).
 */
export class EarlyWriteback extends Transform {
  /** Every byte passed on so far. */
  passedBytes = 0;
  private sinceFlush = 0;
  private flushing: Promise<void> | null = null;

  constructor(private readonly handle: FileHandle) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.push(chunk);
    this.passedBytes += chunk.length;
    this.sinceFlush += chunk.length;
    // The bytes counted include this chunk, which the file may not have yet: the flush takes
    // what is there, and the next one the rest.
    if (this.sinceFlush >= WRITEBACK_BYTES && !this.flushing) {
      this.sinceFlush = 0;
      this.flushing = this.handle
        .datasync()
        .catch(() => {})
        .finally(() => (this.flushing = null));
    }
    done();
  }

  /** Resolves once no flush of this stream's is running (before the handle is closed). */
  async settled(): Promise<void> {
    await this.flushing;
  }
}
