import { dictionary } from 'cmu-pronouncing-dictionary';
import {
  assonanceKey,
  familyKey,
  perfectKey,
  rhymePart,
  syllableCount,
  twoStressKey,
} from './arpabet.js';
import { englishFrequencyWords, inFrequencyList } from './frequency-words.js';

/**
 * One pronunciation of one dictionary word, with what ranking needs. The phones are split from
 * the pronunciation when asked (a look-up asks for a few hundred) rather than kept: ~135,000
 * arrays of phone strings were a third of the index's memory.
 */
export class EnglishEntry {
  constructor(
    readonly word: string,
    /** The dictionary's pronunciation string ("HH AA1 R T"), compared whole to spot homophones. */
    readonly pronunciation: string,
    readonly syllables: number,
    /** Frequency proxy (the CMU list has no counts): see `commonnessOf`. Higher = more common. */
    readonly commonness: number,
    /**
     * Listed as a result: plain words (not possessives, abbreviations or letters) that are also
     * in the English frequency list (frequency-words.ts).
     */
    readonly listable: boolean,
  ) {}

  get phones(): string[] {
    return this.pronunciation.split(' ');
  }

  /** The phones from the last stressed vowel on, which near-rhyme scoring compares. */
  get rime(): string[] {
    return rhymePart(this.phones);
  }
}

/** The CMU dictionary grouped by every key the English rhyme finder looks up. */
export interface EnglishIndex {
  entries: EnglishEntry[];
  /** Word → its entries (one per pronunciation). */
  byWord: Map<string, EnglishEntry[]>;
  byPerfect: Map<string, EnglishEntry[]>;
  byAssonance: Map<string, EnglishEntry[]>;
  byFamily: Map<string, EnglishEntry[]>;
  byTwoStress: Map<string, EnglishEntry[]>;
}

const DERIVED_SUFFIXES = ['s', 'es', 'ed', 'd', 'ing', 'er', 'ly', 'ness', 'less', 'ful', 'y'];

/**
 * A word that the dictionary also lists inflected and derived (starts, started, starting, restart)
 * is an ordinary word; surnames and brand names mostly stand alone. Counting those relatives
 * (derived forms, plus up to three longer words that begin with it) ranks "part" above "hartt".
 */
function commonnessOf(word: string, has: (w: string) => boolean, sorted: string[]): number {
  const stem = word.replace(/e$/, '');
  let score = DERIVED_SUFFIXES.filter((s) => has(word + s)).length;
  if (stem !== word && has(`${stem}ing`)) score += 1;
  if (has(`un${word}`) || has(`re${word}`)) score += 1;
  let i = lowerBound(sorted, word) + 1;
  let prefixed = 0;
  while (prefixed < 3 && i < sorted.length && sorted[i]!.startsWith(word)) {
    prefixed += 1;
    i += 1;
  }
  return score + prefixed;
}

function lowerBound(sorted: string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const push = (map: Map<string, EnglishEntry[]>, key: string | null, entry: EnglishEntry) => {
  if (!key) return;
  const list = map.get(key);
  if (list) list.push(entry);
  else map.set(key, [entry]);
};

/** Builds the index from the CMU Pronouncing Dictionary (≈135,000 entries). */
export function buildEnglishIndex(): EnglishIndex {
  const raw = dictionary;
  const used = englishFrequencyWords();
  const words = new Set<string>();
  for (const key of Object.keys(raw)) words.add(key.replace(/\(\d+\)$/, ''));
  const sorted = [...words].sort();
  const has = (w: string) => words.has(w);
  const index: EnglishIndex = {
    entries: [],
    byWord: new Map(),
    byPerfect: new Map(),
    byAssonance: new Map(),
    byFamily: new Map(),
    byTwoStress: new Map(),
  };
  const commonness = new Map<string, number>();
  for (const [key, pronunciation] of Object.entries(raw)) {
    const word = key.replace(/\(\d+\)$/, '');
    const phones = pronunciation.split(' ');
    // Results list plain words: no possessives, abbreviations ("a.m.") or vowel-less acronyms,
    // and only words people use (not surnames and rare spellings).
    const listable =
      (/^[a-z]{2,}$/.test(word) || /^[a-z]+'[a-z]*[^s']$/.test(word)) &&
      /[aeiouy]/.test(word) &&
      inFrequencyList(used, word);
    let score = commonness.get(word);
    if (score === undefined) {
      score = listable ? commonnessOf(word, has, sorted) : 0;
      commonness.set(word, score);
    }
    const entry = new EnglishEntry(word, pronunciation, syllableCount(phones), score, listable);
    index.entries.push(entry);
    push(index.byWord, word, entry);
    if (!listable) continue;
    push(index.byPerfect, perfectKey(phones), entry);
    push(index.byAssonance, assonanceKey(phones), entry);
    push(index.byFamily, familyKey(phones), entry);
    if (entry.syllables >= 2) push(index.byTwoStress, twoStressKey(phones), entry);
  }
  return index;
}
