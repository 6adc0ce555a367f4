import { describe, expect, it } from 'vitest';
import type { AudioFile } from '../../../shared/schemas/audio';
import {
  applyMove,
  DIVIDER_ID,
  moveSong,
  placeRequest,
  sortableIds,
  splitPinned,
  togglePin,
} from './library-arrangement';

function song(name: string, pinned = false): AudioFile {
  return {
    id: `audio-${name}`,
    songId: name,
    projectId: 'p1',
    projectName: 'My Library',
    projectIsLibrary: true,
    filename: `${name}.wav`,
    originalName: `${name}.wav`,
    title: name,
    mimeType: 'audio/wav',
    size: 1000,
    duration: 2,
    notes: '',
    createdAt: '2025-01-01T00:00:00.000Z',
    uploaderProfileId: null,
    uploaderName: 'Ada',
    projectRole: 'owner',
    isLatest: true,
    versionCount: 1,
    url: `/uploads/${name}.wav`,
    canEdit: true,
    canDelete: true,
    pinned,
    analysisState: 'pending',
    analysis: null,
  };
}

// As the server sends them: pinned first.
const songs = [song('a', true), song('b', true), song('c'), song('d'), song('e')];
const ids = sortableIds(splitPinned(songs));

describe('the library arrangement', () => {
  it('splits the server’s order where the pinned songs end', () => {
    const { pinned, regular } = splitPinned(songs);
    expect(pinned.map((s) => s.songId)).toEqual(['a', 'b']);
    expect(regular.map((s) => s.songId)).toEqual(['c', 'd', 'e']);
    expect(ids).toEqual(['a', 'b', DIVIDER_ID, 'c', 'd', 'e']);
  });

  it('moves within the regular section: after the song now before it', () => {
    const move = moveSong(ids, 'e', 'c')!;
    expect(move.place).toEqual({ pinned: false, afterSongId: null });
    expect(move.change).toBeNull();
    const moved = moveSong(ids, 'c', 'e')!;
    expect(moved.place).toEqual({ pinned: false, afterSongId: 'e' });
  });

  it('pins a song dragged above the divider, after the pinned song before it', () => {
    const move = moveSong(ids, 'd', 'b')!;
    expect(move).toMatchObject({ place: { pinned: true, afterSongId: 'a' }, change: 'pinned' });
    expect(applyMove(songs, move).map((s) => [s.songId, s.pinned])).toEqual([
      ['a', true],
      ['d', true],
      ['b', true],
      ['c', false],
      ['e', false],
    ]);
  });

  it('unpins a song dragged below the divider', () => {
    expect(moveSong(ids, 'a', 'd')).toMatchObject({
      place: { pinned: false, afterSongId: 'd' },
      change: 'unpinned',
    });
  });

  it('ignores the divider itself and drops on the same place', () => {
    expect(moveSong(ids, DIVIDER_ID, 'c')).toBeNull();
    expect(moveSong(ids, 'c', 'c')).toBeNull();
    expect(moveSong(ids, 'gone', 'c')).toBeNull();
  });

  it('pins from the menu to the end of the pinned section, unpins to the top of the rest', () => {
    const arrangement = splitPinned(songs);
    expect(togglePin(arrangement, 'd')).toMatchObject({
      place: { pinned: true, afterSongId: undefined },
      change: 'pinned',
    });
    expect(togglePin(arrangement, 'a')).toMatchObject({
      place: { pinned: false, afterSongId: null },
      change: 'unpinned',
    });
  });

  it('turns a move into the API request, by audio id', () => {
    expect(placeRequest(songs, moveSong(ids, 'c', 'e')!)).toEqual({
      pinned: false,
      after: 'audio-e',
    });
    expect(placeRequest(songs, moveSong(ids, 'e', 'c')!)).toEqual({ pinned: false, after: null });
    expect(placeRequest(songs, togglePin(splitPinned(songs), 'd')!)).toEqual({ pinned: true });
  });
});
