import type { Readable } from 'node:stream';

/** Where uploaded bytes live. Local disk today; an S3-compatible store can implement the same. */
export interface Storage {
  /** Streams `body` to `key`; on failure nothing is left behind. Returns the bytes written. */
  put(key: string, body: Readable, options?: { maxBytes?: number }): Promise<{ size: number }>;
  /** A stream of the object, optionally a byte range (inclusive end). */
  get(key: string, range?: { start: number; end: number }): Readable;
  stat(key: string): Promise<{ size: number } | null>;
  delete(key: string): Promise<void>;
  /**
   * Makes `to` a second key for the bytes of `from` without copying them where the store can
   * (a hard link on disk); deleting either key later leaves the other whole. Stored bytes are
   * never rewritten in place, so the two keys cannot drift apart.
   */
  copy(from: string, to: string): Promise<void>;
  /** True when a small write and delete succeed (health check). */
  isWritable(): Promise<boolean>;
}

export class StorageLimitError extends Error {
  constructor(readonly maxBytes: number) {
    super(`Stream exceeded ${maxBytes} bytes`);
  }
}
