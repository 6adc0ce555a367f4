import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useCallback, useMemo, type CSSProperties } from 'react';

/** What a row needs to be dragged by its handle. */
export interface DragHandle {
  attributes: Record<string, unknown>;
  listeners: Record<string, unknown> | undefined;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
}

interface SortableRowOptions<E extends HTMLElement> {
  /** The row's sortable id. */
  id: string;
  /** Whether the row can be dragged; it takes drops either way. */
  draggable: boolean;
  /** The row's offset from the list's top, from the virtualizer. */
  top: number;
  /** The virtualizer's measuring ref for this row. */
  measureRef: (element: E | null) => void;
}

/**
 * One row of a virtualized, sortable list (the song table and a playlist's songs): dnd-kit's
 * node and the virtualizer's measuring in one ref, the drag handle when the row may be dragged,
 * and where the row stands.
 */
export function useSortableRow<E extends HTMLElement>({
  id,
  draggable,
  top,
  measureRef,
}: SortableRowOptions<E>) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, disabled: { draggable: !draggable, droppable: false } });
  const ref = useCallback(
    (element: E | null) => {
      setNodeRef(element);
      measureRef(element);
    },
    [setNodeRef, measureRef],
  );
  const drag = useMemo<DragHandle | undefined>(
    () =>
      draggable
        ? {
            attributes: attributes as unknown as Record<string, unknown>,
            listeners,
            setActivatorNodeRef,
          }
        : undefined,
    [draggable, attributes, listeners, setActivatorNodeRef],
  );
  // Placed with `top`, not a transform: dnd-kit measures drop targets ignoring transforms.
  const style: CSSProperties = {
    top,
    transform: CSS.Translate.toString(transform) ?? undefined,
    transition: transition ?? undefined,
  };
  return { ref, drag, isDragging, style };
}
