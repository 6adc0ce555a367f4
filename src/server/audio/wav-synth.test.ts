import { describe, expect, it } from 'vitest';
import { chords, melody, noteToMidi } from './note-names.js';
import { renderSong, type SongSketch } from './wav-synth.js';

const RATE = 22_050;
const sketch: SongSketch = {
  bpm: 96,
  seconds: 6,
  lead: 'piano',
  drums: 'groove',
  seed: 7,
  chords: chords('C3+E3+G3:4 A2+C3+E3:4'),
  melody: melody('E5:1 D5:.5 C5:.5 -:1 G4:1 | A4:2 C5:2'),
};

/** Loudness of consecutive 100 ms windows. */
function windowLoudness(samples: Float32Array): number[] {
  const size = RATE / 10;
  const result: number[] = [];
  for (let start = 0; start + size <= samples.length; start += size) {
    let sum = 0;
    for (let i = start; i < start + size; i += 1) sum += samples[i]! ** 2;
    result.push(Math.sqrt(sum / size));
  }
  return result;
}

describe('note names', () => {
  it('maps names to MIDI numbers', () => {
    expect(noteToMidi('C4')).toBe(60);
    expect(noteToMidi('A4')).toBe(69);
    expect(noteToMidi('F#3')).toBe(54);
    expect(noteToMidi('Bb2')).toBe(46);
  });

  it('parses melodies with rests and bar lines, and chords', () => {
    expect(melody('C4:1 -:.5 | E4:.5')).toEqual([
      [60, 1],
      [null, 0.5],
      [64, 0.5],
    ]);
    expect(chords('C3+E3+G3:4')).toEqual([[[48, 52, 55], 4]]);
  });

  it('rejects malformed notation', () => {
    expect(() => melody('H4:1')).toThrow(/note name/);
    expect(() => melody('C4')).toThrow(/note:beats/);
  });
});

describe('renderSong', () => {
  const samples = renderSong(sketch, RATE);

  it('renders exactly the requested length, mastered below full scale', () => {
    expect(samples.length).toBe(6 * RATE);
    const peak = samples.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
    expect(peak).toBeGreaterThan(0.5);
    expect(peak).toBeLessThanOrEqual(0.9 + 1e-6);
  });

  it('fades in and out so the file does not click', () => {
    expect(Math.abs(samples[0]!)).toBeLessThan(0.01);
    expect(Math.abs(samples[samples.length - 1]!)).toBeLessThan(0.01);
  });

  it('is deterministic for a seed and different for another sketch', () => {
    const bytes = (values: Float32Array) => Buffer.from(values.buffer);
    expect(bytes(renderSong(sketch, RATE)).equals(bytes(samples))).toBe(true);
    const other = renderSong({ ...sketch, lead: 'pluck', seed: 8 }, RATE);
    expect(bytes(other).equals(bytes(samples))).toBe(false);
  });

  it('moves like music (notes and beats), not a steady test tone', () => {
    const loudness = windowLoudness(samples).slice(2, -15);
    const mean = loudness.reduce((a, b) => a + b, 0) / loudness.length;
    const spread = Math.sqrt(loudness.reduce((a, b) => a + (b - mean) ** 2, 0) / loudness.length);
    expect(mean).toBeGreaterThan(0.05);
    expect(spread / mean).toBeGreaterThan(0.1);
  });
});
