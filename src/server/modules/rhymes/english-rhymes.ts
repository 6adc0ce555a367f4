import type { RhymeGroup } from '../../../shared/schemas/rhymes.js';
import { countSyllables } from '../../../shared/syllables.js';
import {
  assonanceKey,
  familyKey,
  perfectKey,
  rhymePart,
  rhymeSimilarity,
  syllableCount,
  twoStressKey,
} from './arpabet.js';
import type { EnglishEntry, EnglishIndex } from './english-index.js';
import { groupBySyllables, type RhymeCandidate } from './rhyme-groups.js';

export interface EnglishRhymes {
  approximate: boolean;
  syllables: number;
  perfect: RhymeGroup[];
  near: RhymeGroup[];
  multi: RhymeGroup[];
}

/**
 * The spelled rimes of a word the dictionary lacks, longest first: from its second-to-last and
 * from its last vowel group to the end, a silent final "e" taken along ("blorptastic" → "astic",
 * "ic"; "flarke" → "arke").
 */
export function spellingRimes(word: string): string[] {
  const letters = word.replace(/[^a-z]/g, '').replace(/e$/, '');
  const groups = [...letters.matchAll(/[aeiouy]+/g)].map((m) => m.index);
  const ending = word.endsWith('e') && letters.length < word.length ? 'e' : '';
  return groups
    .slice(-2)
    .map((at) => letters.slice(at) + ending)
    .filter((rime) => rime.length >= 2);
}

/**
 * Guesses a pronunciation ending for an unknown word: the dictionary words that end with the
 * longest spelled rime shared by at least three of them vote with their rhyme part, and the most
 * common one wins.
 */
function guessPhones(index: EnglishIndex, word: string): string[] | null {
  for (const rime of spellingRimes(word)) {
    const votes = new Map<string, number>();
    let voters = 0;
    for (const [other, entries] of index.byWord) {
      if (!other.endsWith(rime) || !entries[0]!.listable) continue;
      const key = entries[0]!.rime.join(' ');
      votes.set(key, (votes.get(key) ?? 0) + 1);
      voters += 1;
    }
    if (voters < 3) continue;
    const winner = [...votes.entries()].sort((a, b) => b[1] - a[1])[0]![0];
    // Stress digits were stripped from the key; mark its first vowel stressed again.
    return winner.split(' ').map((p, i) => (i === 0 ? `${p}1` : p));
  }
  return null;
}

const candidate = (entry: EnglishEntry, similarity: number): RhymeCandidate => ({
  word: entry.word,
  syllables: entry.syllables,
  similarity,
  commonness: entry.commonness,
});

/** Perfect, near and (for two-word endings) multi-syllable rhymes from the CMU index. */
export function findEnglishRhymes(index: EnglishIndex, query: string): EnglishRhymes {
  const words = query.split(' ');
  const last = words.at(-1)!;
  const known = index.byWord.get(last);
  const phones = known?.[0]?.phones ?? guessPhones(index, last);
  const syllables = known ? syllableCount(known[0]!.phones) : countSyllables(last, 'en');
  const empty = { approximate: !known, syllables, perfect: [], near: [], multi: [] };
  if (!phones) return empty;

  // The searched word and its homophones (same whole pronunciation) are not rhymes of it.
  const exclude = new Set<string>(words);
  const wholeKeys = new Set((known ?? []).map((e) => e.pronunciation));
  const perfectEntries = (known ?? [{ phones }])
    .flatMap((e) => index.byPerfect.get(perfectKey(e.phones)) ?? [])
    .filter((e) => !wholeKeys.has(e.pronunciation));
  const perfect = groupBySyllables(
    perfectEntries.map((e) => candidate(e, 0)),
    syllables,
    exclude,
  );

  const perfectWords = new Set(perfectEntries.map((e) => e.word));
  const target = rhymePart(phones);
  const nearEntries = [
    ...(index.byAssonance.get(assonanceKey(phones)) ?? []),
    ...(index.byFamily.get(familyKey(phones)) ?? []),
  ].filter((e) => !perfectWords.has(e.word) && !wholeKeys.has(e.pronunciation));
  const near = groupBySyllables(
    nearEntries.map((e) => candidate(e, rhymeSimilarity(target, e.rime))),
    syllables,
    exclude,
  );
  return { ...empty, perfect, near, multi: multiRhymes(index, words, exclude) };
}

/**
 * Two-word endings ("broken heart"): single dictionary words of two or more syllables whose last
 * stressed syllable rhymes perfectly with the phrase's and whose stressed vowel before that is
 * the same (unstressed syllables between may differ: "broken heart" → "bogart", "lonely night" → "overnight"),
 * ranked by how alike the last six sounds are. Needs both last words in the dictionary.
 */
function multiRhymes(index: EnglishIndex, words: string[], exclude: Set<string>): RhymeGroup[] {
  if (words.length < 2) return [];
  const phrase: string[] = [];
  for (const word of words.slice(-2)) {
    const entry = index.byWord.get(word)?.[0];
    if (!entry) return [];
    phrase.push(...entry.phones);
  }
  const key = twoStressKey(phrase);
  if (!key) return [];
  const tail = phrase.slice(-6).map((p) => p.replace(/\d$/, ''));
  const matches = index.byTwoStress.get(key) ?? [];
  const candidates = matches.map((e) =>
    candidate(
      e,
      rhymeSimilarity(
        tail,
        e.phones.slice(-6).map((p) => p.replace(/\d$/, '')),
      ),
    ),
  );
  return groupBySyllables(candidates, syllableCount(phrase), exclude);
}
