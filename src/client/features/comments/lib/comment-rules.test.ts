import { describe, expect, it } from 'vitest';
import type { Comment } from '../../../../shared/schemas/comments';
import {
  commentSortsBefore,
  countChunks,
  countsByAudio,
  parsePosition,
  positionWithinSong,
} from './comment-rules';

const comment = (id: string, atSeconds: number, createdAt: string): Comment => ({
  id,
  audioFileId: 'a',
  atSeconds,
  body: id,
  authorProfileId: null,
  authorName: null,
  canDelete: false,
  createdAt,
  canResolve: false,
  resolvedAt: null,
  resolvedByProfileId: null,
  resolvedByName: null,
  fromVersion: null,
  replies: [],
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

describe('commentSortsBefore', () => {
  it('orders by position, then time written (as the server pages them)', () => {
    const a = comment('a', 1, '2026-01-01');
    expect(commentSortsBefore(comment('c', 0.5, '2026-01-02'), a)).toBe(true);
    expect(commentSortsBefore(comment('c', 1, '2026-01-02'), a)).toBe(false);
    expect(commentSortsBefore(comment('c', 1, '2025-12-31'), a)).toBe(true);
    expect(commentSortsBefore(comment('c', 3, '2026-01-02'), a)).toBe(false);
  });
});

describe('comment counts', () => {
  it('asks for the songs of a list in chunks of a page, in the list’s order', () => {
    const ids = Array.from({ length: 230 }, (_, i) => `s${i}`);
    const chunks = countChunks(ids);
    expect(chunks.map((chunk) => chunk.length)).toEqual([100, 100, 30]);
    expect(chunks.flat()).toEqual(ids);
    expect(countChunks([])).toEqual([]);
  });

  it('reads the answers as one map: left out means none, unanswered means not known', () => {
    const counts = countsByAudio(
      [['x', 'w'], ['v'], ['y']],
      [[{ audioFileId: 'x', count: 2 }], undefined, [{ audioFileId: 'y', count: 1 }]],
    );
    expect(['x', 'w', 'v', 'y'].map((id) => counts.get(id))).toEqual([2, 0, undefined, 1]);
  });
});
