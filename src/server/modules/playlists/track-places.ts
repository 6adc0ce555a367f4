/**
 * The places of a playlist's songs (decision 010): exact decimals (PostgreSQL `numeric`, here
 * as their text) that only sort. A song added goes one whole number after the last; a song
 * moved takes the shortest decimal between its new neighbours, so a move writes one row, and
 * places grow by about a digit for every three songs dropped into the same gap.
 */

/** A decimal's text, as a whole number of units of 10^-scale. */
interface Scaled {
  units: bigint;
  scale: number;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Whether `text` is a place this module could have made (or PostgreSQL printed). */
export function isTrackPlace(text: string): boolean {
  return DECIMAL.test(text);
}

function parse(text: string): Scaled {
  if (!isTrackPlace(text)) throw new Error(`Not a playlist place: "${text}"`);
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const units = BigInt(whole + fraction);
  return { units: negative ? -units : units, scale: fraction.length };
}

/** The value scaled to `scale` digits (never fewer than it has). */
const at = (value: Scaled, scale: number) => value.units * 10n ** BigInt(scale - value.scale);

/** Floor division for bigints (the `/` operator truncates towards zero). */
function floorDiv(a: bigint, b: bigint): bigint {
  const quotient = a / b;
  const signsDiffer = a < 0n !== b < 0n;
  return a % b !== 0n && signsDiffer ? quotient - 1n : quotient;
}

function withoutTrailingZeros(digits: string): string {
  let end = digits.length;
  while (end > 0 && digits[end - 1] === '0') end -= 1;
  return digits.slice(0, end);
}

function format(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = withoutTrailingZeros(digits.slice(digits.length - scale));
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * A place strictly between `low` and `high`: null `low` means before every song, null `high`
 * after every song. The shortest decimal that fits, in the middle of those of that length.
 * Throws when `low` is not below `high`.
 */
export function placeBetween(low: string | null, high: string | null): string {
  if (low === null && high === null) return '0';
  if (high === null) {
    const lo = parse(low!);
    return format(floorDiv(lo.units, 10n ** BigInt(lo.scale)) + 1n, 0);
  }
  if (low === null) {
    const hi = parse(high);
    return format(-floorDiv(-hi.units, 10n ** BigInt(hi.scale)) - 1n, 0);
  }
  const lo = parse(low);
  const hi = parse(high);
  const finest = Math.max(lo.scale, hi.scale);
  if (at(lo, finest) >= at(hi, finest)) {
    throw new Error(
      `No place between "${low}" and "${high}": the first must sort before the second`,
    );
  }
  // At `finest + 1` digits there are at least nine candidates, so the loop always returns.
  for (let scale = 0; ; scale++) {
    const exact = Math.max(scale, finest);
    const divisor = 10n ** BigInt(exact - scale);
    const below = floorDiv(at(lo, exact), divisor); // the last candidate not above low
    const above = -floorDiv(-at(hi, exact), divisor); // the first candidate not below high
    if (above - below >= 2n) return format(below + (above - below) / 2n, scale);
  }
}
