import { ListPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PlayerTrack } from '../lib/player/player-types';
import { iconButtonClasses } from './ui/icon-button';
import { Menu, MenuContent, MenuTrigger } from './ui/menu';
import { QueueMenuItems } from './queue-menu-items';

/**
 * A song's own small menu with "Play next" and "Add to queue", for lists whose rows have no
 * menu of their own (a playlist's songs, a shared playlist's page).
 */
export function SongQueueMenu({ track }: { track: PlayerTrack }) {
  const { t } = useTranslation('player');
  return (
    <Menu modal={false}>
      <MenuTrigger
        aria-label={t('queue.menu', { title: track.title })}
        title={t('queue.menu', { title: track.title })}
        className={iconButtonClasses('list')}
      >
        <ListPlus className="h-4 w-4" aria-hidden />
      </MenuTrigger>
      <MenuContent align="end" className="min-w-[12rem]">
        <QueueMenuItems tracks={[track]} />
      </MenuContent>
    </Menu>
  );
}
