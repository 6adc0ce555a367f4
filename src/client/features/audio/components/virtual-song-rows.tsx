import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { memo, useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLoadMoreNearEnd } from '../../../lib/use-paged-list';
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
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);

  // Content above the list (headers, tabs) can change height: re-read where it starts
  // whenever the page's size changes (React ignores an unchanged value).
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
      if (keepIndex === null || keepIndex >= range.count || indexes.includes(keepIndex)) {
        return indexes;
      }
      return [...indexes, keepIndex].sort((a, b) => a - b);
    },
    [keepIndex],
  );

  const estimate = wideScreen() ? WIDE_ROW_ESTIMATE_PX : ROW_ESTIMATE_PX;
  const virtualizer = useWindowVirtualizer<HTMLElement>({
    count: items.length,
    estimateSize: () => estimate,
    overscan: 8,
    scrollMargin,
    getItemKey: (index) => itemKey(items[index]!),
    rangeExtractor,
  });

  const virtualItems = virtualizer.getVirtualItems();
  useLoadMoreNearEnd(virtualItems.at(-1)?.index ?? -1, items.length, onNearEnd);

  return (
    <div
      ref={listRef}
      role="rowgroup"
      className="relative"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualItems.map((virtual) =>
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
