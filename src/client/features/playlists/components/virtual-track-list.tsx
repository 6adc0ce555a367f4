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
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { PlaylistTrack } from '../../../../shared/schemas/playlists';
import { useLoadMoreNearEnd } from '../../../lib/use-paged-list';
import { useSortableRow, type DragHandle } from '../../../lib/use-sortable-row';
import { movedId, predecessorOf } from '../lib/playlist-cache';
import { useTrackDragAnnouncements } from './use-track-drag-announcements';


export type RenderTrack = (
  track: PlaylistTrack,
  index: number,
  drag: DragHandle | undefined,
  dragging: boolean,
) => ReactNode;

interface VirtualTrackListProps {
  tracks: PlaylistTrack[];
  /** Every song of the playlist (X-Total-Count), for screen readers' "n of m". */
  total: number;
  labelledBy: string;
  /** Whether a track can be dragged now (it is playable and saved). */
  canDrag: (track: PlaylistTrack) => boolean;
  onMove: (trackId: string, afterTrackId: string | null) => void;
  /** Called as the end of what is loaded scrolls near. */
  onNearEnd: () => void;
  renderTrack: RenderTrack;
}

/** A row's height before it is measured (a two-line row with its padding). */
const ROW_ESTIMATE_PX = 60;
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });
const MODIFIERS = [verticalOnly];

/**
 * The playlist's songs, only those near the viewport rendered (the page scrolls, so the
 * virtualizer follows the window), fetching the next page as the end nears. Drag a handle (or
 * Space, arrows, Space) to move one song: the rows on screen are the drop targets, the dragged
 * row stays rendered, and the move names the song it now follows.
 */
export function VirtualTrackList({
  tracks,
  total,
  labelledBy,
  canDrag,
  onMove,
  onNearEnd,
  renderTrack,
}: VirtualTrackListProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const [activeId, setActiveId] = useState<string | null>(null);
  const ids = useMemo(() => tracks.map((track) => track.id), [tracks]);
  const activeIndex = activeId ? ids.indexOf(activeId) : -1;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useTrackDragAnnouncements(tracks);

  // What sits above the list (header, sharing card) can change height: re-read where it starts.
  useLayoutEffect(() => {
    const measure = () => {
      if (!listRef.current) return;
      setScrollMargin(Math.round(listRef.current.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeIndex < 0 || activeIndex >= range.count || indexes.includes(activeIndex)) {
        return indexes;
      }
      return [...indexes, activeIndex].sort((a, b) => a - b);
    },
    [activeIndex],
  );
  const virtualizer = useWindowVirtualizer<HTMLLIElement>({
    count: tracks.length,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: 8,
    scrollMargin,
    getItemKey: (index) => ids[index]!,
    rangeExtractor,
  });
  const rows = virtualizer.getVirtualItems();
  useLoadMoreNearEnd(rows.at(-1)?.index ?? -1, tracks.length, onNearEnd);

  const handleDragStart = ({ active }: DragStartEvent) => setActiveId(String(active.id));
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    if (!over || active.id === over.id) return;
    const trackId = String(active.id);
    onMove(trackId, predecessorOf(movedId(ids, trackId, String(over.id)), trackId));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={MODIFIERS}
      accessibility={accessibility}
      onDragStart={handleDragStart}
      onDragEnd={handleDragEnd}
      onDragCancel={() => setActiveId(null)}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol
          ref={listRef}
          aria-labelledby={labelledBy}
          className="relative"
          style={{ height: virtualizer.getTotalSize() }}
        >
          {rows.map((row) => {
            const track = tracks[row.index]!;
            return (
              <SortableTrack
                key={track.id}
                track={track}
                index={row.index}
                total={total}
                top={row.start - scrollMargin}
                draggable={canDrag(track)}
                measureRef={virtualizer.measureElement}
                renderTrack={renderTrack}
              />
            );
          })}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

interface SortableTrackProps {
  track: PlaylistTrack;
  index: number;
  total: number;
  top: number;
  draggable: boolean;
  measureRef: (element: HTMLLIElement | null) => void;
  renderTrack: RenderTrack;
}

/** One placed row that is also a drop target; it can be dragged by its handle when allowed. */
const SortableTrack = memo(function SortableTrack({
  track,
  index,
  total,
  top,
  draggable,
  measureRef,
  renderTrack,
}: SortableTrackProps) {
  const { ref, drag, isDragging, style } = useSortableRow({
    id: track.id,
    draggable,
    top,
    measureRef,
  });
  return (
    <li
      ref={ref}
      data-index={index}
      aria-posinset={index + 1}
      aria-setsize={Math.max(total, index + 1)}
      className={`absolute left-0 w-full pb-1 ${isDragging ? 'z-10' : ''}`}
      style={style}
    >
      {renderTrack(track, index, drag, isDragging)}
    </li>
  );
});
