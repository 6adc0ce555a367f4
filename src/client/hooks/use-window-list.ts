import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useLoadMoreNearEnd } from '../lib/use-paged-list';

interface WindowListOptions {
  count: number;
  /** A row's height before it is measured, in px. */
  estimate: number;
  getItemKey: (index: number) => string;
  /** Always rendered even when scrolled away (a dragged row keeps its node for dnd-kit). */
  keepIndex?: number | null;
  /** Called as the rows on screen near the end of what is loaded (the next page). */
  onNearEnd?: () => void;
}

/**
 * A long list that renders only the rows near the viewport while the page itself scrolls: the
 * virtualizer follows the window, offset by where the list starts, and the next page is asked
 * for as the end nears. Put `listRef` on the list and place each row at `start - scrollMargin`.
 */
export function useWindowList<L extends HTMLElement, R extends Element = HTMLElement>({
  count,
  estimate,
  getItemKey,
  keepIndex = null,
  onNearEnd,
}: WindowListOptions) {
  const listRef = useRef<L>(null);
  const [scrollMargin, setScrollMargin] = useState(0);

  // Content above the list (headers, tabs, a sharing card) can change height: re-read where it
  // starts whenever the page's size changes (React ignores an unchanged value).
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

  const virtualizer = useWindowVirtualizer<R>({
    count,
    estimateSize: () => estimate,
    overscan: 8,
    scrollMargin,
    getItemKey,
    rangeExtractor,
  });
  const rows = virtualizer.getVirtualItems();
  useLoadMoreNearEnd(rows.at(-1)?.index ?? -1, count, onNearEnd);
  return { listRef, scrollMargin, virtualizer, rows };
}
