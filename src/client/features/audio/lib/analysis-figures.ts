import {
  STREAMING_TARGET_LUFS,
  type AudioAnalysis,
  type AudioAnalysisFields,
} from '../../../../shared/schemas/audio-analysis';
import {
  MUSICAL_KEYS,
  normalizeMusicalKey,
  TEMPO_MAX,
  TEMPO_MIN,
} from '../../../../shared/schemas/details';

/*
 * What the song's analysis (issue 27 item 5) means for the person reading it: how streaming
 * services play it, and what of it fits the song's details.
 */

/** Within half a decibel of the target a song plays as it is: no "turned down by 0.2 dB". */
const EVEN_WITHIN_DB = 0.5;

/** How a streaming service at −14 LUFS plays a file: turned down, up, or as it is (dB, 1 dp). */
export type StreamingAdjustment = { kind: 'down' | 'up'; db: number } | { kind: 'even' };

export function streamingAdjustment(integratedLufs: number | null): StreamingAdjustment | null {
  if (integratedLufs === null || !Number.isFinite(integratedLufs)) return null;
  const difference = integratedLufs - STREAMING_TARGET_LUFS;
  if (Math.abs(difference) < EVEN_WITHIN_DB) return { kind: 'even' };
  const db = Math.round(Math.abs(difference) * 10) / 10;
  return { kind: difference > 0 ? 'down' : 'up', db };
}

/** A confidence (0..1) as a whole percentage, or null. */
export function confidencePercent(confidence: number | null): number | null {
  if (confidence === null || !Number.isFinite(confidence)) return null;
  return Math.round(Math.min(1, Math.max(0, confidence)) * 100);
}

/** What "Use in song details" writes; null when neither figure fits the details. */
export function detailsFromAnalysis(
  analysis: Pick<AudioAnalysis, 'bpm' | 'key'> | null | undefined,
): Partial<{ tempo: number; key: string }> | null {
  if (!analysis) return null;
  const offer: Partial<{ tempo: number; key: string }> = {};
  if (analysis.bpm !== null && Number.isFinite(analysis.bpm)) {
    const tempo = Math.round(analysis.bpm);
    if (tempo >= TEMPO_MIN && tempo <= TEMPO_MAX) offer.tempo = tempo;
  }
  const key = analysis.key === null ? null : normalizeMusicalKey(analysis.key);
  if (key && MUSICAL_KEYS.includes(key)) offer.key = key;
  return offer.tempo === undefined && offer.key === undefined ? null : offer;
}

/** Whether the details already say what the analysis offers (nothing left to write). */
export function detailsAlreadyMatch(
  offer: Partial<{ tempo: number; key: string }>,
  details: { tempo: number | null; key: string | null } | undefined,
): boolean {
  if (!details) return false;
  return (
    (offer.tempo === undefined || offer.tempo === details.tempo) &&
    (offer.key === undefined || offer.key === details.key)
  );
}

/** A song as lists and GET /api/audio/{id} carry it, with its analysis (its state and figures). */
export type WithAnalysis<T> = T & AudioAnalysisFields;
