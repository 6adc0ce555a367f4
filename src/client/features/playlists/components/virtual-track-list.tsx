import { memo, useMemo, useState, type ReactNode } from 'react';
import type { PlaylistTrack } from '../../../../shared/schemas/playlists';
import { SortableList } from '../../../components/sortable-list';
import { useWindowList } from '../../../hooks/use-window-list';
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
  const [activeId, setActiveId] = useState<string | null>(null);
  const ids = useMemo(() => tracks.map((track) => track.id), [tracks]);
  const activeIndex = activeId ? ids.indexOf(activeId) : -1;
  const accessibility = useTrackDragAnnouncements(tracks);
  const { listRef, scrollMargin, virtualizer, rows } = useWindowList<HTMLOListElement>({
    count: tracks.length,
    estimate: ROW_ESTIMATE_PX,
    getItemKey: (index) => ids[index]!,
    keepIndex: activeIndex >= 0 ? activeIndex : null,
    onNearEnd,
  });

  const handleMove = (trackId: string, overId: string) =>
    onMove(trackId, predecessorOf(movedId(ids, trackId, overId), trackId));

  return (
    <SortableList
      ids={ids}
      accessibility={accessibility}
      onActiveChange={setActiveId}
      onMove={handleMove}
    >
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
    </SortableList>
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
