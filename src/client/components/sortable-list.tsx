import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
  type Modifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { ComponentProps, ReactNode } from 'react';

const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });
const MODIFIERS = [verticalOnly];

interface SortableListProps {
  /** The sortable ids, in list order. */
  ids: string[];
  /** What screen readers hear as a row is lifted, moved and dropped. */
  accessibility: ComponentProps<typeof DndContext>['accessibility'];
  /** The id being dragged, or null once it is dropped or the drag is cancelled. */
  onActiveChange: (activeId: string | null) => void;
  /** A row dropped over another one. */
  onMove: (activeId: string, overId: string) => void;
  children: ReactNode;
  /** Drawn under the pointer while dragging (dnd-kit's DragOverlay), if any. */
  overlay?: ReactNode;
}

/**
 * Drag-and-drop reordering of a vertical list (the song table, a playlist's songs): a handle
 * is dragged after 4 px of pointer travel, or with the keyboard (Space lifts, arrows move,
 * Space drops, Escape cancels); rows move up and down only.
 */
export function SortableList({
  ids,
  accessibility,
  onActiveChange,
  onMove,
  children,
  overlay,
}: SortableListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const handleDragStart = ({ active }: DragStartEvent) => onActiveChange(String(active.id));
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    onActiveChange(null);
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={MODIFIERS}
      accessibility={accessibility}
      onDragStart={handleDragStart}
      onDragEnd={handleDragEnd}
      onDragCancel={() => onActiveChange(null)}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
      {overlay}
    </DndContext>
  );
}
