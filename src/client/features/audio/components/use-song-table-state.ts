import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AudioFile } from '../../../../shared/schemas/audio';
import { usePlayer } from '../../../lib/player/player-context';
import type { SongRowHandlers, SongTableItem } from './song-row-types';
import { useSongActions } from './use-song-actions';

type TableDialog = { kind: 'delete' | 'latest'; song: AudioFile } | null;

/**
 * A song table's state, kept above the virtualized rows so it survives rows scrolling out:
 * which title is being edited, which rows show their versions, the open dialog, and stable
 * row handlers (memoised rows re-render only when their own song changes).
 */
export function useSongTableState(
  items: SongTableItem[],
  onTogglePin?: (song: AudioFile) => void,
  select?: SongRowHandlers['select'],
) {
  const player = usePlayer();
  const actions = useSongActions();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<TableDialog>(null);

  // The player and the visible songs change often; handlers read them through refs.
  const playerRef = useRef(player);
  const songsRef = useRef<AudioFile[]>([]);
  const pinRef = useRef(onTogglePin);
  useEffect(() => {
    playerRef.current = player;
    songsRef.current = items.flatMap((item) => (item.kind === 'song' ? [item.song] : []));
    pinRef.current = onTogglePin;
  });

  const toggleVersions = useCallback((song: AudioFile) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(song.id)) next.add(song.id);
      return next;
    });
  }, []);

  const hasPin = Boolean(onTogglePin);
  const handlers = useMemo<SongRowHandlers>(
    () => ({
      // Playlist mode over the songs as the table shows them (part 2 §4).
      play: (song) => playerRef.current.play(song, songsRef.current),
      playVersion: (version) => playerRef.current.play(version),
      rename: actions.rename,
      saveNotes: actions.saveNotes,
      share: actions.share,
      setEditing: setEditingId,
      toggleVersions,
      requestMarkLatest: (song) => setDialog({ kind: 'latest', song }),
      makeLatest: (version) => void actions.markLatest(version).catch(() => undefined),
      requestDelete: (song) => setDialog({ kind: 'delete', song }),
      togglePin: hasPin ? (song) => pinRef.current?.(song) : undefined,
      makeSong: actions.makeSong,
      select,
    }),
    [actions, toggleVersions, hasPin, select],
  );

  const closeDialog = useCallback(() => setDialog(null), []);
  return { player, actions, handlers, editingId, expanded, dialog, closeDialog };
}
