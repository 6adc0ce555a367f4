import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../notify';
import { usePlayer } from './player-context';
import { trackLabel } from './player-rules';
import type { PlayerTrack } from './player-types';

/** "Play next" and "Add to queue" for any list of songs (rows, bulk bars), each saying what it did. */
export interface QueueActions {
  playNext: (tracks: readonly PlayerTrack[]) => void;
  addToQueue: (tracks: readonly PlayerTrack[]) => void;
}

/** The player's queue commands with their confirmation toast (issue 25 item 6). */
export function useQueueActions(): QueueActions {
  const { t } = useTranslation('player');
  const player = usePlayer();
  const { playNext, addToQueue } = player;
  return useMemo(() => {
    const said = (tracks: readonly PlayerTrack[]) => ({
      count: tracks.length,
      title: tracks[0] ? (trackLabel(tracks[0]) ?? t('unknownTrack')) : '',
    });
    return {
      playNext: (tracks) => {
        if (tracks.length === 0) return;
        playNext(tracks);
        toast.success(t('queue.addedNext', said(tracks)));
      },
      addToQueue: (tracks) => {
        if (tracks.length === 0) return;
        addToQueue(tracks);
        toast.success(t('queue.added', said(tracks)));
      },
    };
  }, [t, playNext, addToQueue]);
}
