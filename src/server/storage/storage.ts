import type { S3ClientConfig } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';

/** A stored file as a listing names it. */
export interface StoredFile {
  key: string;
  size: number;
  /** Last written, in milliseconds since the epoch (the orphan clean-up's age rule). */
  modifiedMs: number;
}

/**
 * Where resumable uploads keep their partial bytes until finished (never a storage key): a
 * hidden folder on disk, or a key prefix of the same bucket. The tus data store is chosen from
 * it (modules/resumable-uploads/resumable-store.ts), so partial and finished files always sit
 * side by side and a finished one becomes a stored file without its bytes being written again.
 */
export type ResumableArea =
  | { kind: 'disk'; directory: string }
  | {
      kind: 's3';
      bucket: string;
      /** Prepended to every partial object's key (`<storage prefix>.resumable/`). */
      keyPrefix: string;
      /** How to reach the bucket: the storage's own endpoint, region and credentials. */
      clientConfig: S3ClientConfig;
    };

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
  /** Where resumable uploads keep their partial bytes (see ResumableArea). */
  readonly resumableArea: ResumableArea;
  /**
   * Makes the finished resumable upload `id` (its whole file in the resumable area) the stored
   * file `key` without writing its bytes again: a hard link on disk (made durable), a
   * server-side copy on an object store. The partial file itself is left for the resumable
   * store to remove.
   */
  adoptResumable(id: string, key: string): Promise<void>;
  /** True when a small write and delete succeed (health check). */
  isWritable(): Promise<boolean>;
}

export class StorageLimitError extends Error {
  constructor(readonly maxBytes: number) {
    super(`Stream exceeded ${maxBytes} bytes`);
  }
}
