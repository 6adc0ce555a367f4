import { FolderInput, FolderMinus, MoreHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { can } from '../../../../shared/permissions';
import type { Project } from '../../../../shared/schemas/projects';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../../../components/ui/menu';

interface ProjectItemMenuProps {
  project: Project;
  onMoveToFolder: (project: Project) => void;
  onRemoveFromFolder: (project: Project) => void;
}

/** A project's actions in the list: "Move to folder…" and, when filed, "Remove from folder". */
export function ProjectItemMenu({
  project,
  onMoveToFolder,
  onRemoveFromFolder,
}: ProjectItemMenuProps) {
  const { t } = useTranslation('project-list');
  if (!can(project.role, 'project.fileInFolder')) return null;
  const label = t('item.actions', { title: project.title });
  return (
    // Above the card-wide link, and a press here never starts dragging the card.
    <span className="relative z-10 shrink-0" onPointerDown={(event) => event.stopPropagation()}>
      <Menu>
        <MenuTrigger
          aria-label={label}
          title={label}
          className="inline-flex h-8 w-8 items-center justify-center rounded-lg text-zinc-400 hover:bg-zinc-800 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400 data-[state=open]:bg-zinc-800"
        >
          <MoreHorizontal className="h-4 w-4" aria-hidden />
        </MenuTrigger>
        <MenuContent align="end">
          <MenuItem onSelect={() => onMoveToFolder(project)}>
            <FolderInput className="h-4 w-4" aria-hidden />
            {t('item.moveToFolder')}
          </MenuItem>
          {project.folderId !== null && (
            <MenuItem onSelect={() => onRemoveFromFolder(project)}>
              <FolderMinus className="h-4 w-4" aria-hidden />
              {t('item.removeFromFolder')}
            </MenuItem>
          )}
        </MenuContent>
      </Menu>
    </span>
  );
}
