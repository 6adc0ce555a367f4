import { describe, expect, it } from 'vitest';
import {
  chosenIds,
  NO_SELECTION,
  selectAll,
  selectAllState,
  selectRange,
  toggleSong,
} from './song-selection';

const ids = ['a', 'b', 'c', 'd', 'e'];
const chosen = (selection: { ids: ReadonlySet<string> }) => [...selection.ids].sort();

describe('song selection', () => {
  it('toggles one song and makes it the anchor', () => {
    const one = toggleSong(NO_SELECTION, 'b');
    expect(chosen(one)).toEqual(['b']);
    expect(one.anchor).toBe('b');
    const none = toggleSong(one, 'b');
    expect(chosen(none)).toEqual([]);
    expect(none.anchor).toBe('b');
  });

  it('chooses the range from the anchor to a shift-clicked song, either way', () => {
    const down = selectRange(toggleSong(NO_SELECTION, 'b'), ids, 'd');
    expect(chosen(down)).toEqual(['b', 'c', 'd']);
    expect(down.anchor).toBe('b');
    const up = selectRange(toggleSong(NO_SELECTION, 'e'), ids, 'c');
    expect(chosen(up)).toEqual(['c', 'd', 'e']);
  });

  it('keeps what was chosen outside the range', () => {
    const first = toggleSong(NO_SELECTION, 'a');
    const range = selectRange(toggleSong(first, 'c'), ids, 'e');
    expect(chosen(range)).toEqual(['a', 'c', 'd', 'e']);
  });

  it('toggles when there is no anchor, or the anchor is no longer loaded', () => {
    expect(chosen(selectRange(NO_SELECTION, ids, 'c'))).toEqual(['c']);
    const gone = { ids: new Set(['z']), anchor: 'z' };
    expect(chosen(selectRange(gone, ids, 'c'))).toEqual(['c', 'z']);
  });

  it('selects every loaded song, including pages read later', () => {
    const firstPage = selectAll(ids.slice(0, 3));
    expect(selectAllState(firstPage, ids.slice(0, 3))).toBe('all');
    // A second page arrives: the header box says "some" until all are chosen again.
    expect(selectAllState(firstPage, ids)).toBe('some');
    expect(selectAllState(selectAll(ids), ids)).toBe('all');
    expect(selectAllState(NO_SELECTION, ids)).toBe('none');
  });

  it('sends only chosen songs still shown, in display order', () => {
    const selection = { ids: new Set(['d', 'gone', 'a']), anchor: 'a' };
    expect(chosenIds(selection, ids)).toEqual(['a', 'd']);
  });
});
