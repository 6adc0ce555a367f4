import { describe, expect, it } from 'vitest';
import {
  confidencePercent,
  detailsAlreadyMatch,
  detailsFromAnalysis,
  streamingAdjustment,
} from './analysis-figures';

describe('how streaming services play a song', () => {
  it('turns a louder master down by its distance from −14 LUFS', () => {
    expect(streamingAdjustment(-8.24)).toEqual({ kind: 'down', db: 5.8 });
  });

  it('says a quieter one plays below the others', () => {
    expect(streamingAdjustment(-20)).toEqual({ kind: 'up', db: 6 });
  });

  it('calls a master within half a decibel even', () => {
    expect(streamingAdjustment(-14.3)).toEqual({ kind: 'even' });
    expect(streamingAdjustment(-13.6)).toEqual({ kind: 'even' });
  });

  it('says nothing of silence (no integrated loudness)', () => {
    expect(streamingAdjustment(null)).toBeNull();
  });
});

describe('analysis into the song details', () => {
  it('rounds the tempo to a whole number and keeps the key’s spelling', () => {
    expect(detailsFromAnalysis({ bpm: 119.6, key: 'C major' })).toEqual({
      tempo: 120,
      key: 'C major',
    });
  });

  it('spells a key the way the details do', () => {
    expect(detailsFromAnalysis({ bpm: null, key: 'C# major' })).toEqual({ key: 'Db major' });
    expect(detailsFromAnalysis({ bpm: null, key: 'A♭ minor' })).toEqual({ key: 'G# minor' });
  });

  it('leaves out a tempo outside the details’ range and a key it cannot read', () => {
    expect(detailsFromAnalysis({ bpm: 0.3, key: 'H dorian' })).toBeNull();
    expect(detailsFromAnalysis({ bpm: 1200, key: 'E minor' })).toEqual({ key: 'E minor' });
    expect(detailsFromAnalysis({ bpm: 98.2, key: null })).toEqual({ tempo: 98 });
    expect(detailsFromAnalysis(null)).toBeNull();
  });

  it('knows when the details already say it', () => {
    const offer = { tempo: 120, key: 'C major' };
    expect(detailsAlreadyMatch(offer, { tempo: 120, key: 'C major' })).toBe(true);
    expect(detailsAlreadyMatch(offer, { tempo: 118, key: 'C major' })).toBe(false);
    expect(detailsAlreadyMatch({ tempo: 120 }, { tempo: 120, key: null })).toBe(true);
    expect(detailsAlreadyMatch(offer, undefined)).toBe(false);
  });
});

describe('confidence', () => {
  it('is a whole percentage within 0..100', () => {
    expect(confidencePercent(0.874)).toBe(87);
    expect(confidencePercent(1.2)).toBe(100);
    expect(confidencePercent(null)).toBeNull();
  });
});
