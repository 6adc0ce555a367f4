import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { AudioFile } from '../../../../shared/schemas/audio';
import {
  chosenIds,
  NO_SELECTION,
  selectAll,
  selectAllState,
  selectRange,
  toggleSong,
  type SongSelection,
} from '../lib/song-selection';
import type { SongTableItem } from './song-row-types';

/** Keys typed here belong to the field or the open dialog or menu, not to the table. */
const ownsKeys = (target: EventTarget) =>
  target instanceof Element &&
  (target.closest('input:not([type="checkbox"]),textarea,select,[contenteditable="true"]') !==
    null ||
    target.closest('[role="dialog"],[role="alertdialog"],[role="menu"]') !== null);

/**
 * A song table's bulk selection (issue 16 item 5), kept above the virtualized rows so it
 * survives scrolling and the next pages. Ctrl/⌘-A chooses every loaded song and Escape clears,
 * while the focus is in the table and not in a field, dialog or menu.
 */
export function useSongSelection(items: SongTableItem[], enabled: boolean) {
  const [selection, setSelection] = useState<SongSelection>(NO_SELECTION);
  const songs = useMemo(
    () => items.flatMap((item) => (item.kind === 'song' ? [item.song] : [])),
    [items],
  );
  const ids = useMemo(() => songs.map((song) => song.id), [songs]);
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

  const chosen = useMemo(() => {
    const shown = new Set(chosenIds(selection, ids));
    return songs.filter((song) => shown.has(song.id));
  }, [selection, ids, songs]);

  return {
    enabled,
    selected: selection.ids,
    chosen,
    headerState,
    select: enabled ? select : undefined,
    toggleAll,
    clear,
    onKeyDown,
  };
}
