import type { Language } from '../../../shared/constants.js';
import {
  RHYME_LANGUAGES,
  RHYMES_UNSUPPORTED_MESSAGE,
  type RhymesAnswer,
} from '../../../shared/schemas/rhymes.js';
import { countLineSyllables, countSyllables } from '../../../shared/syllables.js';
import { buildEnglishIndex, type EnglishIndex } from './english-index.js';
import { findEnglishRhymes } from './english-rhymes.js';
import { buildRomanceIndex, findRomanceRhymes, type RomanceIndex } from './romance-index.js';
import type { RomanceLanguage } from './romance-stress.js';

/**
 * Builds a value on first use and shares it; a failed build is forgotten so the next call retries.
 * The indexes take 1–4 s and ~20–140 MB each (scripts/bench/rhymes.ts), so only the languages
 * actually used are built, once per process.
 */
function lazy<T>(build: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= build().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

const englishIndex = lazy(async () => buildEnglishIndex());
const romanceIndexes: Record<RomanceLanguage, () => Promise<RomanceIndex>> = {
  es: lazy(() => buildRomanceIndex('es')),
  pt: lazy(() => buildRomanceIndex('pt')),
};

/** Builds the indexes ahead of the first look-up (e.g. in the background after start-up). */
export async function warmRhymeIndexes(langs: readonly RomanceLanguage[] | 'all' = 'all') {
  const romance = langs === 'all' ? (['es', 'pt'] as const) : langs;
  await Promise.all([englishIndex(), ...romance.map((lang) => romanceIndexes[lang]())]);
}

const isRhymeLanguage = (lang: Language): lang is (typeof RHYME_LANGUAGES)[number] =>
  (RHYME_LANGUAGES as readonly string[]).includes(lang);

/** Rhymes for a word (or the last word of a short phrase) in a supported language. */
export async function findRhymes(word: string, lang: Language): Promise<RhymesAnswer> {
  if (!isRhymeLanguage(lang)) {
    return { word, lang, supported: false, message: RHYMES_UNSUPPORTED_MESSAGE };
  }
  if (lang === 'en') {
    const found = findEnglishRhymes(await englishIndex(), word);
    return { word, lang, supported: true, ...found };
  }
  const found = findRomanceRhymes(await romanceIndexes[lang](), word);
  return {
    word,
    lang,
    supported: true,
    approximate: found.approximate,
    syllables: found.syllables,
    perfect: found.consonant,
    near: found.assonant,
    multi: [],
  };
}

/** Syllables per line; English words the CMU dictionary knows use its count. */
export async function countTextSyllables(text: string, lang: Language): Promise<number[]> {
  const lines = text.split(/\r?\n/);
  if (lang !== 'en') return lines.map((line) => countLineSyllables(line, lang));
  const index: EnglishIndex = await englishIndex();
  const countWord = (word: string) => {
    const entry = index.byWord.get(word.toLowerCase().replace(/’/g, "'"));
    return entry ? entry[0]!.syllables : countSyllables(word, 'en');
  };
  return lines.map((line) => countLineSyllables(line, lang, countWord));
}
