import { describe, expect, it } from 'vitest';
import type { AudioFile } from '../../../shared/schemas/audio';
import {
  arrangeLibrary,
  DIVIDER_ID,
  filterSongs,
  moveSong,
  sortableIds,
  togglePin,
} from './library-arrangement';

let serial = 0;
function song(name: string, createdAt: string, extra: Partial<AudioFile> = {}): AudioFile {
  serial += 1;
  return {
    id: `id-${name}`,
    songId: name,
    projectId: 'p1',
    projectName: 'My Library',
    projectIsLibrary: true,
    filename: `${serial}.wav`,
    originalName: `${name}.wav`,
    title: name,
    mimeType: 'audio/wav',
    size: 1000,
    duration: 2,
    notes: '',
    createdAt,
    uploaderProfileId: null,
    uploaderName: 'Ada',
    projectRole: 'owner',
    isLatest: true,
    versionCount: 1,
    url: `/uploads/${serial}.wav`,
    canEdit: true,
    canDelete: true,
    ...extra,
  };
}

const old = song('old', '2025-01-01T00:00:00.000Z');
const mid = song('mid', '2025-02-01T00:00:00.000Z');
const fresh = song('fresh', '2025-03-01T00:00:00.000Z');
const songs = [mid, old, fresh];
const titles = (list: AudioFile[]) => list.map((s) => s.songId);

describe('arrangeLibrary', () => {
  it('puts every song newest first when nothing is saved', () => {
    const result = arrangeLibrary(songs, { pinned: [], order: [] });
    expect(titles(result.pinned)).toEqual([]);
    expect(titles(result.regular)).toEqual(['fresh', 'mid', 'old']);
  });

  it('shows pinned songs first in pin order, then the saved order', () => {
    const result = arrangeLibrary(songs, { pinned: ['old'], order: ['old', 'mid', 'fresh'] });
    expect(titles(result.pinned)).toEqual(['old']);
    expect(titles(result.regular)).toEqual(['mid', 'fresh']);
  });

  it('puts songs missing from the saved order first among regular songs, newest first', () => {
    const newer = song('newer', '2025-04-01T00:00:00.000Z');
    const result = arrangeLibrary([...songs, newer], { pinned: [], order: ['old', 'mid'] });
    expect(titles(result.regular)).toEqual(['newer', 'fresh', 'old', 'mid']);
  });

  it('orders pinned songs by their place in the whole order, as the server stores them', () => {
    const result = arrangeLibrary(songs, {
      pinned: ['fresh', 'old'],
      order: ['old', 'mid', 'fresh'],
    });
    expect(titles(result.pinned)).toEqual(['old', 'fresh']);
    expect(titles(result.regular)).toEqual(['mid']);
  });

  it('still shows a pin that is missing from the order, after the ordered pins', () => {
    const result = arrangeLibrary(songs, { pinned: ['mid', 'old'], order: ['old'] });
    expect(titles(result.pinned)).toEqual(['old', 'mid']);
  });

  it('ignores saved ids of deleted songs and duplicate ids', () => {
    const result = arrangeLibrary(songs, {
      pinned: ['gone', 'mid', 'mid'],
      order: ['gone', 'old', 'mid', 'fresh', 'old'],
    });
    expect(titles(result.pinned)).toEqual(['mid']);
    expect(titles(result.regular)).toEqual(['old', 'fresh']);
  });
});

