import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SongTableItem } from './song-row-types';

/** dnd-kit's screen-reader instructions and live announcements, translated, naming songs. */
export function useDragAnnouncements(items: SongTableItem[]): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
  container?: Element;
} {
  const { t } = useTranslation('audio');
  return useMemo(() => {
    const names = new Map<string, string>();
    for (const item of items) {
      if (item.kind === 'song') names.set(item.song.songId, item.song.title);
      if (item.kind === 'divider') names.set(item.id, item.label);
    }
    const name = (id: string | number | undefined) => names.get(String(id)) ?? '';
    return {
      // Outside the role=table (it may only hold rows): the live region goes to <body>.
      container: typeof document === 'undefined' ? undefined : document.body,
      screenReaderInstructions: { draggable: t('drag.instructions') },
      announcements: {
        onDragStart: ({ active }) => t('drag.started', { title: name(active.id) }),
        onDragOver: ({ active, over }) =>
          over
            ? t('drag.over', { title: name(active.id), target: name(over.id) })
            : t('drag.outside', { title: name(active.id) }),
        onDragEnd: ({ active, over }) =>
          over
            ? t('drag.dropped', { title: name(active.id), target: name(over.id) })
            : t('drag.cancelled', { title: name(active.id) }),
        onDragCancel: ({ active }) => t('drag.cancelled', { title: name(active.id) }),
      },
    };
  }, [items, t]);
}
