import { ListEnd, ListStart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PlayerTrack } from '../lib/player/player-types';
import { useQueueActions } from '../lib/player/use-queue-actions';
import { MenuItem } from './ui/menu';

/**
 * "Play next" and "Add to queue" as items of a song's menu (issue 25 item 6). Rendered only
 * while the menu is open, so the rows themselves do not follow the player's every tick.
 */
export function QueueMenuItems({ tracks }: { tracks: readonly PlayerTrack[] }) {
  const { t } = useTranslation('player');
  const queue = useQueueActions();
  return (
    <>
      <MenuItem onSelect={() => queue.playNext(tracks)}>
        <ListStart className="h-4 w-4" aria-hidden />
        {t('queue.playNext')}
      </MenuItem>
      <MenuItem onSelect={() => queue.addToQueue(tracks)}>
        <ListEnd className="h-4 w-4" aria-hidden />
        {t('queue.addToQueue')}
      </MenuItem>
    </>
  );
}
