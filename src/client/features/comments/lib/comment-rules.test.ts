import { describe, expect, it } from 'vitest';
import type { Comment } from '../../../../shared/schemas/comments';
import { countByAudio, insertComment, parsePosition, positionWithinSong } from './comment-rules';

const comment = (id: string, atSeconds: number, createdAt: string): Comment => ({
  id,
  audioFileId: 'a',
  atSeconds,
  body: id,
  authorProfileId: null,
  authorName: null,
  canDelete: false,
  createdAt,
});

describe('parsePosition', () => {
  it('reads m:ss, mm:ss, h:mm:ss and plain seconds', () => {
    expect(parsePosition('0:01')).toBe(1);
    expect(parsePosition(' 1:05 ')).toBe(65);
    expect(parsePosition('12:30')).toBe(750);
    expect(parsePosition('1:02:03')).toBe(3723);
    expect(parsePosition('75')).toBe(75);
    expect(parsePosition('2.5')).toBe(2.5);
  });

  it('refuses what is not a time', () => {
    for (const text of ['', 'abc', '1:75', '1:5', ':30', '-1', '1:', '1::05']) {
      expect(parsePosition(text)).toBeNull();
    }
  });
});

describe('positionWithinSong', () => {
  it('allows the song plus the tolerance, and any position when the length is unknown', () => {
    expect(positionWithinSong(0, 10)).toBe(true);
    expect(positionWithinSong(10.9, 10)).toBe(true);
    expect(positionWithinSong(11.5, 10)).toBe(false);
    expect(positionWithinSong(-1, 10)).toBe(false);
    expect(positionWithinSong(500, 0)).toBe(true);
  });
});

describe('insertComment', () => {
  const list = [comment('a', 1, '2026-01-01'), comment('b', 5, '2026-01-01')];

  it('keeps position order, then time written', () => {
    expect(insertComment(list, comment('c', 3, '2026-01-02')).map((c) => c.id)).toEqual([
      'a',
      'c',
      'b',
    ]);
    expect(insertComment(list, comment('d', 5, '2026-01-02')).map((c) => c.id)).toEqual([
      'a',
      'b',
      'd',
    ]);
    expect(insertComment(list, comment('e', 0, '2026-01-02')).map((c) => c.id)).toEqual([
      'e',
      'a',
      'b',
    ]);
  });

  it('never lists the same comment twice', () => {
    expect(insertComment(list, comment('a', 1, '2026-01-01'))).toHaveLength(2);
  });
});

describe('countByAudio', () => {
  it('counts comments per file', () => {
    const counts = countByAudio([
      { id: '1', audioFileId: 'x' },
      { id: '2', audioFileId: 'x' },
      { id: '3', audioFileId: 'y' },
    ]);
    expect([counts.get('x'), counts.get('y'), counts.get('z')]).toEqual([2, 1, undefined]);
  });
});
