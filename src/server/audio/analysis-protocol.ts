import type { AudioAnalysis } from './audio-analysis.js';
import type { SoundFigures } from './sound-measures.js';

/** What the analysis worker is asked to do with the bytes that follow. */
export interface AnalysisJob {
  id: number;
  /**
   * decode: duration and waveform; measure: duration only, from headers (music-metadata);
   * sound: loudness, true peak, tempo and key (after the upload has answered).
   */
  mode: 'decode' | 'measure' | 'sound';
  ext: string;
  mimeType: string;
  size: number;
}

/** Main thread → worker. Chunks are acknowledged one by one, which bounds what is in flight. */
export type ToWorker =
  | { kind: 'start'; job: AnalysisJob }
  | { kind: 'chunk'; id: number; bytes: Uint8Array }
  | { kind: 'end'; id: number };

/** Worker → main thread. An ack may hand the previous chunk's buffer back for reuse. */
export type FromWorker =
  | { kind: 'ack'; id: number; recycled?: Uint8Array }
  | { kind: 'done'; id: number; result: AudioAnalysis }
  | { kind: 'sound'; id: number; figures: SoundFigures }
  | { kind: 'unreadable'; id: number; reason: string };
