import { createRequire } from 'node:module';
import { commonWordSet } from './common-words.js';
import type { RomanceLanguage } from './romance-stress.js';

const require = createRequire(import.meta.url);

/** Lower-case words only: no proper names (capitalised), abbreviations, compounds or digits. */
const PLAIN_WORD = /^[a-zà-öø-ÿ]+$/;

/** A listed word and its frequency proxy (higher = commoner). */
export type WordList = Map<string, number>;

/**
 * The stems of a Hunspell .dic file ("canção/BQWÂÌ"), each with its number of affix flags as the
 * frequency proxy: everyday words take many inflections and derivations, rare ones few or none.
 */
async function hunspellStems(packageName: 'dictionary-es' | 'dictionary-pt'): Promise<WordList> {
  // Imported on first use: the package reads its files when loaded.
  const { dic } = (
    packageName === 'dictionary-es' ? await import('dictionary-es') : await import('dictionary-pt')
  ).default;
  const lines = new TextDecoder().decode(dic).split('\n').slice(1);
  const words: WordList = new Map();
  for (const line of lines) {
    const [word = '', flags = ''] = line.trim().split('/');
    if (PLAIN_WORD.test(word)) words.set(word, Math.max(words.get(word) ?? 0, [...flags].length));
  }
  return words;
}

const stripAccents = (word: string) =>
  word
    .normalize('NFD')
    .replace(/n\u0303/g, 'ñ')
    .replace(/[\u0300-\u036f]/g, '');

/**
 * Spanish: the accented stems of `dictionary-es` plus the inflected forms of
 * `an-array-of-spanish-words`. That array has lost its accents (it spells "canción" as
 * "cancion"), and stress is read from spelling, so an array word is kept only when it cannot be a
 * stripped accented word: not the bare form of an accented stem, and not ending like the forms
 * that always carry an accent (comía, comían, envío, habláis, coméis).
 */
async function spanishWords(): Promise<WordList> {
  const words = await hunspellStems('dictionary-es');
  const stripped = new Set([...words.keys()].filter((w) => /[áéíóú]/.test(w)).map(stripAccents));
  for (const word of require('an-array-of-spanish-words/index.json') as string[]) {
    const lostAccent = stripped.has(word) || /(?:ia|ias|ian|iamos|iais|io|ais|eis)$/.test(word);
    if (!words.has(word) && !lostAccent && PLAIN_WORD.test(word)) words.set(word, 0);
  }
  return words;
}

/** Portuguese: the stems of `dictionary-pt` (Brazilian, Hunspell; inflections are not expanded). */
const portugueseWords = () => hunspellStems('dictionary-pt');

const FAMILY_CAP = 8;

/**
 * Adds a second frequency signal: the size of the word's family in the list (words that start
 * with its stem — razón: razones, razonar, razonable…), capped at FAMILY_CAP. Everyday words
 * have big families; rare ones mostly stand alone.
 */
function addFamilySize(words: WordList): WordList {
  const sorted = [...words.keys()].map(stripAccents).sort();
  for (const [word, score] of words) {
    const stem = stripAccents(word).replace(/[aeiou]$/, '');
    if (stem.length < 3) continue;
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid]! < stem) lo = mid + 1;
      else hi = mid;
    }
    let family = 0;
    while (family < FAMILY_CAP && sorted[lo + family]?.startsWith(stem)) family += 1;
    words.set(word, score + family);
  }
  return words;
}

/** Hand-listed everyday words outrank every proxy score. */
const COMMON_BONUS = 100;

/** The shipped word list of a language with each word's frequency proxy. */
export async function loadWordList(lang: RomanceLanguage): Promise<WordList> {
  const words = addFamilySize(lang === 'es' ? await spanishWords() : await portugueseWords());
  for (const word of commonWordSet(lang)) words.set(word, (words.get(word) ?? 0) + COMMON_BONUS);
  return words;
}
