import { describe, expect, it } from 'vitest';
import {
  countLineSyllables,
  countSyllables,
  sungText,
  vowelNuclei,
  wordsOfLine,
} from './syllables';

describe('countSyllables (spelling heuristic)', () => {
  it.each([
    ['heart', 1],
    ['broken', 2],
    ['beautiful', 3],
    ['table', 2],
    ['makes', 1],
    ['horses', 2],
    ['loved', 1],
    ['wanted', 2],
    ['piano', 3],
    ['nation', 2],
    ['rhythm', 2],
    ['yellow', 2],
    ["don't", 1],
  ])('English "%s" has %i', (word, count) => {
    expect(countSyllables(word, 'en')).toBe(count);
  });

  it('accepts one or two for "fire"', () => {
    expect([1, 2]).toContain(countSyllables('fire', 'en'));
  });

  it.each([
    ['canción', 2],
    ['corazón', 3],
    ['amor', 2],
    ['país', 2],
    ['hoy', 1],
    ['quiero', 2],
    ['guitarra', 3],
    ['poeta', 3],
  ])('Spanish "%s" has %i', (word, count) => {
    expect(countSyllables(word, 'es')).toBe(count);
  });

  it.each([
    ['coração', 3],
    ['canção', 2],
    ['saudade', 3],
    ['mãe', 1],
    ['tio', 2],
    ['cair', 2],
    ['água', 2],
    ['história', 4],
  ])('Portuguese "%s" has %i', (word, count) => {
    expect(countSyllables(word, 'pt')).toBe(count);
  });

  it('gives nothing for a token without letters', () => {
    expect(countSyllables('—', 'en')).toBe(0);
    expect(countSyllables('', 'es')).toBe(0);
  });
});

describe('vowelNuclei', () => {
  it('keeps diphthongs together and splits a hiatus', () => {
    expect(vowelNuclei('canción').map((n) => n.text)).toEqual(['a', 'ió']);
    expect(vowelNuclei('poeta').map((n) => n.text)).toEqual(['o', 'e', 'a']);
    expect(vowelNuclei('coração', 'pt').map((n) => n.text)).toEqual(['o', 'a', 'ão']);
  });
});

describe('countLineSyllables', () => {
  it('adds the words of a line and ignores punctuation', () => {
    expect(wordsOfLine('Oh, my broken heart!')).toEqual(['Oh', 'my', 'broken', 'heart']);
    expect(countLineSyllables('Oh, my broken heart!', 'en')).toBe(5);
    expect(countLineSyllables('canción de amor', 'es')).toBe(5);
    expect(countLineSyllables('   ', 'en')).toBe(0);
  });

  it('counts no syllable in a section marker or a bracketed note (issue 25 item 8)', () => {
    expect(countLineSyllables('[Verse 1]', 'en')).toBe(0);
    expect(countLineSyllables('[Chorus]', 'en')).toBe(0);
    expect(countLineSyllables('[Estribillo]', 'es')).toBe(0);
    expect(countLineSyllables('Oh, my broken heart! [x2]', 'en')).toBe(5);
    expect(countLineSyllables('[Verse 1]', 'en', () => 3)).toBe(0);
    // An unclosed bracket is text the writer sings.
    expect(countLineSyllables('[broken heart', 'en')).toBe(3);
    expect(sungText('[Bridge]').trim()).toBe('');
  });

  it('lets a caller substitute its own word counts', () => {
    expect(countLineSyllables('fire fire', 'en', () => 2)).toBe(4);
  });
});
