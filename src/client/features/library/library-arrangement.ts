import type { AudioFile, LibraryOrder } from '../../../shared/schemas/audio';

/** The sortable id of the "Regular Songs" divider between the pinned and the regular section. */
export const DIVIDER_ID = 'regular-songs-divider';

export interface LibraryArrangement {
  pinned: AudioFile[];
  regular: AudioFile[];
}

const newestFirst = (a: AudioFile, b: AudioFile) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/**
 * Arranges the library (part 2 §2 "Library (songs) screen"), keyed by songId. The saved form is
 * the server's: `order` is the whole custom order and `pinned` the songs of it that are pinned.
 * 1. Pinned songs come first, in their saved order.
 * 2. Then the regular songs: those missing from the saved order (new uploads) first, newest
 *    first; then the rest in the saved order.
 * Saved ids whose songs no longer exist are ignored. With nothing saved: newest first.
 */
export function arrangeLibrary(songs: AudioFile[], saved: LibraryOrder): LibraryArrangement {
  const position = new Map<string, number>();
  saved.order.forEach((songId, index) => {
    if (!position.has(songId)) position.set(songId, index);
  });
  // A pin missing from the order (not something the server stores) still sorts, after the rest.
  saved.pinned.forEach((songId, index) => {
    if (!position.has(songId)) position.set(songId, saved.order.length + index);
  });
  const pinnedIds = new Set(saved.pinned);
  const byPosition = (a: AudioFile, b: AudioFile) =>
    position.get(a.songId)! - position.get(b.songId)!;
  const pinned: AudioFile[] = [];
  const unplaced: AudioFile[] = [];
  const placed: AudioFile[] = [];
  for (const song of songs) {
    if (pinnedIds.has(song.songId)) pinned.push(song);
    else (position.has(song.songId) ? placed : unplaced).push(song);
  }
  return {
    pinned: pinned.sort(byPosition),
    regular: [...unplaced.sort(newestFirst), ...placed.sort(byPosition)],
  };
}

/** The sortable ids in display order: pinned songIds, the divider, regular songIds. */
export function sortableIds({ pinned, regular }: LibraryArrangement): string[] {
  return [...pinned.map((s) => s.songId), DIVIDER_ID, ...regular.map((s) => s.songId)];
}

export type PinChange = 'pinned' | 'unpinned' | null;

export interface MoveResult {
  order: LibraryOrder;
  /** Set when the move crossed the divider. */
  change: PinChange;
}

/**
 * The saved order after a drag: `activeId` takes `overId`'s place in `ids` (pinned songIds, the
 * divider, regular songIds). A song that ends above the divider is pinned, below it unpinned.
 * The result holds every song (so the arrangement is kept as shown). Null when nothing moved.
 */
export function moveSong(ids: string[], activeId: string, overId: string): MoveResult | null {
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from < 0 || to < 0 || from === to || activeId === DIVIDER_ID) return null;
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, activeId);
  const before = ids.indexOf(DIVIDER_ID);
  const after = next.indexOf(DIVIDER_ID);
  const wasPinned = from < before;
  const isPinned = next.indexOf(activeId) < after;
  return {
    order: { pinned: next.slice(0, after), order: next.filter((id) => id !== DIVIDER_ID) },
    change: wasPinned === isPinned ? null : isPinned ? 'pinned' : 'unpinned',
  };
}

/**
 * Pin/Unpin from the row menu is a move across the divider: a regular song joins the end of the
 * pinned section, a pinned song becomes the first regular song.
 */
export function togglePin(arrangement: LibraryArrangement, songId: string): MoveResult | null {
  return moveSong(sortableIds(arrangement), songId, DIVIDER_ID);
}

/** The search filter (top bar `?q=`): title, notes, artist or project, case-insensitive. */
export function filterSongs(songs: AudioFile[], query: string): AudioFile[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return songs;
  return songs.filter((song) =>
    [song.title, song.notes, song.uploaderName, song.projectName, song.originalName].some((field) =>
      field.toLocaleLowerCase().includes(needle),
    ),
  );
}
