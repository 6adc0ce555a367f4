import type { FastifyBaseLogger } from 'fastify';
import { AUDIO_HEADER_BYTES, formatColumns, readAudioFormat } from '../../audio/audio-format.js';
import type { Storage } from '../../storage/storage.js';
import type { AudioFormatRepository } from './audio-format.repository.js';

/** Files looked up per query; each is read one at a time. */
const BATCH = 16;

/**
 * The first bytes of a stored file (at most AUDIO_HEADER_BYTES), asked of the storage as a
 * range, so that a 2 GB master costs 64 KiB like any other file.
 */
export async function readStoredHeader(storage: Storage, key: string, size: number) {
  const length = Math.min(size, AUDIO_HEADER_BYTES);
  if (length <= 0) return Buffer.alloc(0);
  const stream = storage.get(key, { start: 0, end: length - 1 });
  const chunks: Buffer[] = [];
  let read = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      read += chunk.length;
      if (read >= length) break; // a store that ignores the range is not read to its end
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks).subarray(0, length);
}

/**
 * Reads the format (container, sample rate, bit depth, channels) of files stored before the
 * upload read it, after start-up (as the sound analysis backfill does, and under the same
 * AUDIO_ANALYSIS_BACKFILL switch): a keyset walk over the files whose container is null, a
 * small batch per query, the first bytes of one file at a time. Bytes no reader recognises are
 * stored as 'unknown', so they are read once; a file whose bytes cannot be read (missing) is
 * left for the next start. Resumable: the work list is the database.
 */
export function createFormatBackfill(deps: {
  storage: Storage;
  repo: AudioFormatRepository;
  log: FastifyBaseLogger;
}) {
  const { storage, repo, log } = deps;
  let running: Promise<void> | null = null;
  let stopped = false;

  async function readOne(file: { id: string; filename: string; size: number }) {
    let header: Buffer;
    try {
      header = await readStoredHeader(storage, file.filename, file.size);
    } catch (error) {
      log.warn({ err: error, audioId: file.id }, 'audio format backfill could not read a file');
      return;
    }
    if (stopped) return;
    await repo.saveFormat(file.id, formatColumns(readAudioFormat(header)));
  }

  async function drain(): Promise<void> {
    let after: string | null = null;
    while (!stopped) {
      const files = await repo.nextUnread(after, BATCH);
      if (files.length === 0) return;
      for (const file of files) {
        if (stopped) return;
        await readOne(file);
      }
      after = files[files.length - 1]!.id;
    }
  }

  return {
    /** Starts the walk unless it runs already; returns at once. */
    start(): void {
      if (stopped || running) return;
      running = drain()
        .catch((error: unknown) => {
          if (!stopped) log.warn({ err: error }, 'audio format backfill stopped');
        })
        .finally(() => {
          running = null;
        });
    },
    /** Settles once the walk is over (tests wait with it). */
    async idle(): Promise<void> {
      while (running) await running;
    },
    /** Stops after the file in hand. */
    async close(): Promise<void> {
      stopped = true;
      await running;
    },
  };
}
export type FormatBackfill = ReturnType<typeof createFormatBackfill>;
