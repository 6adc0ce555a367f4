import { describe, expect, it } from 'vitest';
import { parseByteRange, RANGE_HEADER_MAX_LENGTH, RANGES_MAX } from './byte-range.js';
import { attachmentDisposition } from './content-disposition.js';

describe('parseByteRange', () => {
  it.each([
    [undefined, 100, { kind: 'full' }],
    ['bytes=0-0', 100, { kind: 'partial', range: { start: 0, end: 0 } }],
    ['bytes=10-', 100, { kind: 'partial', range: { start: 10, end: 99 } }],
    ['bytes=-1', 100, { kind: 'partial', range: { start: 99, end: 99 } }],
    ['bytes = 5 - 9', 100, { kind: 'partial', range: { start: 5, end: 9 } }],
    ['bytes=99-200', 100, { kind: 'partial', range: { start: 99, end: 99 } }],
    ['bytes=100-', 100, { kind: 'refused', reason: 'notSatisfiable' }],
    ['bytes=-0', 100, { kind: 'refused', reason: 'notSatisfiable' }],
    ['bytes=0-', 0, { kind: 'refused', reason: 'notSatisfiable' }],
    ['bytes=-5', 0, { kind: 'refused', reason: 'notSatisfiable' }],
    ['bytes=-', 100, { kind: 'full' }],
    ['bytes=9-3', 100, { kind: 'full' }],
    ['bytes=0-1,3-4', 100, { kind: 'full' }],
    ['pages=1-2', 100, { kind: 'full' }],
    ['bytes=\t7-8 ', 100, { kind: 'partial', range: { start: 7, end: 8 } }],
    ['BYTES=1-2', 100, { kind: 'partial', range: { start: 1, end: 2 } }],
    ['bytes=1-2x', 100, { kind: 'full' }],
    ['bytes=1--2', 100, { kind: 'full' }],
  ] as const)('reads %s of a %i-byte file', (header, size, expected) => {
    expect(parseByteRange(header, size)).toEqual(expected);
  });

  // Issue 13: the old pattern backtracked quadratically on runs of spaces (0.5 s for 15,000).
  it('refuses a header longer than RANGE_HEADER_MAX_LENGTH without reading it', () => {
    expect(parseByteRange(`bytes=${' '.repeat(15_000)}`, 100)).toEqual({
      kind: 'refused',
      reason: 'tooLong',
    });
    const longest = `bytes=0-${'0'.repeat(RANGE_HEADER_MAX_LENGTH - 'bytes=0-1'.length)}1`;
    expect(longest).toHaveLength(RANGE_HEADER_MAX_LENGTH);
    expect(parseByteRange(longest, 100)).toEqual({ kind: 'partial', range: { start: 0, end: 1 } });
    expect(parseByteRange(`${longest} `, 100)).toEqual({ kind: 'refused', reason: 'tooLong' });
  });

  it('refuses more than RANGES_MAX ranges and ignores a few', () => {
    const ranges = (count: number) =>
      `bytes=${Array.from({ length: count }, (_, i) => `${i}-${i}`).join(',')}`;
    expect(parseByteRange(ranges(RANGES_MAX), 100)).toEqual({ kind: 'full' });
    expect(parseByteRange(ranges(RANGES_MAX + 1), 100)).toEqual({
      kind: 'refused',
      reason: 'tooManyRanges',
    });
  });
});

describe('attachmentDisposition', () => {
  it('keeps plain ASCII names as they are', () => {
    expect(attachmentDisposition('demo take 2.wav')).toBe(
      `attachment; filename="demo take 2.wav"; filename*=UTF-8''demo%20take%202.wav`,
    );
  });

  it('encodes Unicode for filename* and gives old clients a safe ASCII name', () => {
    expect(attachmentDisposition('Ça va (live)\\édit*.mp3')).toBe(
      `attachment; filename="Ca va (live)_edit*.mp3"; filename*=UTF-8''%C3%87a%20va%20%28live%29%5C%C3%A9dit%2A.mp3`,
    );
    expect(attachmentDisposition('夜.flac')).toBe(
      `attachment; filename="_.flac"; filename*=UTF-8''%E5%A4%9C.flac`,
    );
  });

  it('cannot be broken out of by quotes or line breaks', () => {
    const header = attachmentDisposition('a";\r\nSet-Cookie: x=1.wav');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.startsWith('attachment; filename="a_;__Set-Cookie: x=1.wav"; ')).toBe(true);
  });
});
