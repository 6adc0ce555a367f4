import type { AudioAnalysis, AudioAnalysisState } from '../../../../shared/schemas/audio-analysis';
import type { AbSlot } from './ab-sync';

/*
 * "Match loudness" for an A/B comparison (issue 27 item 4): the louder version is turned down
 * to the quieter one's measured integrated loudness, through its gain node (iOS ignores an
 * element's volume). Never up: raising the quieter one could push its peaks past full scale.
 */

/** What the comparison knows of one version's analysis (undefined: not known yet). */
export interface AbAnalysisFacts {
  analysisState?: AudioAnalysisState;
  analysis?: Pick<AudioAnalysis, 'integratedLufs'> | null;
}

/** Why the switch is off; the version it is about. */
export type LoudnessMatchRefusal = {
  slot: AbSlot;
  reason: 'pending' | 'failed' | 'undecodable' | 'silent';
};

export type LoudnessMatch =
  | { available: true; gainDb: Record<AbSlot, number>; gain: Record<AbSlot, number> }
  | ({ available: false } & LoudnessMatchRefusal);

/** Decibels to a linear gain factor. */
export const dbToGain = (db: number): number => 10 ** (db / 20);

function refusal(facts: AbAnalysisFacts): LoudnessMatchRefusal['reason'] | null {
  const state = facts.analysisState ?? 'pending';
  if (state === 'failed' || state === 'undecodable') return state;
  if (state !== 'done' || !facts.analysis) return 'pending';
  // Silence has no integrated loudness (every block is gated): nothing to match it to.
  if (facts.analysis.integratedLufs === null) return 'silent';
  return null;
}

/** The gains that play A and B at the same integrated loudness, or why they cannot. */
export function loudnessMatch(a: AbAnalysisFacts, b: AbAnalysisFacts): LoudnessMatch {
  for (const [slot, facts] of [
    ['a', a],
    ['b', b],
  ] as const) {
    const reason = refusal(facts);
    if (reason) return { available: false, slot, reason };
  }
  const lufsA = a.analysis!.integratedLufs!;
  const lufsB = b.analysis!.integratedLufs!;
  const target = Math.min(lufsA, lufsB);
  const gainDb = { a: target - lufsA, b: target - lufsB };
  return { available: true, gainDb, gain: { a: dbToGain(gainDb.a), b: dbToGain(gainDb.b) } };
}

/** Each version's gain for the switch's state: 1 (as recorded) unless matching is on. */
export function slotLevels(match: LoudnessMatch, matchOn: boolean): Record<AbSlot, number> {
  return matchOn && match.available ? match.gain : { a: 1, b: 1 };
}
