import type { Readable } from 'node:stream';

/** Sees every chunk on its way into the store (live-analysis.ts) and how its write ended. */
export interface ChunkTap {
  /** The bytes of upload `id` from `offset`, as the store is to read them. */
  tap(id: string, offset: number, chunk: Readable): Readable;
  /** The write of the chunk ended: the upload's bytes now end at `end` (null: it failed). */
  written(id: string, end: number | null): void;
}

/** One chunk's `write` through `tap` (when set), telling it how the write ended. */
export async function tappedWrite(
  tap: ChunkTap | undefined,
  write: (chunk: Readable) => Promise<number>,
  chunk: Readable,
  id: string,
  offset: number,
): Promise<number> {
  if (!tap) return write(chunk);
  let end: number | null = null;
  try {
    end = await write(tap.tap(id, offset, chunk));
    return end;
  } finally {
    tap.written(id, end);
  }
}
