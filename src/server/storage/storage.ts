import type { Readable } from 'node:stream';

/** A stored file as a listing names it. */
export interface StoredFile {
  key: string;
  size: number;
  /** Last written, in milliseconds since the epoch (the orphan clean-up's age rule). */
  modifiedMs: number;
}

/**
 * Where uploaded bytes live: local disk (local-storage.ts) or an S3-compatible object store
 * (s3-storage.ts), chosen by STORAGE_URL (open-storage.ts).
 */
export interface Storage {
  /** Local disk or an object store: what the admin health reads (free space only on disk). */
  readonly kind: 'disk' | 's3';
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
  /**
   * Every stored file whose key starts with `prefix`, in no particular order, read a page at a
   * time (never every key in memory). Files still being written are not listed.
   */
  list(prefix?: string): AsyncIterable<StoredFile>;
  /** True when a small write and delete succeed (health check). */
  isWritable(): Promise<boolean>;
}

export class StorageLimitError extends Error {
  constructor(readonly maxBytes: number) {
    super(`Stream exceeded ${maxBytes} bytes`);
  }
}
