import type { Readable } from 'node:stream';

/** Where uploaded bytes live. Local disk today; an S3-compatible store can implement the same. */
export interface Storage {
  /** Streams `body` to `key`; on failure nothing is left behind. Returns the bytes written. */
  put(key: string, body: Readable, options?: { maxBytes?: number }): Promise<{ size: number }>;
  /** A stream of the object, optionally a byte range (inclusive end). */
  get(key: string, range?: { start: number; end: number }): Readable;
  stat(key: string): Promise<{ size: number } | null>;
  delete(key: string): Promise<void>;
  /** True when a small write and delete succeed (health check). */
  isWritable(): Promise<boolean>;
}

export class StorageLimitError extends Error {
  constructor(readonly maxBytes: number) {
    super(`Stream exceeded ${maxBytes} bytes`);
  }
}
