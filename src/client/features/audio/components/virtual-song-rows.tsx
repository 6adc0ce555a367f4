import { memo, type ReactNode } from 'react';
import { useWindowList } from '../../../hooks/use-window-list';
import { itemKey, type SongTableItem } from './song-row-types';
import { ROW_ESTIMATE_PX, WIDE_ROW_ESTIMATE_PX } from './song-table-layout';

/** Renders one line's content; kept stable so lines re-render only when their data changes. */
export type RenderLine = (item: SongTableItem, index: number) => ReactNode;

/** What the virtualizer tells each rendered line: where it sits and how to measure it. */
export interface LinePlacement {
  item: SongTableItem;
  index: number;
  /** Offset from the top of the list, in px. */
  start: number;
  measureRef: (element: HTMLElement | null) => void;
}

interface VirtualSongRowsProps {
  items: SongTableItem[];
  /** Always rendered even when scrolled away (the row being dragged keeps its node). */
  keepIndex?: number | null;
  /** Returns the line's element (with `key`), e.g. a PlacedLine. */
  renderItem: (placement: LinePlacement) => ReactNode;
  /** Called as the rows on screen near the end of what is loaded (the next page). */
  onNearEnd?: () => void;
}

const wideScreen = () => typeof window !== 'undefined' && window.innerWidth >= 1024;

/**
 * Renders only the lines near the viewport (10,000 songs scroll smoothly); the page itself
 * scrolls, so the virtualizer follows the window, offset by where the list starts. Lists read
 * in pages get their next page as the rows on screen near the end.
 */
export function VirtualSongRows({
  items,
  keepIndex = null,
  renderItem,
  onNearEnd,
}: VirtualSongRowsProps) {
  const estimate = wideScreen() ? WIDE_ROW_ESTIMATE_PX : ROW_ESTIMATE_PX;
  const { listRef, scrollMargin, virtualizer, rows } = useWindowList<HTMLDivElement>({
    count: items.length,
    estimate,
    getItemKey: (index) => itemKey(items[index]!),
    keepIndex,
    onNearEnd,
  });

  return (
    <div
      ref={listRef}
      role="rowgroup"
      className="relative"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {rows.map((virtual) =>
        renderItem({
          item: items[virtual.index]!,
          index: virtual.index,
          start: virtual.start - scrollMargin,
          measureRef: virtualizer.measureElement,
        }),
      )}
    </div>
  );
}

/** The absolutely placed box of one line (rows, their versions and dividers go inside). */
export const PlacedLine = memo(function PlacedLine({
  item,
  index,
  start,
  measureRef,
  renderLine,
}: LinePlacement & { renderLine: RenderLine }) {
  return (
    <div
      ref={measureRef}
      data-index={index}
      className="absolute left-0 w-full pb-1"
      style={{ top: start }}
    >
      {renderLine(item, index)}
    </div>
  );
});
