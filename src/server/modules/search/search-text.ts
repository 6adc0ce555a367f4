/**
 * What a search text turns into before the database sees it: LIKE patterns in which the
 * caller's `%`, `_` and `\` are plain characters (escaped with `\`, PostgreSQL's default LIKE
 * escape), and the rules that keep every pattern answerable by a trigram index.
 */

/** Words of a search that each must appear (more are ignored: they only narrow further). */
export const SEARCH_TERMS_MAX = 8;
/**
 * pg_trgm indexes three-letter runs: a shorter text has none inside a word, so it matches only
 * at the start of a title or of a word (trigrams padded with spaces), never in the middle.
 */
export const SEARCH_INFIX_MIN = 3;

/**
 * A word this long may carry a typo (issue 25 item 5): the text then also finds names close to
 * it by trigram similarity. Shorter words share too few trigrams with anything for closeness
 * to mean more than chance ("cat" and "cap" share one of four).
 */
export const SEARCH_FUZZY_MIN = 4;

const WORD_CHARACTER = /[\p{L}\p{N}]/u;
const INDEXED_RUN = new RegExp(`[\\p{L}\\p{N}]{${SEARCH_INFIX_MIN}}`, 'u');
const FUZZY_RUN = new RegExp(`[\\p{L}\\p{N}]{${SEARCH_FUZZY_MIN}}`, 'u');

export interface SearchMatch {
  /** The text as typed, trimmed, with runs of white space made one space (ranks by similarity). */
  text: string;
  /** Case-insensitive equality (ILIKE without wildcards). */
  exact: string;
  /** The name starts with the text. */
  prefix: string;
  /** A word of the name (after a space) starts with the text. */
  wordPrefix: string;
  /**
   * Whether to look for names starting with the text or with a word of it: only when the text
   * holds a letter or digit (trigrams are made of those; "%" alone would read a whole index).
   */
  starts: boolean;
  /** The name contains the text; null when no word is long enough to look for inside words. */
  infix: string | null;
  /** Every word contains its term; null when no term is long enough for the index. */
  terms: string[] | null;
  /** Whether to also look for names close to the text (a word of SEARCH_FUZZY_MIN or more). */
  fuzzy: boolean;
}

/** `text` with LIKE's wildcards and escape character taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The patterns for a search text, or null when it is blank (a blank search finds nothing). */
export function searchMatch(raw: string): SearchMatch | null {
  // The schema capped the length before this runs: the expression sees 200 characters at most.
  const text = raw.trim().replace(/\s+/g, ' ');
  if (!text) return null;
  const literal = escapeLike(text);
  const words = [...new Set(text.toLowerCase().split(' '))].slice(0, SEARCH_TERMS_MAX);
  // A run of three letters or digits is a trigram the index can look up inside words.
  const indexed = INDEXED_RUN.test(text);
  return {
    text,
    exact: literal,
    prefix: `${literal}%`,
    wordPrefix: `% ${literal}%`,
    starts: WORD_CHARACTER.test(text),
    infix: indexed ? `%${literal}%` : null,
    // With one word the infix pattern already says it all.
    terms: indexed && words.length > 1 ? words.map((word) => `%${escapeLike(word)}%`) : null,
    fuzzy: FUZZY_RUN.test(text),
  };
}