describe('moveSong', () => {
  const ids = ['a', 'b', DIVIDER_ID, 'c', 'd', 'e'];

  it('reorders within the regular section without a pin change', () => {
    expect(moveSong(ids, 'e', 'c')).toEqual({
      order: { pinned: ['a', 'b'], order: ['a', 'b', 'e', 'c', 'd'] },
      change: null,
    });
  });

  it('pins a song dragged above the divider', () => {
    expect(moveSong(ids, 'd', 'b')).toEqual({
      order: { pinned: ['a', 'd', 'b'], order: ['a', 'd', 'b', 'c', 'e'] },
      change: 'pinned',
    });
  });

  it('pins a song dropped on the divider from below (end of the pinned section)', () => {
    expect(moveSong(ids, 'c', DIVIDER_ID)?.order).toEqual({
      pinned: ['a', 'b', 'c'],
      order: ['a', 'b', 'c', 'd', 'e'],
    });
  });

  it('unpins a song dragged below the divider', () => {
    expect(moveSong(ids, 'a', 'd')).toEqual({
      order: { pinned: ['b'], order: ['b', 'c', 'd', 'a', 'e'] },
      change: 'unpinned',
    });
  });

  it('pins into an empty pinned section by dropping on the divider at the top', () => {
    expect(moveSong([DIVIDER_ID, 'x', 'y'], 'y', DIVIDER_ID)).toEqual({
      order: { pinned: ['y'], order: ['y', 'x'] },
      change: 'pinned',
    });
  });

  it('saves a form the server accepts: every pin is in the order, nothing twice', () => {
    for (const [active, over] of [
      ['d', 'a'],
      ['a', 'e'],
      ['c', DIVIDER_ID],
    ] as const) {
      const { order } = moveSong(ids, active, over)!;
      expect(new Set(order.order).size).toBe(order.order.length);
      expect(order.order).toHaveLength(ids.length - 1);
      expect(order.pinned.every((id) => order.order.includes(id))).toBe(true);
      expect(order.order.slice(0, order.pinned.length)).toEqual(order.pinned);
    }
  });

  it('does nothing for a drop in place, an unknown id or a dragged divider', () => {
    expect(moveSong(ids, 'c', 'c')).toBeNull();
    expect(moveSong(ids, 'zz', 'c')).toBeNull();
    expect(moveSong(ids, DIVIDER_ID, 'a')).toBeNull();
  });
});

describe('togglePin (row menu)', () => {
  const arrangement = arrangeLibrary(songs, { pinned: ['old'], order: ['old'] });

  it('pins a regular song at the end of the pinned section', () => {
    expect(sortableIds(arrangement)).toEqual(['old', DIVIDER_ID, 'fresh', 'mid']);
    expect(togglePin(arrangement, 'mid')).toEqual({
      order: { pinned: ['old', 'mid'], order: ['old', 'mid', 'fresh'] },
      change: 'pinned',
    });
  });

  it('unpins a pinned song to the top of the regular songs', () => {
    expect(togglePin(arrangement, 'old')).toEqual({
      order: { pinned: [], order: ['old', 'fresh', 'mid'] },
      change: 'unpinned',
    });
  });

  it('keeps the result when arranged again', () => {
    const moved = togglePin(arrangement, 'mid')!;
    const again = arrangeLibrary(songs, moved.order);
    expect(titles(again.pinned)).toEqual(['old', 'mid']);
    expect(titles(again.regular)).toEqual(['fresh']);
  });
});

describe('filterSongs', () => {
  const tagged = [
    song('Sunrise', '2025-01-01T00:00:00.000Z', { notes: 'needs a bridge' }),
    song('Night Drive', '2025-01-02T00:00:00.000Z', { uploaderName: 'Björk' }),
    song('Rain', '2025-01-03T00:00:00.000Z', { projectName: 'Winter EP' }),
  ];

  it('matches title, notes, artist and project, ignoring case and spaces around', () => {
    expect(titles(filterSongs(tagged, 'sun'))).toEqual(['Sunrise']);
    expect(titles(filterSongs(tagged, 'BRIDGE'))).toEqual(['Sunrise']);
    expect(titles(filterSongs(tagged, ' björk '))).toEqual(['Night Drive']);
    expect(titles(filterSongs(tagged, 'winter'))).toEqual(['Rain']);
  });

  it('returns every song for an empty query and none for a miss', () => {
    expect(filterSongs(tagged, '  ')).toHaveLength(3);
    expect(filterSongs(tagged, 'polka')).toEqual([]);
  });
});
