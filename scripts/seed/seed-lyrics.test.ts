import { describe, expect, it } from 'vitest';
import { seededRandom, seedLyricsContent } from './seed-lyrics.js';

describe('seeded lyrics', () => {
  it('writes the same text for the same row on every run', () => {
    expect(seedLyricsContent(7)).toBe(seedLyricsContent(7));
    const a = seededRandom(3);
    const b = seededRandom(3);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });

  it('gives every row of a data set words of its own, a word of a line in some rows only', () => {
    const texts = Array.from({ length: 1_200 }, (_, i) => seedLyricsContent(i));
    expect(new Set(texts).size).toBe(texts.length);
    const withTide = texts.filter((text) => /\btide\b/.test(text)).length;
    expect(withTide).toBeGreaterThan(50);
    expect(withTide).toBeLessThan(texts.length);
  });

  it('is editor HTML: a paragraph per line, section markers, the chorus repeated', () => {
    const text = seedLyricsContent(0);
    expect(text).toMatch(/^<p>\[Verse 1\]<\/p><p>[A-Z][^<]+<\/p>/);
    const chorus = text
      .split('<p>[Chorus]</p>')
      .slice(1)
      .map((part) => part.split('<p>[')[0]);
    expect(new Set(chorus).size).toBe(1);
  });
});
