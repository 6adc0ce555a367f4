/** An inclusive byte range, as HTTP and `Storage.get` count them. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Why a Range header is answered 416: the range starts past the end, or the header is no
 * seeking at all (too long, too many ranges).
 */
export type RangeRefusal = 'notSatisfiable' | 'tooLong' | 'tooManyRanges';

export type RangeRequest =
  | { kind: 'full' }
  | { kind: 'partial'; range: ByteRange }
  | { kind: 'refused'; reason: RangeRefusal };

/**
 * A real player asks for one range ("bytes=0-", "bytes=1048576-"), a few dozen characters. A
 * longer header or a list of many ranges is no seeking, only work: it is refused with 416.
 */
export const RANGE_HEADER_MAX_LENGTH = 200;
export const RANGES_MAX = 8;

const FULL: RangeRequest = { kind: 'full' };
const NOT_SATISFIABLE: RangeRequest = { kind: 'refused', reason: 'notSatisfiable' };

/** Optional whitespace (RFC 9110 OWS: spaces and tabs). */
const isSpace = (char: string | undefined) => char === ' ' || char === '\t';
const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

/**
 * Reads `bytes = first - last` (digits optional, spaces allowed around each part), one pass,
 * each character looked at once: no pattern, so no backtracking on any input. Null when the
 * text is anything else.
 */
function readSingleRange(header: string): { first: string; last: string } | null {
  let at = 0;
  const skipSpaces = () => {
    while (isSpace(header[at])) at++;
  };
  const digits = () => {
    const from = at;
    while (isDigit(header[at])) at++;
    return header.slice(from, at);
  };
  skipSpaces();
  if (header.slice(at, at + 5).toLowerCase() !== 'bytes') return null;
  at += 5;
  skipSpaces();
  if (header[at] !== '=') return null;
  at++;
  skipSpaces();
  const first = digits();
  skipSpaces();
  if (header[at] !== '-') return null;
  at++;
  skipSpaces();
  const last = digits();
  skipSpaces();
  return at === header.length ? { first, last } : null;
}

/** How many ranges a header lists (its commas plus one), counted without looking further. */
function rangeCount(header: string): number {
  let count = 1;
  for (const char of header) if (char === ',') count++;
  return count;
}

/**
 * Reads a `Range` header for a file of `size` bytes (RFC 9110 §14): `bytes=a-b`, `bytes=a-`
 * and `bytes=-n`. A header longer than RANGE_HEADER_MAX_LENGTH or listing more than RANGES_MAX
 * ranges is refused (416). A few ranges, other units and malformed values are ignored (the
 * whole file is sent), which the RFC allows; a range that starts past the end is unsatisfiable.
 */
export function parseByteRange(header: string | undefined, size: number): RangeRequest {
  if (header === undefined) return FULL;
  if (header.length > RANGE_HEADER_MAX_LENGTH) return { kind: 'refused', reason: 'tooLong' };
  if (rangeCount(header) > RANGES_MAX) return { kind: 'refused', reason: 'tooManyRanges' };
  const parsed = readSingleRange(header);
  if (!parsed) return FULL;
  const { first, last } = parsed;
  if (first === '' && last === '') return FULL;

  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return NOT_SATISFIABLE;
    return { kind: 'partial', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return FULL;
  if (start >= size) return NOT_SATISFIABLE;
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return { kind: 'partial', range: { start, end } };
}
