import { rhymeQuerySchema } from '../../../../shared/schemas/rhymes';

/**
 * The word to look up from a selection or the search box: surrounding punctuation and spaces
 * dropped, then the server's own rule (letters, apostrophes, at most a two-word ending).
 * Null when nothing usable is left, so the panel asks for a word instead of sending a 400.
 */
export function rhymeWordFrom(text: string): string | null {
  const trimmed = text.replace(/^\P{L}+|(?<!\P{L})\P{L}+$/gu, '').replace(/\s+/g, ' ');
  const parsed = rhymeQuerySchema.shape.word.safeParse(trimmed);
  return parsed.success ? parsed.data : null;
}

/**
 * A rhyme as it goes into the lyrics at a position: a space before it unless the text before
 * already ends a word, and a space after it when a word follows directly.
 */
export function textToInsert(word: string, before: string, after: string): string {
  const spaceBefore = before.length > 0 && !/\s$/u.test(before) ? ' ' : '';
  const spaceAfter = /^[\p{L}\p{N}]/u.test(after) ? ' ' : '';
  return `${spaceBefore}${word}${spaceAfter}`;
}
