import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReleaseTrack } from '../../../../shared/schemas/releases';

/** dnd-kit's screen-reader instructions and live announcements, translated, naming tracks. */
export function useTracklistAnnouncements(tracks: readonly ReleaseTrack[]): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  const { t } = useTranslation('releases');
  return useMemo(() => {
    const places = new Map<string, { title: string; position: number }>();
    tracks.forEach((track, index) =>
      places.set(track.audioId, { title: track.title, position: index + 1 }),
    );
    const title = (id: string | number) => places.get(String(id))?.title ?? '';
    const position = (id: string | number) => places.get(String(id))?.position ?? 0;
    return {
      screenReaderInstructions: { draggable: t('tracks.drag.instructions') },
      announcements: {
        onDragStart: ({ active }) => t('tracks.drag.started', { title: title(active.id) }),
        onDragOver: ({ active, over }) =>
          over
            ? t('tracks.drag.over', { title: title(active.id), position: position(over.id) })
            : t('tracks.drag.outside', { title: title(active.id) }),
        onDragEnd: ({ active, over }) =>
          over
            ? t('tracks.drag.dropped', { title: title(active.id), position: position(over.id) })
            : t('tracks.drag.cancelled', { title: title(active.id) }),
        onDragCancel: ({ active }) => t('tracks.drag.cancelled', { title: title(active.id) }),
      },
    };
  }, [tracks, t]);
}
