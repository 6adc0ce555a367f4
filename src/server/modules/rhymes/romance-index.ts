import { RHYME_GROUP_LIMIT, type RhymeGroup } from '../../../shared/schemas/rhymes.js';
import { countSyllables } from '../../../shared/syllables.js';
import { groupBySyllables, type RhymeCandidate } from './rhyme-groups.js';
import { romanceRhymeKeys, type RomanceLanguage } from './romance-stress.js';
import { loadWordList } from './word-lists.js';

interface RomanceEntry {
  word: string;
  syllables: number;
  commonness: number;
  /** Its consonant-rhyme key, so assonant look-ups can skip the consonant rhymes cheaply. */
  consonant: string;
}

/** A Spanish or Portuguese word list grouped by consonant-rhyme and assonant-rhyme keys. */
export interface RomanceIndex {
  lang: RomanceLanguage;
  words: Set<string>;
  /** Rhyme key → entries by syllable count (`buckets[3]` = the three-syllable words). */
  byConsonant: Map<string, RomanceEntry[][]>;
  byAssonant: Map<string, RomanceEntry[][]>;
}

const push = (map: Map<string, RomanceEntry[][]>, key: string, entry: RomanceEntry) => {
  let buckets = map.get(key);
  if (!buckets) map.set(key, (buckets = []));
  (buckets[entry.syllables] ??= []).push(entry);
};

// The lists have no frequencies: each bucket is kept commonest-first by the proxy (affix flags,
// then shortness), so a look-up can stop filling a group once it holds enough.
const byCommonness = (a: RomanceEntry, b: RomanceEntry) =>
  b.commonness - a.commonness || a.word.length - b.word.length || a.word.localeCompare(b.word);

/** Reads the shipped word list and indexes every word by its rhyme keys. */
export async function buildRomanceIndex(lang: RomanceLanguage): Promise<RomanceIndex> {
  const words = await loadWordList(lang);
  const index: RomanceIndex = {
    lang,
    words: new Set(words.keys()),
    byConsonant: new Map(),
    byAssonant: new Map(),
  };
  for (const [word, commonness] of words) {
    const keys = romanceRhymeKeys(word, lang);
    if (!keys) continue;
    const entry = { word, syllables: keys.syllables, commonness, consonant: keys.consonant };
    push(index.byConsonant, keys.consonant, entry);
    push(index.byAssonant, keys.assonant, entry);
  }
  for (const map of [index.byConsonant, index.byAssonant])
    for (const buckets of map.values()) for (const list of buckets) list?.sort(byCommonness);
  return index;
}

/** The first `RHYME_GROUP_LIMIT` entries of each syllable count, skipping `exclude`. */
function* firstPerSyllableCount(
  buckets: RomanceEntry[][],
  exclude: ReadonlySet<string>,
  skipConsonant?: string,
): Generator<RhymeCandidate> {
  for (const list of buckets) {
    let taken = 0;
    for (const entry of list ?? []) {
      if (taken >= RHYME_GROUP_LIMIT) break;
      if (exclude.has(entry.word) || entry.consonant === skipConsonant) continue;
      taken += 1;
      yield { ...entry, similarity: 0 };
    }
  }
}

export interface RomanceRhymes {
  approximate: boolean;
  syllables: number;
  consonant: RhymeGroup[];
  assonant: RhymeGroup[];
}

/** Consonant rhymes, then assonant rhymes that are not also consonant ones. */
export function findRomanceRhymes(index: RomanceIndex, query: string): RomanceRhymes {
  const word = query.split(' ').at(-1)!;
  const keys = romanceRhymeKeys(word, index.lang);
  const syllables = countSyllables(word, index.lang);
  const approximate = !index.words.has(word);
  if (!keys) return { approximate, syllables, consonant: [], assonant: [] };
  const consonantList = index.byConsonant.get(keys.consonant) ?? [];
  const exclude = new Set([word]);
  const consonant = groupBySyllables(
    firstPerSyllableCount(consonantList, exclude),
    syllables,
    exclude,
  );
  const assonantList = index.byAssonant.get(keys.assonant) ?? [];
  const assonant = groupBySyllables(
    firstPerSyllableCount(assonantList, exclude, keys.consonant),
    syllables,
    exclude,
  );
  return { approximate, syllables, consonant, assonant };
}
