import { BellOff, Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MenuCheckboxItem, MenuItemIndicator } from '../../../components/ui/menu';
import { toast } from '../../../lib/notify';
import { useProjectMute, useSetProjectMute } from '../api/project-mute';

/**
 * "Mute notifications" in a project's menu (issue 26 item 3): checked, nothing from the project
 * reaches the bell; the page itself still updates. Greyed until the current state is known.
 */
export function ProjectMuteItem({ projectId }: { projectId: string }) {
  const { t } = useTranslation('notifications');
  const mute = useProjectMute(projectId, true);
  const setMute = useSetProjectMute(projectId);
  const muted = mute.data?.muted ?? false;
  return (
    <MenuCheckboxItem
      checked={muted}
      disabled={mute.data === undefined}
      // The menu stays open: the tick shows the new state, and the toast has its component.
      onSelect={(event) => event.preventDefault()}
      onCheckedChange={(checked) =>
        setMute.mutate(checked, {
          onSuccess: (answer) => toast.success(t(answer.muted ? 'mute.muted' : 'mute.unmuted')),
          onError: () => toast.error(t('mute.failed')),
        })
      }
    >
      <BellOff className="h-4 w-4" aria-hidden />
      <span className="flex-1">{t('mute.label')}</span>
      <MenuItemIndicator>
        <Check className="h-4 w-4" aria-hidden />
      </MenuItemIndicator>
    </MenuCheckboxItem>
  );
}
