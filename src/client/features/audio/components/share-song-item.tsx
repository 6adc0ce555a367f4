import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { can } from '../../../../shared/permissions';
import type { AudioFile } from '../../../../shared/schemas/audio';
import { MenuItem } from '../../../components/ui/menu';
import { useProject } from '../../../lib/queries/projects';
import { requestShareLink } from '../../../lib/share-request';
import { menuButtonOf } from './menu-button-of';

/**
 * "Share privately…" in a song's row menu: a link per recipient for this version (or always the
 * song's latest), offered where the policy lets the caller share it. A member's right depends on
 * the project's "Members may share" switch, which song rows do not carry: the project is read
 * (cached) while the menu is open, and until it is known only the owner sees the item.
 */
export function ShareSongItem({ song }: { song: AudioFile }) {
  const { t } = useTranslation('audio');
  // Allowed without the switch (the owner): no need to read the project.
  const allowedAnyway = can(song.projectRole, 'audio.share');
  const project = useProject(song.projectId, !allowedAnyway);
  const mayShare = can(song.projectRole, 'audio.share', {
    membersMayShare: project.data?.membersMayShare,
  });
  if (!mayShare) return null;
  return (
    <MenuItem
      // The menu closes; the dialog opens outside it and returns focus to the menu's button.
      onSelect={(event) =>
        requestShareLink(
          { type: 'audio', id: song.id, title: song.title },
          menuButtonOf(event.currentTarget as Element),
        )
      }
    >
      <Send className="h-4 w-4" aria-hidden />
      {t('menu.sharePrivately')}
    </MenuItem>
  );
}
