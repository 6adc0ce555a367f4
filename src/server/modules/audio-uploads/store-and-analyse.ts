import { PassThrough, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { analyseStoredAudio, UnreadableAudioError } from '../../audio/analyse-stored-audio.js';
import type { AnalysisPool, JobOutcome } from '../../audio/analysis-pool.js';
import type { AudioAnalysis } from '../../audio/audio-analysis.js';
import { AUDIO_HEADER_BYTES } from '../../audio/audio-format.js';
import { sniffFileType, SNIFF_BYTES, type SniffedType } from '../../lib/sniff.js';
import { StorageLimitError, type Storage } from '../../storage/storage.js';
import { UploadGuard } from './upload-guard.js';

/** Formats whose decoder needs the file's size up front (M4A: where its index sits). */
const DECODE_AFTER_STORING = new Set(['m4a']);

/** An analysis fed as a file's bytes arrive: write them to `side`, in order, then end it. */
export interface AnalysisAlongside {
  side: PassThrough;
  /** What the worker found; null when it failed or stopped (the stored file is read instead). */
  outcome: Promise<JobOutcome | null>;
}

/**
 * Starts analysing a file of `type` from the bytes its caller writes to `side` as they arrive,
 * when its decoder reads from the start (not M4A) and a worker is free now: one upload never
 * waits for another's analysis. With `yieldsWorker` (AnalysisPool.run) the analysis gives its
 * worker up to any job that would wait.
 */
export function analyseAlongside(
  pool: AnalysisPool,
  type: SniffedType,
  signal: AbortSignal,
  options: { yieldsWorker?: boolean } = {},
): AnalysisAlongside | null {
  const yieldsWorker = options.yieldsWorker ?? false;
  if (DECODE_AFTER_STORING.has(type.ext) || !pool.hasFreeWorker(yieldsWorker)) return null;
  const side = new PassThrough();
  const job = { mode: 'decode', ext: type.ext, mimeType: type.mime, size: 0 } as const;
  // A failure here (worker crash, abort, a yielded worker) is settled by reading the stored file.
  const outcome = pool.run(job, side, signal, { yieldsWorker }).catch(() => null);
  return { side, outcome };
}

/**
 * Starts the duration-and-peaks analysis of a file whose bytes come in pieces over several
 * requests (a resumable upload's chunks), from its first bytes (at least SNIFF_BYTES): null
 * when they are not audio the decoder reads from the start, or no worker is free. The analysis
 * yields its worker to any job that would wait (AnalysisPool.run): its sender may pause
 * between pieces for as long as it likes.
 */
export function analyseAsItArrives(
  pool: AnalysisPool,
  firstBytes: Buffer,
  signal: AbortSignal,
): (AnalysisAlongside & { ext: string }) | null {
  const type = sniffFileType(firstBytes.subarray(0, SNIFF_BYTES));
  if (type?.kind !== 'audio') return null;
  const alongside = analyseAlongside(pool, type, signal, { yieldsWorker: true });
  return alongside && { ...alongside, ext: type.ext };
}

/** A file stored and analysed before the pipeline sees it (a resumable upload's chunks fed it). */
export interface AnalysedAlready {
  ext: string;
  size: number;
  analysis: AudioAnalysis;
}

/**
 * Reads `guard` to its end without keeping a byte (it feeds the analysis as it passes), then
 * has `adopt` make the already stored bytes the file of the upload's key. Nothing is adopted
 * when the file is over its limit or could not be read whole.
 */
async function readThenAdopt(guard: UploadGuard, adopt: () => Promise<void>) {
  let size = 0;
  const counter = new Writable({
    write(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done();
    },
  });
  await pipeline(guard, counter);
  if (guard.failure) throw guard.failure;
  await adopt();
  return { size };
}

/**
 * Adopts a finished resumable upload that was analysed as its chunks arrived: only the first
 * AUDIO_HEADER_BYTES of `stream` are read (the caller keeps them for the format header), the
 * size is held to the limit, and the stored bytes become the file of the upload's key.
 */
async function adoptAnalysed(
  stream: Readable,
  analysed: AnalysedAlready,
  maxBytes: number,
  adopt: () => Promise<void>,
): Promise<{ size: number; analysis: AudioAnalysis }> {
  try {
    if (analysed.size > maxBytes) throw new StorageLimitError(maxBytes);
    let read = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      read += chunk.length;
      if (read >= AUDIO_HEADER_BYTES) break;
    }
  } finally {
    stream.destroy();
  }
  await adopt();
  return { size: analysed.size, analysis: analysed.analysis };
}

/**
 * Streams an upload to storage under `key` (at most `maxBytes`, else StorageLimitError) and
 * works out its duration and waveform in the analysis pool, in bounded memory either way:
 * while the bytes stream in (a fork of the upload feeds the decoder), or by reading the
 * stored file back (M4A, whose decoder needs the size; when every worker is busy, so one
 * upload never waits on another's analysis; and for the duration-only fallback).
 * Throws UnreadableAudioError when the file is not audio we can measure. On any failure the
 * stored file is removed; on success the caller owns it.
 * With `adopt` (a finished resumable upload, whose bytes are stored already) the stream is read
 * for the analysis alone and the bytes are adopted under `key` instead of written again; with
 * `analysed` too (its analysis ran as its chunks came in) only the stream's head is read.
 */
export async function storeAndAnalyse(
  deps: { storage: Storage; pool: AnalysisPool },
  upload: {
    key: string;
    stream: Readable;
    type: SniffedType;
    maxBytes: number;
    adopt?: (key: string) => Promise<void>;
    analysed?: AnalysedAlready;
  },
  signal?: AbortSignal,
): Promise<{ size: number; analysis: AudioAnalysis }> {
  const { storage, pool } = deps;
  const { key, type, stream, adopt, analysed } = upload;
  if (adopt && analysed?.ext === type.ext) {
    return adoptAnalysed(stream, analysed, upload.maxBytes, () => adopt(key));
  }
  const file = { ext: type.ext, mimeType: type.mime };
  const stopAnalysis = new AbortController();
  const onAbort = () => stopAnalysis.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });

  const alongside = analyseAlongside(pool, type, stopAnalysis.signal);
  const guard = new UploadGuard(stream, upload.maxBytes, alongside?.side);
  try {
    const { size } = adopt
      ? await readThenAdopt(guard, () => adopt(key))
      : await storage.put(key, guard, { maxBytes: upload.maxBytes });
    try {
      if (guard.failure) throw guard.failure;
      const outcome = await alongside?.outcome;
      if (outcome?.kind === 'done') return { size, analysis: outcome.result };
      signal?.throwIfAborted();
      const analysis = await analyseStoredAudio(
        pool,
        () => storage.get(key),
        { ...file, size },
        {
          signal,
          alreadyFailedDecoding: outcome?.kind === 'unreadable' ? outcome.reason : undefined,
        },
      );
      return { size, analysis };
    } catch (error) {
      await storage.delete(key);
      throw error;
    }
  } catch (error) {
    stopAnalysis.abort(error);
    stream.destroy();
    throw error;
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}

export { UnreadableAudioError };
