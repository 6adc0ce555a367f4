import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '../../../../shared/permissions';
import type { AudioFile, SongSort } from '../../../../shared/schemas/audio';
import { toast } from '../../../lib/notify';
import { LIST_SEARCH_DEBOUNCE_MS } from '../../../../shared/constants';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { librarySongsQuery, useLibrarySongs } from '../../../lib/queries/audio-queries';
import {
  useMoveLibrarySong,
  useResetLibraryOrder,
  type LibraryMove,
} from '../../../features/audio';
import type { PendingUpload, SongTableItem } from '../../../features/audio';
import {
  applyMove,
  DIVIDER_ID,
  moveSong,
  placeRequest,
  sortableIds,
  splitPinned,
  togglePin,
  type SongMove,
} from '../../../features/library/library-arrangement';

/** Leave Project shows for songs of projects the profile joined (never its own, never a library). */
const canLeave = (song: AudioFile) =>
  can(song.projectRole, 'project.leave', { isLibrary: song.projectIsLibrary });

/**
 * The library screen's data (part 2 §2 "Library (songs) screen"): pages of songs in the order
 * and search the server applies, as table lines (placeholders, pinned songs, the "Regular
 * Songs" divider, the rest), and the move, pin and reset actions with their toasts. Only the
 * arranged order without a search can be rearranged by hand.
 */
export function useLibrarySongList(query: string, sort: SongSort, pending: PendingUpload[]) {
  const { t } = useTranslation('library');
  const q = useDebouncedValue(query.trim(), LIST_SEARCH_DEBOUNCE_MS);
  const list = useLibrarySongs({ sort, q });
  const { mutate: moveOne } = useMoveLibrarySong();
  const { mutate: reset } = useResetLibraryOrder();
  const arranged = sort === 'custom';
  const songs = list.items;
  const arrangement = useMemo(
    () => (arranged ? splitPinned(songs) : { pinned: [], regular: songs }),
    [arranged, songs],
  );

  const items = useMemo<SongTableItem[]>(() => {
    const placeholders = pending.map((upload): SongTableItem => ({ kind: 'pending', upload }));
    if (songs.length === 0) return placeholders;
    const rows = (section: AudioFile[], pinned?: boolean) =>
      section.map((song): SongTableItem => ({ kind: 'song', song, pinned }));
    if (!arranged) return [...placeholders, ...rows(songs, undefined)];
    return [
      ...placeholders,
      ...rows(arrangement.pinned, true),
      {
        kind: 'divider',
        id: DIVIDER_ID,
        label: t('regularSongs'),
        hint: arrangement.pinned.length === 0 ? t('pinHint') : undefined,
      },
      ...rows(arrangement.regular, false),
    ];
  }, [songs, arranged, arrangement, pending, t]);

  /** Sends one song's new place; the list shows `rearrange`'s result until the server answers. */
  const send = useCallback(
    (
      song: AudioFile,
      place: LibraryMove['place'],
      rearrange: (current: AudioFile[]) => AudioFile[],
      change: SongMove['change'],
    ) =>
      moveOne(
        {
          audioId: song.id,
          place,
          listKey: librarySongsQuery({ sort, q }).queryKey,
          arranged: rearrange,
        },
        {
          onSuccess: () => {
            if (change === 'pinned') toast.success(t('toast.pinned'));
            if (change === 'unpinned') toast.success(t('toast.unpinned'));
          },
          onError: () => toast.error(t('toast.orderFailed')),
        },
      ),
    [moveOne, sort, q, t],
  );

  const apply = useCallback(
    (move: SongMove | null) => {
      const song = move && songs.find((candidate) => candidate.songId === move.songId);
      if (!move || !song) return;
      send(song, placeRequest(songs, move), (current) => applyMove(current, move), move.change);
    },
    [songs, send],
  );

  const move = useCallback(
    (activeId: string, overId: string) =>
      apply(moveSong(sortableIds(arrangement), activeId, overId)),
    [apply, arrangement],
  );

  // In the arranged order a pin moves the song across the divider; in any other order the
  // song keeps its row and only its pin changes.
  const pin = useCallback(
    (song: AudioFile) => {
      if (arranged) return apply(togglePin(splitPinned(songs), song.songId));
      const pinned = !song.pinned;
      send(
        song,
        pinned ? { pinned } : { pinned, after: null },
        (current) => current.map((s) => (s.songId === song.songId ? { ...s, pinned } : s)),
        pinned ? 'pinned' : 'unpinned',
      );
    },
    [arranged, apply, send, songs],
  );
  const resetOrder = useCallback(
    () =>
      reset(undefined, {
        onSuccess: () => toast.success(t('toast.orderReset')),
        onError: () => toast.error(t('toast.orderFailed')),
      }),
    [reset, t],
  );

  return {
    items,
    /** The whole library's size (sent without a search), else null. */
    total: list.total,
    loaded: songs.length,
    searching: q.length > 0,
    hasMore: Boolean(list.hasNextPage),
    isLoading: list.isLoading,
    isError: list.isError && !list.isFetchNextPageError,
    refetch: () => void list.refetch(),
    /** The table's next pages and their state. */
    paging: list,
    /** Drag and drop only where the order is the profile's own and nothing is hidden. */
    move: arranged && q.length === 0 ? move : undefined,
    pin,
    resetOrder,
    canLeave,
  };
}
