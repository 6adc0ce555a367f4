import {
  DndContext,
  DragOverlay,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type Modifier,
} from '@dnd-kit/core';
import { getEventCoordinates } from '@dnd-kit/utilities';
import { Music } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../../shared/schemas/projects';
import { isFolderChange, useFileProjectWithToast, type FolderDropData } from '../../folders';
import type { ProjectDragData } from './project-item';

type Data = Partial<ProjectDragData> | Partial<FolderDropData> | undefined;

const projectOf = (data: Data): Project | null =>
  data?.kind === 'project' ? ((data as ProjectDragData).project ?? null) : null;
const folderOf = (data: Data): FolderDropData | null =>
  data?.kind === 'folder' ? (data as FolderDropData) : null;

/** The dragged chip sits centred under the pointer (not at the card's corner). */
const centreOnPointer: Modifier = ({ activatorEvent, draggingNodeRect, transform }) => {
  const pointer = activatorEvent ? getEventCoordinates(activatorEvent) : null;
  if (!pointer || !draggingNodeRect) return transform;
  return {
    ...transform,
    x: transform.x + pointer.x - draggingNodeRect.left - draggingNodeRect.width / 2,
    y: transform.y + pointer.y - draggingNodeRect.top - draggingNodeRect.height / 2,
  };
};

/**
 * Dragging project cards onto folder tiles files them (/folders). A mouse drags after 4 px,
 * a finger after a quarter-second press (so the page still scrolls); the keyboard's way is each
 * card's "Move to folder…". The folder under the pointer is the one it drops on. What happens
 * is announced in the reader's language.
 */
export function ProjectFilingDnd({ children }: { children: ReactNode }) {
  const { t } = useTranslation('project-list');
  const { file } = useFileProjectWithToast();
  const [dragged, setDragged] = useState<Project | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 5 } }),
  );
  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: ({ active }) =>
        t('drag.picked', { title: projectOf(active.data.current)?.title ?? '' }),
      onDragOver: ({ active, over }) => {
        const title = projectOf(active.data.current)?.title ?? '';
        const folder = folderOf(over?.data.current);
        return folder ? t('drag.over', { title, name: folder.name }) : t('drag.outside', { title });
      },
      onDragEnd: ({ active, over }) => {
        const title = projectOf(active.data.current)?.title ?? '';
        const folder = folderOf(over?.data.current);
        return folder
          ? t('drag.dropped', { title, name: folder.name })
          : t('drag.cancelled', { title });
      },
      onDragCancel: ({ active }) =>
        t('drag.cancelled', { title: projectOf(active.data.current)?.title ?? '' }),
    }),
    [t],
  );

  const handleDragStart = ({ active }: DragStartEvent) =>
    setDragged(projectOf(active.data.current));
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const project = projectOf(active.data.current);
    const folder = folderOf(over?.data.current);
    if (project && folder && isFolderChange(project.folderId, folder.folderId)) {
      file(project, folder.folderId);
    }
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('drag.instructions') },
      }}
      onDragStart={handleDragStart}
      onDragEnd={handleDragEnd}
      onDragCancel={() => setDragged(null)}
    >
      {children}
      <DragOverlay dropAnimation={null} modifiers={[centreOnPointer]}>
        {dragged && (
          <div className="inline-flex max-w-xs items-center gap-2 rounded-xl border border-brand-400 bg-zinc-900 px-3 py-2 text-sm font-medium text-white shadow-2xl shadow-black/50">
            <Music className="h-4 w-4 shrink-0 text-brand-300" aria-hidden />
            <span className="truncate">{dragged.title}</span>
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
