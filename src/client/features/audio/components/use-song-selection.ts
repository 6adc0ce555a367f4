import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { AudioFile } from '../../../../shared/schemas/audio';
import {
  chosenSongs,
  NO_SELECTION,
  selectAll,
  selectAllState,
  selectRange,
  toggleSong,
  type SongSelection,
} from '../lib/song-selection';
import type { SongTableItem } from './song-row-types';

const NOTHING_SEEN: ReadonlyMap<string, AudioFile> = new Map();

/** Keys typed here belong to the field or the open dialog or menu, not to the table. */
const ownsKeys = (target: EventTarget) =>
  target instanceof Element &&
  (target.closest('input:not([type="checkbox"]),textarea,select,[contenteditable="true"]') !==
    null ||
    target.closest('[role="dialog"],[role="alertdialog"],[role="menu"]') !== null);

/**
 * A song table's bulk selection (issue 16 item 5), kept above the virtualized rows so it
 * survives scrolling, the next pages and a change of the search. Ctrl/⌘-A chooses every
 * loaded song and Escape clears, while the focus is in the table and not in a field, dialog or
 * menu.
 */
export function useSongSelection(items: SongTableItem[], enabled: boolean, searching: boolean) {
  const [selection, setSelection] = useState<SongSelection>(NO_SELECTION);
  const songs = useMemo(
    () => items.flatMap((item) => (item.kind === 'song' ? [item.song] : [])),
    [items],
  );
  const ids = useMemo(() => songs.map((song) => song.id), [songs]);
  // Every song shown so far, so a chosen song a search hides can still be acted on. Without a
  // search a chosen song that left the list was deleted or moved away: it is not counted.
  const seen = useRef(new Map<string, AudioFile>());
  for (const song of songs) seen.current.set(song.id, song);
  const hiddenKept = searching ? seen.current : NOTHING_SEEN;
  // Row handlers stay stable: they read the loaded ids through a ref.
  const idsRef = useRef(ids);
  useEffect(() => {
    idsRef.current = ids;
  });

  const select = useCallback((song: AudioFile, range: boolean) => {
    setSelection((current) =>
      range ? selectRange(current, idsRef.current, song.id) : toggleSong(current, song.id),
    );
  }, []);
  const clear = useCallback(() => setSelection(NO_SELECTION), []);
  const headerState = selectAllState(selection, ids);
  const toggleAll = useCallback(
    () => setSelection(headerState === 'all' ? NO_SELECTION : selectAll(idsRef.current)),
    [headerState],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (!enabled || event.defaultPrevented || ownsKeys(event.target)) return;
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'a') {
        event.preventDefault();
        setSelection(selectAll(idsRef.current));
      } else if (event.key === 'Escape' && selection.ids.size > 0) {
        event.preventDefault();
        clear();
      }
    },
    [enabled, selection.ids.size, clear],
  );

  // A search hides songs but keeps them chosen (issue 25 item 9); the bar counts them.
  const { songs: chosen, hidden } = useMemo(
    () => chosenSongs(selection, songs, hiddenKept),
    [selection, songs, hiddenKept],
  );

  return {
    enabled,
    selected: selection.ids,
    chosen,
    hidden,
    headerState,
    select: enabled ? select : undefined,
    toggleAll,
    clear,
    onKeyDown,
  };
}
