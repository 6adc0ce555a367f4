import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AudioFile } from '../../../../shared/schemas/audio';
import { menuItemClass } from './song-ui-styles';

/**
 * Extension point for the collaborations issue: "Leave Project" for a song of a project the
 * caller does not own (never the library). Leaving needs DELETE /api/collaborations/leave/{id},
 * which arrives with collaborations; until then the item is disabled with a hint.
 */
export function LeaveProjectItem(_props: { song: AudioFile }) {
  const { t } = useTranslation('audio');
  return (
    <DropdownMenu.Item disabled className={menuItemClass}>
      <LogOut className="h-4 w-4" aria-hidden />
      <span className="flex flex-col">
        <span>{t('menu.leaveProject')}</span>
        <span className="text-xs text-zinc-400">{t('menu.leaveSoon')}</span>
      </span>
    </DropdownMenu.Item>
  );
}
