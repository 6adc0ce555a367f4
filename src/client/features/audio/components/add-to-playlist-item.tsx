import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ListPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AudioFile } from '../../../../shared/schemas/audio';
import { menuItemClass } from './song-ui-styles';

/**
 * Extension point for the playlists issue: "Add to Playlist" in every song row menu. Until
 * playlists exist it is a disabled item with a hint; replace the body with a submenu listing
 * the profile's playlists (a scrolling list, part 2 §2) that calls POST /api/playlists/{id}/tracks.
 */
export function AddToPlaylistItem(_props: { song: AudioFile }) {
  const { t } = useTranslation('audio');
  return (
    <DropdownMenu.Item disabled className={menuItemClass}>
      <ListPlus className="h-4 w-4" aria-hidden />
      <span className="flex flex-col">
        <span>{t('menu.addToPlaylist')}</span>
        <span className="text-xs text-zinc-400">{t('menu.playlistsSoon')}</span>
      </span>
    </DropdownMenu.Item>
  );
}
