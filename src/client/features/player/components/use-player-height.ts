import { useLayoutEffect, useRef } from 'react';

/** Space the player takes at the bottom of the viewport (the shell pads the page by it). */
export const PLAYER_HEIGHT_VARIABLE = '--player-height';
/** Height of the full-width bar only (the shell shortens the sidebar by it; the pill floats). */
export const PLAYER_BAR_HEIGHT_VARIABLE = '--player-bar-height';

/**
 * Publishes the fixed element's height as CSS variables on <html>, so the shell can make room
 * for it and the player never covers content.
 */
export function usePlayerHeight<T extends HTMLElement>(variables: readonly string[]) {
  const ref = useRef<T>(null);
  const names = variables.join(' ');
  useLayoutEffect(() => {
    const element = ref.current;
    const root = document.documentElement;
    if (!element) return;
    const list = names.split(' ');
    const publish = () => {
      for (const name of list) root.style.setProperty(name, `${element.offsetHeight}px`);
    };
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      for (const name of list) root.style.removeProperty(name);
    };
  }, [names]);
  return ref;
}
