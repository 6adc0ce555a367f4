import type { Readable } from 'node:stream';
import type { AnalysisPool } from './analysis-pool.js';
import type { AudioAnalysis } from './audio-analysis.js';

/** Neither decoding nor the headers gave a duration: the file is not audio we can use. */
export class UnreadableAudioError extends Error {}

/**
 * Duration and waveform of a stored file, worked out in the analysis pool. First a full
 * decode (duration and peaks); when that fails, music-metadata reads the duration from the
 * headers and the waveform stays empty; when that fails too, UnreadableAudioError.
 * `open` is called once per pass, so the file streams from storage rather than from memory.
 * `alreadyFailedDecoding` (the reason) skips a decode that was already tried on the way in.
 */
export async function analyseStoredAudio(
  pool: AnalysisPool,
  open: () => Readable,
  file: { ext: string; mimeType: string; size: number },
  options: { signal?: AbortSignal; alreadyFailedDecoding?: string } = {},
): Promise<AudioAnalysis> {
  const { signal } = options;
  let reason = options.alreadyFailedDecoding;
  if (reason === undefined) {
    const decoded = await pool.run({ mode: 'decode', ...file }, open(), signal);
    if (decoded.kind === 'done') return decoded.result;
    reason = decoded.kind === 'unreadable' ? decoded.reason : 'Unexpected answer';
  }
  const measured = await pool.run({ mode: 'measure', ...file }, open(), signal);
  if (measured.kind === 'done') return measured.result;
  const why = measured.kind === 'unreadable' ? measured.reason : 'Unexpected answer';
  throw new UnreadableAudioError(`${reason}; ${why}`);
}
