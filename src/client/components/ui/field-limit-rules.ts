/**
 * What a text field says about its length limit (issue 25 item 9: a 5,000-character title was
 * cut to 200 without a word). The browser's maxLength still holds the value to the limit; the
 * field says so: a count once the text nears the limit, and a plain notice when a paste or a
 * drop was cut to fit.
 */

/** The count shows from this share of the limit on (180 of 200 characters). */
export const FIELD_LIMIT_COUNT_FROM = 0.9;

export type FieldLimitState = 'quiet' | 'count' | 'full' | 'cut';

/** What to show for `length` characters of at most `max`; `cut`: the last paste was cut. */
export function fieldLimitState(length: number, max: number, cut: boolean): FieldLimitState {
  if (cut && length >= max) return 'cut';
  if (length >= max) return 'full';
  return length >= Math.ceil(max * FIELD_LIMIT_COUNT_FROM) ? 'count' : 'quiet';
}

/**
 * Whether inserting `inserted` characters into a value of `length`, replacing `selected` of
 * them, goes past `max` (the browser then keeps only what fits).
 */
export function insertionIsCut(
  length: number,
  selected: number,
  inserted: number,
  max: number,
): boolean {
  return length - selected + inserted > max;
}
