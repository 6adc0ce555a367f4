import { describe, expect, it } from 'vitest';
import { dbToGain, loudnessMatch, slotLevels } from './loudness-match';

const measured = (integratedLufs: number | null) => ({
  analysisState: 'done' as const,
  analysis: { integratedLufs },
});

describe('loudness match', () => {
  it('turns the louder version down to the quieter one, never the quieter up', () => {
    const match = loudnessMatch(measured(-9), measured(-14));
    expect(match).toMatchObject({ available: true, gainDb: { a: -5, b: 0 } });
    if (!match.available) return;
    expect(match.gain.a).toBeCloseTo(0.5623, 4);
    expect(match.gain.b).toBe(1);
  });

  it('leaves two equally loud versions alone', () => {
    const match = loudnessMatch(measured(-12.5), measured(-12.5));
    expect(match).toMatchObject({ available: true, gainDb: { a: 0, b: 0 } });
  });

  it('is off while either version is still measured, naming that version', () => {
    expect(loudnessMatch(measured(-9), { analysisState: 'pending', analysis: null })).toEqual({
      available: false,
      slot: 'b',
      reason: 'pending',
    });
    // Fields not known yet count as pending.
    expect(loudnessMatch({}, measured(-9))).toMatchObject({ slot: 'a', reason: 'pending' });
  });

  it('is off for a version that failed, could not be decoded or is silent', () => {
    const failed = { analysisState: 'failed' as const, analysis: null };
    const undecodable = { analysisState: 'undecodable' as const, analysis: null };
    expect(loudnessMatch(failed, measured(-9))).toMatchObject({ slot: 'a', reason: 'failed' });
    expect(loudnessMatch(measured(-9), undecodable)).toMatchObject({
      slot: 'b',
      reason: 'undecodable',
    });
    expect(loudnessMatch(measured(-9), measured(null))).toMatchObject({ reason: 'silent' });
  });

  it('plays both as recorded when the switch is off or matching is not possible', () => {
    const match = loudnessMatch(measured(-8), measured(-14));
    expect(slotLevels(match, false)).toEqual({ a: 1, b: 1 });
    expect(slotLevels(match, true).a).toBeCloseTo(dbToGain(-6), 6);
    const refused = loudnessMatch(measured(-8), {});
    expect(slotLevels(refused, true)).toEqual({ a: 1, b: 1 });
  });

  it('converts decibels to a gain factor', () => {
    expect(dbToGain(0)).toBe(1);
    expect(dbToGain(-6)).toBeCloseTo(0.5012, 4);
    expect(dbToGain(-20)).toBeCloseTo(0.1, 6);
  });
});
