import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { useScrollEdges } from './scroll-edges';

/** The arrows' accessible names ("Show earlier tabs", "Show more tabs"). */
export interface TabScrollLabels {
  back: string;
  forward: string;
}

const FADE_CLASS = 'pointer-events-none absolute inset-y-0 w-14 from-zinc-950 via-zinc-950/80';
const ARROW_CLASS =
  'absolute top-1/2 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full ' +
  'border border-zinc-700 bg-zinc-900 text-zinc-200 shadow-lg shadow-black/40 hover:bg-zinc-800 ' +
  'hover:text-white';

/**
 * Frames a tab strip that may be wider than the screen (issue 25 item 10: on a phone the
 * project's last tabs were out of sight with nothing saying so): a fade and an arrow at each
 * side that has more tabs, the arrow paging the strip that way.
 */
export function TabScrollFrame({
  listRef,
  labels,
  className,
  children,
}: {
  listRef: RefObject<HTMLElement | null>;
  labels: TabScrollLabels;
  /** The frame's outer layout (what the strip's className would be without it). */
  className?: string;
  children: ReactNode;
}) {
  const edges = useScrollEdges(listRef);
  return (
    <div className={`relative ${className ?? ''}`}>
      {children}
      {edges.back && (
        <>
          <span aria-hidden className={`${FADE_CLASS} left-0 bg-gradient-to-r`} />
          {/* Not a tab stop: from the keyboard the arrow keys move along the tabs, and a
              focused tab scrolls itself into view. Named for pointer and screen-reader use. */}
          <button
            type="button"
            tabIndex={-1}
            aria-label={labels.back}
            title={labels.back}
            onClick={() => edges.page(-1)}
            className={`${ARROW_CLASS} left-0`}
          >
            <ChevronLeft className="h-4 w-4 rtl:rotate-180" aria-hidden />
          </button>
        </>
      )}
      {edges.forward && (
        <>
          <span aria-hidden className={`${FADE_CLASS} right-0 bg-gradient-to-l`} />
          <button
            type="button"
            tabIndex={-1}
            aria-label={labels.forward}
            title={labels.forward}
            onClick={() => edges.page(1)}
            className={`${ARROW_CLASS} right-0`}
          >
            <ChevronRight className="h-4 w-4 rtl:rotate-180" aria-hidden />
          </button>
        </>
      )}
    </div>
  );
}
