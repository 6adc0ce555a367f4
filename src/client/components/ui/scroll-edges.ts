import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Which way a horizontal strip can still scroll (a pixel of rounding is ignored). */
export function scrollEdges(scrollLeft: number, clientWidth: number, scrollWidth: number) {
  // RTL strips scroll to negative offsets: the distance from the start is what matters.
  const fromStart = Math.abs(scrollLeft);
  return {
    back: fromStart > 1,
    forward: fromStart + clientWidth < scrollWidth - 1,
  };
}

/**
 * Follows a horizontally scrolling element: whether there is more to see before and after
 * what shows (on scroll, and when it or its content resizes), and a way to page through it.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>) {
  const [edges, setEdges] = useState({ back: false, forward: false });

  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const next = scrollEdges(element.scrollLeft, element.clientWidth, element.scrollWidth);
    setEdges((now) => (now.back === next.back && now.forward === next.forward ? now : next));
  }, [ref]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => {
      element.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [ref, measure]);

  /** Scrolls most of a width onwards (1) or back (−1), keeping a little of what showed. */
  const page = useCallback(
    (direction: 1 | -1) => {
      const element = ref.current;
      if (!element) return;
      const rtl = getComputedStyle(element).direction === 'rtl' ? -1 : 1;
      element.scrollBy({ left: direction * rtl * element.clientWidth * 0.75, behavior: 'smooth' });
    },
    [ref],
  );

  return { ...edges, page };
}
