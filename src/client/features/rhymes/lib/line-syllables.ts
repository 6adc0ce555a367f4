import type { Language } from '../../../../shared/constants';
import { countLineSyllables } from '../../../../shared/syllables';

/** Dictionary counts the server gave, by line text (so unchanged lines keep them while typing). */
export type DictionaryCounts = ReadonlyMap<string, number>;

/** Pairs the lines sent to GET /api/syllables with the counts it answered, one per line. */
export function dictionaryCountsOf(
  text: string,
  counts: readonly number[] | undefined,
): DictionaryCounts {
  const map = new Map<string, number>();
  if (!counts) return map;
  const lines = text.split('\n');
  if (lines.length !== counts.length) return map;
  lines.forEach((line, i) => map.set(line, counts[i] ?? 0));
  return map;
}

/**
 * Syllables per line: the dictionary count when the server has counted this exact line,
 * otherwise the instant spelling heuristic (src/shared/syllables.ts).
 */
export function lineSyllables(
  lines: readonly string[],
  lang: Language,
  dictionary: DictionaryCounts,
): number[] {
  return lines.map((line) => dictionary.get(line) ?? countLineSyllables(line, lang));
}
