import type { Language } from '../../../shared/constants.js';
import {
  RHYME_LANGUAGES,
  RHYMES_UNSUPPORTED_MESSAGE,
  type RhymesAnswer,
} from '../../../shared/schemas/rhymes.js';
import { countLineSyllables, countSyllables } from '../../../shared/syllables.js';
import { collectGarbage } from '../../lib/collect-garbage.js';
import type { EnglishIndex } from './english-index.js';
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

type RhymeLanguage = (typeof RHYME_LANGUAGES)[number];

/** The languages whose dictionary has been asked for (loaded or loading), in that order. */
const dictionaries = new Set<RhymeLanguage>();

/**
 * A language's index, built on its first look-up; counted as held from then until it fails.
 * Building leaves more garbage than the index weighs (the dictionary's text split and sorted),
 * which an idle thread would keep: one full collection after each build hands it back.
 */
function dictionaryOf<T>(lang: RhymeLanguage, build: () => Promise<T>): () => Promise<T> {
  const built = lazy(async () => {
    const index = await build();
    collectGarbage();
    return index;
  });
  return () => {
    dictionaries.add(lang);
    return built().catch((error: unknown) => {
      dictionaries.delete(lang);
      throw error;
    });
  };
}

// Imported on first use: the CMU dictionary module alone holds ~70 MB once loaded, which a
// thread answering Spanish only must not pay.
const englishIndex = dictionaryOf('en', async () =>
  (await import('./english-index.js')).buildEnglishIndex(),
);
const romanceIndexes: Record<RomanceLanguage, () => Promise<RomanceIndex>> = {
  es: dictionaryOf('es', () => buildRomanceIndex('es')),
  pt: dictionaryOf('pt', () => buildRomanceIndex('pt')),
};

/** The dictionaries this process holds (or is loading), e.g. ['en', 'es']. */
export const loadedDictionaries = (): RhymeLanguage[] => [...dictionaries];

/** Builds the indexes ahead of the first look-up (the bench times look-ups apart from builds). */
export async function warmRhymeIndexes(langs: readonly RomanceLanguage[] | 'all' = 'all') {
  const romance = langs === 'all' ? (['es', 'pt'] as const) : langs;
  await Promise.all([englishIndex(), ...romance.map((lang) => romanceIndexes[lang]())]);
}

const isRhymeLanguage = (lang: Language): lang is RhymeLanguage =>
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
