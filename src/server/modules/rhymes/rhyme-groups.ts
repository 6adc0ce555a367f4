import { RHYME_GROUP_LIMIT, type RhymeGroup } from '../../../shared/schemas/rhymes.js';

/** A rhyming word before grouping: how close it sounds and how common it is. */
export interface RhymeCandidate {
  word: string;
  syllables: number;
  /** Sound closeness to the searched word (higher first); equal for a whole group of perfect rhymes. */
  similarity: number;
  /** Frequency proxy (higher first). */
  commonness: number;
}

/**
 * Groups candidates by syllable count — the groups nearest the searched word's count first,
 * then fewer syllables first — and ranks each group by closeness, commonness, shortness and
 * alphabet, keeping `RHYME_GROUP_LIMIT` words per group. A word appears once, in its best place.
 */
export function groupBySyllables(
  candidates: Iterable<RhymeCandidate>,
  targetSyllables: number,
  exclude: ReadonlySet<string>,
): RhymeGroup[] {
  const best = new Map<string, RhymeCandidate>();
  for (const candidate of candidates) {
    if (exclude.has(candidate.word)) continue;
    const seen = best.get(candidate.word);
    if (!seen || candidate.similarity > seen.similarity) best.set(candidate.word, candidate);
  }
  const groups = new Map<number, RhymeCandidate[]>();
  for (const candidate of best.values()) {
    const list = groups.get(candidate.syllables);
    if (list) list.push(candidate);
    else groups.set(candidate.syllables, [candidate]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => Math.abs(a - targetSyllables) - Math.abs(b - targetSyllables) || a - b)
    .map(([syllables, list]) => ({
      syllables,
      words: list
        .sort(
          (a, b) =>
            b.similarity - a.similarity ||
            b.commonness - a.commonness ||
            a.word.length - b.word.length ||
            (a.word < b.word ? -1 : a.word > b.word ? 1 : 0),
        )
        .slice(0, RHYME_GROUP_LIMIT)
        .map((c) => c.word),
    }));
}
