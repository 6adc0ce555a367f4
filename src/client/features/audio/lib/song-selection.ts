/**
 * Which songs of a table are chosen for a bulk action (issue 16 item 5), as pure steps over the
 * ids the table has loaded, in display order. The anchor is the last song clicked on its own:
 * a shift-click chooses every song from it to the clicked one.
 */
export interface SongSelection {
  readonly ids: ReadonlySet<string>;
  readonly anchor: string | null;
}

export const NO_SELECTION: SongSelection = { ids: new Set(), anchor: null };

/** Chooses or unchooses one song; it becomes the anchor of the next range. */
export function toggleSong(selection: SongSelection, id: string): SongSelection {
  const ids = new Set(selection.ids);
  if (!ids.delete(id)) ids.add(id);
  return { ids, anchor: id };
}

/**
 * Shift-click: every song between the anchor and `id` (both included) joins the selection.
 * Without an anchor still loaded, it is a plain toggle.
 */
export function selectRange(
  selection: SongSelection,
  orderedIds: readonly string[],
  id: string,
): SongSelection {
  const from = selection.anchor === null ? -1 : orderedIds.indexOf(selection.anchor);
  const to = orderedIds.indexOf(id);
  if (from < 0 || to < 0) return toggleSong(selection, id);
  const [start, end] = from <= to ? [from, to] : [to, from];
  const ids = new Set(selection.ids);
  for (const each of orderedIds.slice(start, end + 1)) ids.add(each);
  return { ids, anchor: selection.anchor };
}

/** Ctrl/⌘-A or the header box: every song loaded so far (every page read). */
export function selectAll(orderedIds: readonly string[]): SongSelection {
  return { ids: new Set(orderedIds), anchor: orderedIds[0] ?? null };
}

/** The chosen songs still shown, in display order: what a bulk action sends. */
export function chosenIds(selection: SongSelection, orderedIds: readonly string[]): string[] {
  return orderedIds.filter((id) => selection.ids.has(id));
}

/** The header box: all loaded songs chosen, some, or none. */
export function selectAllState(
  selection: SongSelection,
  orderedIds: readonly string[],
): 'all' | 'some' | 'none' {
  const chosen = chosenIds(selection, orderedIds).length;
  if (chosen === 0) return 'none';
  return chosen === orderedIds.length ? 'all' : 'some';
}

/**
 * What a bulk action sends: the chosen songs shown, in display order, then the chosen songs a
 * search now hides (found among the songs seen before), in the order they were chosen. A search
 * never clears the selection (issue 25 item 9); `hidden` tells the bar how many it hides.
 */
export function chosenSongs<Song extends { id: string }>(
  selection: SongSelection,
  shown: readonly Song[],
  seen: ReadonlyMap<string, Song>,
): { songs: Song[]; hidden: number } {
  const songs = shown.filter((song) => selection.ids.has(song.id));
  const shownIds = new Set(shown.map((song) => song.id));
  let hidden = 0;
  for (const id of selection.ids) {
    const song = shownIds.has(id) ? undefined : seen.get(id);
    if (song) {
      songs.push(song);
      hidden += 1;
    }
  }
  return { songs, hidden };
}
