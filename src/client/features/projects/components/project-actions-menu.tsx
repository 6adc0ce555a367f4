import { MoreHorizontal, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '../../../../shared/permissions';
import type { Project } from '../../../../shared/schemas/projects';
import {
  Menu,
  MenuContent,
  MenuItem,
  MenuSeparator,
  MenuTrigger,
} from '../../../components/ui/menu';
import { ProjectMuteItem, useProjectMute } from '../../notifications';
import { DeleteProjectDialog } from './delete-project-dialog';

/**
 * The project's actions: every member's Mute notifications, and the owner's Delete Project. The
 * library has neither (nobody else is in it, and it cannot be deleted).
 */
export function ProjectActionsMenu({ project }: { project: Project }) {
  const { t } = useTranslation('projects');
  const [confirming, setConfirming] = useState(false);
  const mayMute = !project.isLibrary && can(project.role, 'project.mute');
  const mayDelete = can(project.role, 'project.delete', { isLibrary: project.isLibrary });
  // Asked for with the page, not when the menu opens: the item is ready to take the focus.
  useProjectMute(project.id, mayMute);
  if (!mayMute && !mayDelete) return null;
  return (
    <>
      <Menu>
        <MenuTrigger
          aria-label={t('actions.button')}
          title={t('actions.button')}
          className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-zinc-700 text-zinc-300 transition-colors hover:bg-zinc-800 hover:text-white data-[state=open]:bg-zinc-800"
        >
          <MoreHorizontal className="h-5 w-5" aria-hidden />
        </MenuTrigger>
        <MenuContent align="end">
          {mayMute && <ProjectMuteItem projectId={project.id} />}
          {mayMute && mayDelete && <MenuSeparator />}
          {mayDelete && (
            <MenuItem tone="danger" onSelect={() => setConfirming(true)}>
              <Trash2 className="h-4 w-4" aria-hidden />
              {t('actions.delete')}
            </MenuItem>
          )}
        </MenuContent>
      </Menu>
      {mayDelete && (
        <DeleteProjectDialog project={project} open={confirming} onOpenChange={setConfirming} />
      )}
    </>
  );
}
