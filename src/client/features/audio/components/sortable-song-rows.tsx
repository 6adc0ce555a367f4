import { DragOverlay } from '@dnd-kit/core';
import { SortableList } from '../../../components/sortable-list';
import { useSortableRow } from '../../../lib/use-sortable-row';
import { memo, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useDragAnnouncements } from './drag-announcements';
import { itemKey, type DragHandle, type SongTableItem } from './song-row-types';
import { PlacedLine, VirtualSongRows, type LinePlacement } from './virtual-song-rows';

/** The sortable id of a line: songs by songId (the saved order's key), dividers by their id. */
export function sortableId(item: SongTableItem): string | null {
  if (item.kind === 'song') return item.song.songId;
  if (item.kind === 'divider') return item.id;
  return null;
}

/** Renders a line's content, with the drag handle for songs. */
export type RenderSortableLine = (
  item: SongTableItem,
  index: number,
  drag?: DragHandle,
  dragging?: boolean,
) => ReactNode;

interface SortableSongRowsProps {
  items: SongTableItem[];
  onMove: (activeId: string, overId: string) => void;
  renderLine: RenderSortableLine;
  renderOverlay: (item: SongTableItem) => ReactNode;
  /** Called as the rows near the end of what is loaded (the next page). */
  onNearEnd?: () => void;
}

/**
 * Drag-and-drop reordering over the virtualized rows: every id is in the SortableContext, the
 * rendered rows register as they scroll in (dnd-kit re-measures its drop targets whenever they
 * change during a drag), and the dragged row stays rendered so dnd-kit keeps its node.
 * Keyboard: Space lifts, arrows move, Space drops, Escape cancels.
 */
export function SortableSongRows({
  items,
  onMove,
  renderLine,
  renderOverlay,
  onNearEnd,
}: SortableSongRowsProps) {
  const [activeId, setActiveId] = useState<string | null>(null);
  const ids = useMemo(
    () => items.map(sortableId).filter((id): id is string => id !== null),
    [items],
  );
  const activeIndex = activeId ? items.findIndex((item) => sortableId(item) === activeId) : -1;
  const accessibility = useDragAnnouncements(items);

  const renderItem = useCallback(
    (placement: LinePlacement) => {
      const id = sortableId(placement.item);
      return id === null ? (
        <PlacedLine key={itemKey(placement.item)} {...placement} renderLine={renderLine} />
      ) : (
        <SortableLine key={id} id={id} {...placement} renderLine={renderLine} />
      );
    },
    [renderLine],
  );

  return (
    <SortableList
      ids={ids}
      accessibility={accessibility}
      onActiveChange={setActiveId}
      onMove={onMove}
      overlay={
        <DragOverlay>
          {activeIndex >= 0 && items[activeIndex] ? renderOverlay(items[activeIndex]) : null}
        </DragOverlay>
      }
    >
      <VirtualSongRows
        items={items}
        keepIndex={activeIndex >= 0 ? activeIndex : null}
        renderItem={renderItem}
        onNearEnd={onNearEnd}
      />
    </SortableList>
  );
}

type SortableLineProps = LinePlacement & { id: string; renderLine: RenderSortableLine };

/** One placed line that is also a sortable drop target; songs can be dragged by their handle. */
const SortableLine = memo(function SortableLine({
  id,
  item,
  index,
  start,
  measureRef,
  renderLine,
}: SortableLineProps) {
  // Dividers take drops (crossing them pins or unpins) but cannot be dragged.
  const draggable = item.kind === 'song';
  const { ref, drag, isDragging, style } = useSortableRow({
    id,
    draggable,
    top: start,
    measureRef,
  });
  return (
    <div ref={ref} data-index={index} className="absolute left-0 w-full pb-1" style={style}>
      {renderLine(item, index, drag, isDragging)}
    </div>
  );
});
