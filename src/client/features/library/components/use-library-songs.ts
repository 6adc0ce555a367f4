import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import type { AudioFile, LibraryOrder } from '../../../../shared/schemas/audio';
import { useAllAudio } from '../../audio/api/audio-queries';
import { useLibraryOrder, useSaveLibraryOrder } from '../../audio/api/library-order';
import type { PendingUpload } from '../../audio/api/upload-audio';
import type { SongTableItem } from '../../audio/components/song-row-types';
import { useProjects } from '../../projects/api/projects';
import {
  arrangeLibrary,
  DIVIDER_ID,
  filterSongs,
  moveSong,
  sortableIds,
  togglePin,
  type MoveResult,
} from '../library-arrangement';

const NO_ORDER: LibraryOrder = { pinned: [], order: [] };

/**
 * The library screen's data: every song arranged by the saved pins and order, filtered by the
 * search, as table lines (placeholders, pinned songs, the "Regular Songs" divider, the rest),
 * and the reorder, pin and reset actions with their toasts (part 2 §4 "Pinning").
 */
export function useLibrarySongs(query: string, pending: PendingUpload[]) {
  const { t } = useTranslation('library');
  const songsQuery = useAllAudio();
  const orderQuery = useLibraryOrder();
  const { mutate: saveOrder } = useSaveLibraryOrder();
  const { data: projects } = useProjects();

  const songs = songsQuery.data;
  const savedOrder = orderQuery.data ?? NO_ORDER;
  const arrangement = useMemo(() => arrangeLibrary(songs ?? [], savedOrder), [songs, savedOrder]);

  const items = useMemo<SongTableItem[]>(() => {
    if (!songs || songs.length === 0) {
      return pending.map((upload) => ({ kind: 'pending', upload }));
    }
    const pinned = filterSongs(arrangement.pinned, query);
    const regular = filterSongs(arrangement.regular, query);
    if (query.trim() && pinned.length + regular.length === 0) {
      return pending.map((upload) => ({ kind: 'pending', upload }));
    }
    return [
      ...pending.map((upload): SongTableItem => ({ kind: 'pending', upload })),
      ...pinned.map((song): SongTableItem => ({ kind: 'song', song, pinned: true })),
      {
        kind: 'divider',
        id: DIVIDER_ID,
        label: t('regularSongs'),
        hint: arrangement.pinned.length === 0 ? t('pinHint') : undefined,
      },
      ...regular.map((song): SongTableItem => ({ kind: 'song', song })),
    ];
  }, [songs, arrangement, query, pending, t]);

  const apply = useCallback(
    (result: MoveResult | null) => {
      if (!result) return;
      saveOrder(result.order, {
        onSuccess: () => {
          if (result.change === 'pinned') toast.success(t('toast.pinned'));
          if (result.change === 'unpinned') toast.success(t('toast.unpinned'));
        },
        onError: () => toast.error(t('toast.orderFailed')),
      });
    },
    [saveOrder, t],
  );

  const move = useCallback(
    (activeId: string, overId: string) =>
      apply(moveSong(sortableIds(arrangement), activeId, overId)),
    [apply, arrangement],
  );
  const pin = useCallback(
    (song: AudioFile) => apply(togglePin(arrangement, song.songId)),
    [apply, arrangement],
  );
  const resetOrder = useCallback(
    () =>
      saveOrder(NO_ORDER, {
        onSuccess: () => toast.success(t('toast.orderReset')),
        onError: () => toast.error(t('toast.orderFailed')),
      }),
    [saveOrder, t],
  );

  // Leave Project: songs of projects the profile does not own (never its library).
  const roles = useMemo(
    () => new Map((projects ?? []).map((project) => [project.id, project.role])),
    [projects],
  );
  const canLeave = useCallback(
    (song: AudioFile) => {
      const role = roles.get(song.projectId);
      return !song.projectIsLibrary && role !== undefined && role !== 'owner';
    },
    [roles],
  );

  const refetch = useCallback(() => {
    void songsQuery.refetch();
    void orderQuery.refetch();
  }, [songsQuery, orderQuery]);

  return {
    items,
    total: songs?.length ?? 0,
    shown: items.filter((item) => item.kind === 'song').length,
    hasCustomOrder: savedOrder.pinned.length > 0 || savedOrder.order.length > 0,
    isLoading: songsQuery.isLoading || orderQuery.isLoading,
    isError: songsQuery.isError,
    refetch,
    move,
    pin,
    resetOrder,
    canLeave,
  };
}
