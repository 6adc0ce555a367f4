import { useCallback, useEffect, useState, type FocusEvent } from 'react';
import { nextIndex, previousIndex } from '../lib/carousel';

/**
 * Position of an auto-advancing carousel. It pauses while the pointer is over it, while focus
 * is inside it (WAI-ARIA carousel pattern) or when the reader stopped it; a manual move
 * restarts the timer so the new slide gets its full time.
 */
export function useCarousel(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const paused = hovered || focused || stopped;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setTimeout(() => setIndex((i) => nextIndex(i, count)), intervalMs);
    return () => window.clearTimeout(timer);
  }, [index, paused, count, intervalMs]);

  const next = useCallback(() => setIndex((i) => nextIndex(i, count)), [count]);
  const previous = useCallback(() => setIndex((i) => previousIndex(i, count)), [count]);
  const goTo = useCallback((target: number) => setIndex(target), []);

  /** Spread on the carousel's root element. */
  const pauseHandlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };

  return {
    index,
    next,
    previous,
    goTo,
    paused,
    stopped,
    toggleStopped: () => setStopped((value) => !value),
    pauseHandlers,
  };
}
