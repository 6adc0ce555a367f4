import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaylistTrack } from '../../../../shared/schemas/playlists';

/** dnd-kit's screen-reader instructions and live announcements, translated, naming songs. */
export function useTrackDragAnnouncements(tracks: readonly PlaylistTrack[]): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  const { t } = useTranslation('playlists');
  return useMemo(() => {
    const places = new Map<string, { title: string; position: number }>();
    tracks.forEach((track, index) =>
      places.set(track.id, {
        title: track.audioFile?.title ?? t('track.unavailable'),
        position: index + 1,
      }),
    );
    const title = (id: string | number) => places.get(String(id))?.title ?? '';
    const position = (id: string | number) => places.get(String(id))?.position ?? 0;
    return {
      screenReaderInstructions: { draggable: t('drag.instructions') },
      announcements: {
        onDragStart: ({ active }) =>
          t('drag.started', { title: title(active.id), position: position(active.id) }),
        onDragOver: ({ active, over }) =>
          over
            ? t('drag.over', { title: title(active.id), position: position(over.id) })
            : t('drag.outside', { title: title(active.id) }),
        onDragEnd: ({ active, over }) =>
          over
            ? t('drag.dropped', { title: title(active.id), position: position(over.id) })
            : t('drag.cancelled', { title: title(active.id) }),
        onDragCancel: ({ active }) => t('drag.cancelled', { title: title(active.id) }),
      },
    };
  }, [tracks, t]);
}
