import { PassThrough, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { analyseStoredAudio, UnreadableAudioError } from '../../audio/analyse-stored-audio.js';
import type { AnalysisPool, JobOutcome } from '../../audio/analysis-pool.js';
import type { AudioAnalysis } from '../../audio/audio-analysis.js';
import type { SniffedType } from '../../lib/sniff.js';
import type { Storage } from '../../storage/storage.js';
import { UploadGuard } from './upload-guard.js';

/** Formats whose decoder needs the file's size up front (M4A: where its index sits). */
const DECODE_AFTER_STORING = new Set(['m4a']);

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
 * Streams an upload to storage under `key` (at most `maxBytes`, else StorageLimitError) and
 * works out its duration and waveform in the analysis pool, in bounded memory either way:
 * while the bytes stream in (a fork of the upload feeds the decoder), or by reading the
 * stored file back (M4A, whose decoder needs the size; when every worker is busy, so one
 * upload never waits on another's analysis; and for the duration-only fallback).
 * Throws UnreadableAudioError when the file is not audio we can measure. On any failure the
 * stored file is removed; on success the caller owns it.
 * With `adopt` (a finished resumable upload, whose bytes are stored already) the stream is read
 * for the analysis alone and the bytes are adopted under `key` instead of written again.
 */
export async function storeAndAnalyse(
  deps: { storage: Storage; pool: AnalysisPool },
  upload: {
    key: string;
    stream: Readable;
    type: SniffedType;
    maxBytes: number;
    adopt?: (key: string) => Promise<void>;
  },
  signal?: AbortSignal,
): Promise<{ size: number; analysis: AudioAnalysis }> {
  const { storage, pool } = deps;
  const { key, type, stream } = upload;
  const file = { ext: type.ext, mimeType: type.mime };
  const stopAnalysis = new AbortController();
  const onAbort = () => stopAnalysis.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });

  let during: Promise<JobOutcome | null> | null = null;
  let side: PassThrough | undefined;
  if (!DECODE_AFTER_STORING.has(type.ext) && pool.hasFreeWorker()) {
    side = new PassThrough();
    // A failure here (worker crash, abort) is settled below by reading the stored file.
    during = pool
      .run({ mode: 'decode', ...file, size: 0 }, side, stopAnalysis.signal)
      .catch(() => null);
  }
  const guard = new UploadGuard(stream, upload.maxBytes, side);
  try {
    const adopt = upload.adopt;
    const { size } = adopt
      ? await readThenAdopt(guard, () => adopt(key))
      : await storage.put(key, guard, { maxBytes: upload.maxBytes });
    try {
      if (guard.failure) throw guard.failure;
      const outcome = await during;
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
