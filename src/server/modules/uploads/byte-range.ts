/** An inclusive byte range, as HTTP and `Storage.get` count them. */
export interface ByteRange {
  start: number;
  end: number;
}

export type RangeRequest =
  { kind: 'full' } | { kind: 'partial'; range: ByteRange } | { kind: 'unsatisfiable' };

const FULL: RangeRequest = { kind: 'full' };
const UNSATISFIABLE: RangeRequest = { kind: 'unsatisfiable' };
const SINGLE_RANGE = /^bytes\s*=\s*(\d*)\s*-\s*(\d*)$/i;

/**
 * Reads a `Range` header for a file of `size` bytes (RFC 9110 §14): `bytes=a-b`, `bytes=a-`
 * and `bytes=-n`. Several ranges, other units and malformed values are ignored (the whole
 * file is sent), which the RFC allows; a range that starts past the end is unsatisfiable.
 */
export function parseByteRange(header: string | undefined, size: number): RangeRequest {
  const match = header ? SINGLE_RANGE.exec(header.trim()) : null;
  if (!match) return FULL;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return FULL;

  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return UNSATISFIABLE;
    return { kind: 'partial', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return FULL;
  if (start >= size) return UNSATISFIABLE;
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return { kind: 'partial', range: { start, end } };
}
