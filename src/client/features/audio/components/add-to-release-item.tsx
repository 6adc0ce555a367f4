import { Disc3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { can } from '../../../../shared/permissions';
import type { AudioFile } from '../../../../shared/schemas/audio';
import { MenuItem } from '../../../components/ui/menu';
import { requestAddToRelease } from '../../../lib/release-request';
import { menuButtonOf } from './menu-button-of';

/**
 * "Add to release…" in a song's row menu (issue 28): only where the policy lets the caller put
 * the song on a release (the project's owner). The dialog opens outside the closing menu.
 */
export function AddToReleaseItem({ song }: { song: AudioFile }) {
  const { t } = useTranslation('audio');
  if (!can(song.projectRole, 'audio.release')) return null;
  return (
    <MenuItem
      onSelect={(event) =>
        requestAddToRelease(
          { audioId: song.id, title: song.title },
          menuButtonOf(event.currentTarget as Element),
        )
      }
    >
      <Disc3 className="h-4 w-4" aria-hidden />
      {t('menu.addToRelease')}
    </MenuItem>
  );
}
