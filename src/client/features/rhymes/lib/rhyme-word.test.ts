import { describe, expect, it } from 'vitest';
import { rhymeWordFrom, textToInsert } from './rhyme-word';

describe('rhymeWordFrom', () => {
  it('reads a selected word without its punctuation, lower-cased', () => {
    expect(rhymeWordFrom(' Heart, ')).toBe('heart');
    expect(rhymeWordFrom('“corazón!”')).toBe('corazón');
  });

  it('accepts a two-word ending', () => {
    expect(rhymeWordFrom('broken  heart')).toBe('broken heart');
  });

  it('refuses what the server would refuse', () => {
    expect(rhymeWordFrom('')).toBeNull();
    expect(rhymeWordFrom('123')).toBeNull();
    expect(rhymeWordFrom('rock & roll')).toBeNull();
    expect(rhymeWordFrom('x'.repeat(41))).toBeNull();
  });
});

describe('textToInsert', () => {
  it('adds a space after a word, none after a space or at the start', () => {
    expect(textToInsert('start', 'my heart', '')).toBe(' start');
    expect(textToInsert('start', 'my heart ', '')).toBe('start');
    expect(textToInsert('start', '', '')).toBe('start');
  });

  it('keeps a following word apart', () => {
    expect(textToInsert('start', 'a ', 'again')).toBe('start ');
    expect(textToInsert('start', 'a ', ', then')).toBe('start');
  });
});
