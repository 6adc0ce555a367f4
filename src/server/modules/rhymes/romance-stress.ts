/**
 * Stress and rhyme keys for Spanish and Portuguese, from spelling alone.
 *
 * Stress — Spanish: a written accent (á é í ó ú) marks it; otherwise words ending in a vowel, n or
 * s stress the second-to-last syllable and all others the last. Portuguese: an acute or circumflex
 * accent marks it, else a tilde (ã õ: canção, coração); otherwise words ending in a, e, o (+s),
 * am, em, ens stress the second-to-last syllable and all others (i, u, l, r, z, x, im, om, um...)
 * the last.
 *
 * Rhymes run from the stressed vowel to the end. Consonant (perfect) rhyme: those letters equal
 * once spelled alike sounds are merged (es: b/v, c/s/z, ll/y, silent h; pt: ç/ss/c/s, final z/s,
 * qu/c). Assonant rhyme: the same vowels — the stressed one and each later syllable's main vowel
 * (in Spanish an unstressed i counts as e and u as o, as in traditional assonance).
 */
import { vowelNuclei, type VowelNucleus } from '../../../shared/syllables.js';

export type RomanceLanguage = 'es' | 'pt';

export interface RomanceRhymeKeys {
  consonant: string;
  assonant: string;
  syllables: number;
}

const ACCENTED: Record<RomanceLanguage, RegExp> = { es: /[áéíóú]/, pt: /[áéíóúâêô]/ };
const PENULT_ENDINGS: Record<RomanceLanguage, RegExp> = {
  es: /(?:[aeiouü]|n|s)$/,
  pt: /(?:[aeo]s?|am|em|ens)$/,
};
const PLAIN: Record<string, string> = {
  á: 'a',
  é: 'e',
  í: 'i',
  ó: 'o',
  ú: 'u',
  â: 'a',
  ê: 'e',
  ô: 'o',
  à: 'a',
  ü: 'u',
  ï: 'i',
  è: 'e',
};
const strong = /[aeoáéíóúâêôãõàè]/;

const stripAccents = (text: string) => text.replace(/[áéíóúâêôàüïè]/g, (c) => PLAIN[c] ?? c);

/** Which nucleus carries the stress. */
function stressedNucleus(word: string, nuclei: VowelNucleus[], lang: RomanceLanguage): number {
  const marked = nuclei.findIndex((n) => ACCENTED[lang].test(n.text));
  if (marked >= 0) return marked;
  if (lang === 'pt') {
    const nasal = nuclei.findIndex((n) => /[ãõ]/.test(n.text));
    if (nasal >= 0) return nasal;
  }
  return PENULT_ENDINGS[lang].test(word) && nuclei.length >= 2
    ? nuclei.length - 2
    : nuclei.length - 1;
}

/** The vowel of a nucleus that carries it: an accented one, else a strong one, else the last. */
function mainVowelOffset(nucleus: VowelNucleus): number {
  const { text } = nucleus;
  const accent = text.search(/[áéíóúâêôãõ]/);
  if (accent >= 0) return accent;
  const strongAt = text.search(strong);
  return strongAt >= 0 ? strongAt : text.length - 1;
}

function soundsAlike(rime: string, lang: RomanceLanguage): string {
  const text = stripAccents(rime);
  if (lang === 'es') {
    // "ch" is one sound: park it as "ĉ" before the silent h goes.
    return text
      .replace(/ch/g, 'ĉ')
      .replace(/h/g, '')
      .replace(/v/g, 'b')
      .replace(/c(?=[ei])|z/g, 's')
      .replace(/qu(?=[ei])|c/g, 'k')
      .replace(/g(?=[ei])/g, 'j')
      .replace(/gu(?=[ei])/g, 'g')
      .replace(/ll/g, 'y');
  }
  return text
    .replace(/(?<![cln])h/g, '')
    .replace(/ç|ss|c(?=[ei])|z$/g, 's')
    .replace(/qu(?=[ei])|c(?!h)/g, 'k')
    .replace(/g(?=[ei])/g, 'j');
}

/** Rhyme keys of one lower-case word, or null when it has no vowel. */
export function romanceRhymeKeys(word: string, lang: RomanceLanguage): RomanceRhymeKeys | null {
  const nuclei = vowelNuclei(word, lang);
  if (nuclei.length === 0) return null;
  const stressed = stressedNucleus(word, nuclei, lang);
  const nucleus = nuclei[stressed]!;
  const rimeStart = nucleus.start + mainVowelOffset(nucleus);
  const vowels = [word[rimeStart]!];
  for (const later of nuclei.slice(stressed + 1)) {
    let vowel = stripAccents(later.text[mainVowelOffset(later)]!);
    if (lang === 'es') vowel = vowel === 'i' || vowel === 'y' ? 'e' : vowel === 'u' ? 'o' : vowel;
    vowels.push(vowel);
  }
  const assonant = stripAccents(vowels.join('')).replace(/ã/g, 'a').replace(/õ/g, 'o');
  return {
    consonant: soundsAlike(word.slice(rimeStart), lang),
    assonant,
    syllables: nuclei.length,
  };
}
