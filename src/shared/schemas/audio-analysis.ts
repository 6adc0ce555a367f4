import { z } from 'zod';

/*
 * What the analysis worker measures of every stored audio file (issue 27 item 5): loudness per
 * ITU-R BS.1770-4 / EBU R128, tempo and key. Measured after the upload answers, so a file's
 * analysis may be pending; a file that cannot be decoded says so instead of leaving it blank.
 */

/** Where a file's analysis stands. */
export const AUDIO_ANALYSIS_STATES = ['pending', 'done', 'failed', 'undecodable'] as const;
export type AudioAnalysisState = (typeof AUDIO_ANALYSIS_STATES)[number];

/** The loudness streaming services play at; the song page says how a file plays there. */
export const STREAMING_TARGET_LUFS = -14;

/**
 * The figures of one file. A figure is null when it does not exist for the file: silence has no
 * integrated loudness (every block is gated), a track without a steady beat has no tempo.
 */
export const audioAnalysisSchema = z.object({
  /** Integrated loudness, LUFS (BS.1770-4 gating: −70 LUFS absolute, −10 LU relative). */
  integratedLufs: z.number().nullable(),
  /** True peak, dBTP (4× oversampled). Null for digital silence. */
  truePeakDbtp: z.number().nullable(),
  /** Loudness range, LU (EBU Tech 3342). */
  loudnessRange: z.number().nullable(),
  /** Tempo in beats per minute, one decimal. */
  bpm: z.number().nullable(),
  /** 0..1. */
  bpmConfidence: z.number().nullable(),
  /** In the details' `MUSICAL_KEYS` spelling ("C major", "F# minor"), or null. */
  key: z.string().nullable(),
  /** 0..1. */
  keyConfidence: z.number().nullable(),
});
export type AudioAnalysis = z.infer<typeof audioAnalysisSchema>;

/**
 * On `GET /api/audio/{id}` and in song lists: `analysis` is null until `analysisState` is
 * `done`.
 */
export const audioAnalysisFieldsSchema = z.object({
  analysisState: z.enum(AUDIO_ANALYSIS_STATES),
  analysis: audioAnalysisSchema.nullable(),
});
export type AudioAnalysisFields = z.infer<typeof audioAnalysisFieldsSchema>;
