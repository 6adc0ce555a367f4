import { LogOut } from 'lucide-react';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { AudioFile } from '../../../../shared/schemas/audio';
import { MenuItem } from '../../../components/ui/menu';

/**
 * The table's "ask to leave this song's project" callback. It reaches the row menu through
 * context so the memoised rows need no extra prop; the table owns the confirmation dialog.
 */
export const LeaveProjectRequest = createContext<((song: AudioFile) => void) | null>(null);

/** "Leave Project" for a song of a project the caller does not own (never the library). */
export function LeaveProjectItem({ song }: { song: AudioFile }) {
  const { t } = useTranslation('audio');
  const requestLeave = useContext(LeaveProjectRequest);
  if (!requestLeave) return null;
  return (
    <MenuItem onSelect={() => requestLeave(song)}>
      <LogOut className="h-4 w-4" aria-hidden />
      {t('menu.leaveProject')}
    </MenuItem>
  );
}
