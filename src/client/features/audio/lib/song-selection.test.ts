import { describe, expect, it } from 'vitest';
import {
  chosenIds,
  chosenSongs,
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

  // Issue 25 item 9: the selection cleared when the search text changed; it survives, and the
  // bar says how many of the chosen songs the search hides.
  it('keeps songs a search hides chosen, shown ones first, and counts the hidden', () => {
    const song = (id: string) => ({ id, title: id.toUpperCase() });
    const seen = new Map(ids.map((id) => [id, song(id)]));
    const selection = selectRange(toggleSong(NO_SELECTION, 'a'), ids, 'c');
    // The search now shows d, c and e only.
    const after = chosenSongs(selection, [song('d'), song('c'), song('e')], seen);
    expect(after.songs.map((each) => each.id)).toEqual(['c', 'a', 'b']);
    expect(after.hidden).toBe(2);
    // Cleared search: all three shown again, none hidden.
    const back = chosenSongs(selection, ids.map(song), seen);
    expect(back.songs.map((each) => each.id)).toEqual(['a', 'b', 'c']);
    expect(back.hidden).toBe(0);
  });

  it('drops a chosen song it has never seen (nothing to act on)', () => {
    const selection = toggleSong(toggleSong(NO_SELECTION, 'a'), 'zz');
    const result = chosenSongs(selection, [{ id: 'a' }], new Map([['a', { id: 'a' }]]));
    expect(result).toEqual({ songs: [{ id: 'a' }], hidden: 0 });
  });
});
