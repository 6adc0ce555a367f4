import type { AudioFile, LibrarySongPlace } from '../../../shared/schemas/audio';

/** The sortable id of the "Regular Songs" divider between the pinned and the regular section. */
export const DIVIDER_ID = 'regular-songs-divider';

/**
 * The library in the server's arranged order (pinned songs first, decision 007), split at the
 * divider. The server sends the order; the client only finds where the pinned songs end.
 */
export interface LibraryArrangement {
  pinned: AudioFile[];
  regular: AudioFile[];
}

export function splitPinned(songs: AudioFile[]): LibraryArrangement {
  const firstRegular = songs.findIndex((song) => !song.pinned);
  const end = firstRegular < 0 ? songs.length : firstRegular;
  return { pinned: songs.slice(0, end), regular: songs.slice(end) };
}

/** The sortable ids in display order: pinned songIds, the divider, regular songIds. */
export function sortableIds({ pinned, regular }: LibraryArrangement): string[] {
  return [...pinned.map((s) => s.songId), DIVIDER_ID, ...regular.map((s) => s.songId)];
}

export type PinChange = 'pinned' | 'unpinned' | null;

/** A move of one song: where it goes (the API's place, by songId) and what the list becomes. */
export interface SongMove {
  songId: string;
  /**
   * The section and the song it lands after: null for the first of its section, undefined for
   * the end of it (which may lie beyond the pages loaded so far).
   */
  place: { pinned: boolean; afterSongId: string | null | undefined };
  /** The sortable ids after the move (for the list to show it at once). */
  ids: string[];
  change: PinChange;
}

/**
 * A drag: `activeId` takes `overId`'s place in `ids` (pinned songIds, the divider, regular
 * songIds). A song that ends above the divider is pinned, below it unpinned; it lands after the
 * song now before it in its section. Null when nothing moves.
 */
export function moveSong(ids: string[], activeId: string, overId: string): SongMove | null {
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from < 0 || to < 0 || from === to || activeId === DIVIDER_ID) return null;
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, activeId);
  const at = next.indexOf(activeId);
  const pinned = at < next.indexOf(DIVIDER_ID);
  const before = next[at - 1];
  const wasPinned = from < ids.indexOf(DIVIDER_ID);
  return {
    songId: activeId,
    place: { pinned, afterSongId: before === undefined || before === DIVIDER_ID ? null : before },
    ids: next,
    change: wasPinned === pinned ? null : pinned ? 'pinned' : 'unpinned',
  };
}

/**
 * Pin/Unpin from the row menu: a regular song joins the end of the pinned section, a pinned
 * song becomes the first regular song.
 */
export function togglePin(arrangement: LibraryArrangement, songId: string): SongMove | null {
  const move = moveSong(sortableIds(arrangement), songId, DIVIDER_ID);
  if (!move || !move.place.pinned) return move;
  return { ...move, place: { pinned: true, afterSongId: undefined } };
}

/** The songs in the order of `ids` (a move applied), each with its section's pin flag. */
export function applyMove(songs: AudioFile[], move: SongMove): AudioFile[] {
  const bySongId = new Map(songs.map((song) => [song.songId, song]));
  const divider = move.ids.indexOf(DIVIDER_ID);
  return move.ids.flatMap((id, index) => {
    const song = bySongId.get(id);
    return song ? [{ ...song, pinned: index < divider }] : [];
  });
}

/** The request body of PUT /api/library/order/{audioId}: songIds turned into audio ids. */
export function placeRequest(songs: AudioFile[], move: SongMove): LibrarySongPlace {
  const { pinned, afterSongId } = move.place;
  if (afterSongId === undefined) return { pinned };
  if (afterSongId === null) return { pinned, after: null };
  const after = songs.find((song) => song.songId === afterSongId);
  return after ? { pinned, after: after.id } : { pinned };
}
