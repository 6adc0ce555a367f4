import { describe, expect, it } from 'vitest';
import {
  MUSICAL_KEYS,
  normalizeIsrc,
  normalizeMusicalKey,
  normalizeTags,
  songDetailsInputSchema,
} from './details';

describe('normalizeIsrc', () => {
  it.each([
    ['US-ABC-12-34567', 'US-ABC-12-34567'],
    ['USABC1234567', 'US-ABC-12-34567'],
    ['usabc1234567', 'US-ABC-12-34567'],
    ['  us-abc-12-34567 ', 'US-ABC-12-34567'],
    ['GB-A1B-99-00001', 'GB-A1B-99-00001'],
    ['FR1231234567', 'FR-123-12-34567'],
    ['USABC-12-34567', 'US-ABC-12-34567'],
  ])('reads %j as %s', (input, expected) => {
    expect(normalizeIsrc(input)).toBe(expected);
  });

  it.each([
    ['too short', 'US-ABC-12-3456'],
    ['too long', 'US-ABC-12-345678'],
    ['a digit in the country code', 'U1-ABC-12-34567'],
    ['a letter in the year', 'US-ABC-1X-34567'],
    ['a letter in the designation', 'US-ABC-12-3456A'],
    ['a punctuation mark in the registrant', 'US-AB_-12-34567'],
    ['spaces instead of dashes', 'US ABC 12 34567'],
    ['double dashes', 'US--ABC-12-34567'],
    ['an empty string', ''],
  ])('refuses %s', (_case, input) => {
    expect(normalizeIsrc(input)).toBeNull();
  });
});

describe('normalizeMusicalKey', () => {
  it('offers 12 major and 12 minor keys, each its own canonical form', () => {
    expect(MUSICAL_KEYS).toHaveLength(24);
    expect(new Set(MUSICAL_KEYS).size).toBe(24);
    for (const key of MUSICAL_KEYS) expect(normalizeMusicalKey(key)).toBe(key);
  });

  it.each([
    ['c', 'C major'],
    ['C major', 'C major'],
    ['a minor', 'A minor'],
    ['Am', 'A minor'],
    ['AM', 'A major'],
    ['bbm', 'Bb minor'],
    ['B', 'B major'],
    ['C#', 'Db major'],
    ['c# minor', 'C# minor'],
    ['Db minor', 'C# minor'],
    ['D# min', 'Eb minor'],
    ['Gb maj', 'F# major'],
    ['A♭ major', 'Ab major'],
    ['F♯m', 'F# minor'],
    ['Cb', 'B major'],
    ['E# minor', 'F minor'],
  ])('reads %j as %s', (input, expected) => {
    expect(normalizeMusicalKey(input)).toBe(expected);
  });

  it.each(['H major', 'C dorian', 'C##', '', 'major'])('refuses %j', (input) => {
    expect(normalizeMusicalKey(input)).toBeNull();
  });
});

describe('normalizeTags', () => {
  it('splits comma text, trims, drops blanks and case-insensitive duplicates', () => {
    expect(normalizeTags(' summer, Late Night ,,summer , SUMMER, demo ')).toEqual([
      'summer',
      'Late Night',
      'demo',
    ]);
  });

  it('treats a list the same way, splitting any commas inside it', () => {
    expect(normalizeTags(['a, b', 'B', ' ', 'c'])).toEqual(['a', 'b', 'c']);
    expect(normalizeTags([])).toEqual([]);
  });
});

describe('songDetailsInputSchema', () => {
  it('leaves out what was not sent, so a save only touches the fields it names', () => {
    expect(songDetailsInputSchema.parse({ tempo: 120 })).toEqual({ tempo: 120 });
  });

  it('reads blank text as a cleared field and null tags as none', () => {
    expect(songDetailsInputSchema.parse({ genre: '', key: ' ', tempo: '', tags: null })).toEqual({
      genre: null,
      key: null,
      tempo: null,
      tags: [],
    });
  });

  it('accepts tempo at both ends of 1–999 and refuses outside it', () => {
    expect(songDetailsInputSchema.parse({ tempo: 1 }).tempo).toBe(1);
    expect(songDetailsInputSchema.parse({ tempo: '999' }).tempo).toBe(999);
    expect(songDetailsInputSchema.safeParse({ tempo: 1000 }).success).toBe(false);
    expect(songDetailsInputSchema.safeParse({ tempo: -5 }).success).toBe(false);
    expect(songDetailsInputSchema.safeParse({ tempo: 'fast' }).success).toBe(false);
  });

  it('allows exactly 30 tags of 40 characters', () => {
    const tags = Array.from({ length: 30 }, (_, i) => `${i}`.padEnd(40, 'x'));
    expect(songDetailsInputSchema.parse({ tags }).tags).toEqual(tags);
  });
});
