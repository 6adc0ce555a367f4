import { useDraggable } from '@dnd-kit/core';
import { Folder, Library, Music } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { can, isProjectOwner } from '../../../../shared/permissions';
import type { Project } from '../../../../shared/schemas/projects';
import { formatRelativeAge } from '../../../lib/relative-age';
import { ProjectStatusPill } from '../../projects';
import type { ProjectLayout } from '../lib/project-grid';
import { ProjectItemMenu } from './project-item-menu';

/** What a dragged card tells the folder it is dropped on (read by the page's drop handler). */
export interface ProjectDragData {
  kind: 'project';
  project: Project;
}

export interface ProjectItemProps {
  project: Project;
  layout: ProjectLayout;
  /** 1-based place and the list's size, for "3 of 120" in screen readers. */
  position: number;
  setSize: number;
  /** The name of the folder holding it, when it is one of the folders loaded. */
  folderName: string | undefined;
  /** Cards can be dragged onto a folder (on /folders, where folders are drop targets). */
  draggable: boolean;
  onMoveToFolder: (project: Project) => void;
  onRemoveFromFolder: (project: Project) => void;
}

const LOOK = {
  cards: 'flex h-full flex-col gap-3 rounded-2xl p-4',
  rows: 'flex items-center gap-3 rounded-xl px-4 py-3',
} as const;

/**
 * One project of the list, as a card or a row: its title opens it (the link spans the item),
 * owner, status, folder, songs and last change, and its actions menu. On /folders the whole
 * item can be dragged (mouse, or a long press on touch) onto a folder.
 */
export const ProjectItem = memo(function ProjectItem(props: ProjectItemProps) {
  const { project, layout, position, setSize, folderName, draggable } = props;
  const { t, i18n } = useTranslation('project-list');
  const data: ProjectDragData = { kind: 'project', project };
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: project.id,
    data,
    disabled: !draggable || !can(project.role, 'project.fileInFolder'),
  });
  const Icon = project.isLibrary ? Library : Music;
  const owner = isProjectOwner(project.role)
    ? t('item.yours')
    : t('item.by', { name: project.ownerName });
  const facts = [
    owner,
    t('item.songs', { count: project.audioCount }),
    t('item.updated', {
      age: formatRelativeAge(project.updatedAt, new Date(), i18n.resolvedLanguage ?? 'en'),
    }),
  ].join(' · ');
  const folderChip = project.folderId !== null && folderName !== undefined && (
    <span className="inline-flex min-w-0 max-w-full items-center gap-1 rounded-full bg-zinc-800 px-2.5 py-1 text-xs text-zinc-300">
      <Folder className="h-3 w-3 shrink-0" aria-hidden />
      <span className="sr-only">{t('item.inFolder')}</span>
      <span className="truncate">{folderName}</span>
    </span>
  );

  return (
    <div
      ref={setNodeRef}
      {...(draggable ? listeners : undefined)}
      role="listitem"
      aria-posinset={position}
      aria-setsize={setSize}
      className={`relative min-w-0 border border-zinc-800 bg-zinc-900/60 transition-colors hover:border-zinc-700 hover:bg-zinc-900 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-400 ${LOOK[layout]} ${isDragging ? 'opacity-40' : ''}`}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-600/40 to-fuchsia-600/20 text-brand-200">
          <Icon className="h-5 w-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="text-sm font-semibold text-white sm:text-base">
            <Link
              to={`/projects/${project.id}`}
              // The browser's own link dragging would fight the card's.
              draggable={false}
              className={`${layout === 'cards' ? 'line-clamp-2' : 'block truncate'} [overflow-wrap:anywhere] after:absolute after:inset-0 after:rounded-2xl hover:text-brand-200 focus-visible:outline-none!`}
            >
              {project.title}
            </Link>
          </h3>
          <p className="mt-0.5 truncate text-xs text-zinc-400">{facts}</p>
        </div>
        {layout === 'cards' && <ProjectItemMenu {...props} />}
      </div>
      <div
        className={`flex min-w-0 flex-wrap items-center gap-2 ${layout === 'cards' ? 'mt-auto' : 'shrink-0 justify-end'}`}
      >
        {folderChip}
        <ProjectStatusPill status={project.status} />
      </div>
      {layout === 'rows' && <ProjectItemMenu {...props} />}
    </div>
  );
});
