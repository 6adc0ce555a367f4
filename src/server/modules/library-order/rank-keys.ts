/**
 * Sort keys for hand-placed songs (decision 007). A key is a string of digits read as the
 * fraction 0.<digits>, with no trailing '0'; compared byte by byte (COLLATE "C") such keys sort
 * exactly as their fractions do, and between any two there is always a third. Moving one song
 * between two others therefore writes one key, whatever the size of the library. A key grows
 * by about one digit per three songs dropped into the same gap (a thousand drops on one spot:
 * a few hundred digits), which PostgreSQL indexes without trouble.
 */

const DIGITS = '0123456789';

const digitAt = (key: string, index: number) =>
  index < key.length ? DIGITS.indexOf(key[index]!) : 0;

/** Whether `key` is a key this module could have made (digits, not ending in '0'). */
export function isRankKey(key: string): boolean {
  return /^\d*[1-9]$/.test(key);
}

/**
 * A key strictly between `low` and `high`: null `low` means before everything (0), null
 * `high` after everything (1). Throws when `low` is not below `high`.
 */
export function keyBetween(low: string | null, high: string | null): string {
  const lo = low ?? '';
  if (high !== null && !(lo < high)) {
    throw new Error(`No key between "${lo}" and "${high}": the first must sort before the second`);
  }
  let prefix = '';
  for (let index = 0; ; index++) {
    const loDigit = digitAt(lo, index);
    const hiDigit = high === null ? DIGITS.length : digitAt(high, index);
    if (loDigit === hiDigit) {
      prefix += DIGITS[loDigit];
      continue;
    }
    // hiDigit > loDigit here: the keys first differ at `index`.
    if (hiDigit - loDigit > 1) return prefix + DIGITS[Math.floor((loDigit + hiDigit) / 2)]!;
    // Adjacent digits: keep low's digit, and anything after low's remaining digits is below high.
    return prefix + DIGITS[loDigit] + keyBetween(lo.slice(index + 1), null);
  }
}
