import { describe, expect, it } from 'vitest';
import { assonanceKey, familyKey, perfectKey, rhymeSimilarity, twoStressKey } from './arpabet.js';
import { spellingRimes } from './english-rhymes.js';
import { romanceRhymeKeys } from './romance-stress.js';

const p = (s: string) => s.split(' ');

describe('English rhyme keys (ARPAbet)', () => {
  it('takes the perfect rhyme from the last stressed vowel', () => {
    expect(perfectKey(p('HH AA1 R T'))).toBe('AA R T');
    expect(perfectKey(p('B R OW1 K AH0 N'))).toBe('OW K AH N');
    expect(perfectKey(p('AH0 N D ER0 S T AE1 N D'))).toBe('AE N D');
  });

  it('keys assonance by vowels and near rhymes by vowel family', () => {
    expect(assonanceKey(p('HH AA1 R T'))).toBe(assonanceKey(p('F AA1 R')));
    expect(familyKey(p('HH AA1 R T'))).toBe(familyKey(p('K AO1 R T')));
    expect(familyKey(p('HH AA1 R T'))).not.toBe(familyKey(p('HH ER1 T')));
  });

  it('keys a two-word ending by its last two stresses', () => {
    expect(twoStressKey(p('B R OW1 K AH0 N HH AA1 R T'))).toBe('OW|AA R T');
    expect(twoStressKey(p('HH AA1 R T'))).toBeNull();
  });

  it('scores kin consonants above unrelated ones', () => {
    const heart = p('AA R T');
    expect(rhymeSimilarity(heart, p('AA R D'))).toBeGreaterThan(
      rhymeSimilarity(heart, p('AA R K')),
    );
  });

  it('guesses a spelled rime for unknown words', () => {
    expect(spellingRimes('blorp')).toEqual(['orp']);
    expect(spellingRimes('blorptastic')).toEqual(['astic', 'ic']);
    expect(spellingRimes('flarke')).toEqual(['arke']);
  });
});

describe('Spanish and Portuguese stress and rhyme keys', () => {
  it('lets a written accent win, else applies the ending rule (es)', () => {
    expect(romanceRhymeKeys('canción', 'es')).toMatchObject({ consonant: 'on', assonant: 'o' });
    expect(romanceRhymeKeys('amor', 'es')).toMatchObject({ consonant: 'or', assonant: 'o' });
    expect(romanceRhymeKeys('casa', 'es')).toMatchObject({ consonant: 'asa', assonant: 'aa' });
    expect(romanceRhymeKeys('árbol', 'es')).toMatchObject({ consonant: 'arbol', assonant: 'ao' });
    expect(romanceRhymeKeys('tiempo', 'es')?.consonant).toBe('empo');
  });

  it('merges letters that sound alike in Spanish', () => {
    expect(romanceRhymeKeys('voz', 'es')?.consonant).toBe(romanceRhymeKeys('dos', 'es')?.consonant);
    expect(romanceRhymeKeys('noche', 'es')?.consonant).toBe('oĉe');
    // Traditional assonance: an unstressed i counts as e (Venus ~ "eo").
    expect(romanceRhymeKeys('Venus', 'es')?.assonant).toBe('eo');
  });

  it('applies Portuguese rules: tilde, accents and endings', () => {
    expect(romanceRhymeKeys('coração', 'pt')?.consonant).toBe('ão');
    expect(romanceRhymeKeys('órgão', 'pt')?.consonant).toBe('orgão');
    expect(romanceRhymeKeys('saudade', 'pt')?.consonant).toBe('ade');
    expect(romanceRhymeKeys('jardim', 'pt')?.consonant).toBe('im');
    expect(romanceRhymeKeys('amor', 'pt')?.consonant).toBe('or');
    expect(romanceRhymeKeys('paz', 'pt')?.consonant).toBe(romanceRhymeKeys('mas', 'pt')?.consonant);
  });

  it('has no key for a word without vowels', () => {
    expect(romanceRhymeKeys('psst', 'es')).toBeNull();
  });
});
