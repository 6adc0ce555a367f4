import { useEffect } from 'react';
import { spaceBelongsToTarget } from './player-rules';

/**
 * Space toggles play/pause while a track is loaded, unless the focused element uses Space
 * itself (text fields, editors, buttons).
 */
export function useSpaceToggle(enabled: boolean, toggle: () => void) {
  useEffect(() => {
    if (!enabled) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.code !== 'Space' && event.key !== ' ') return;
      if (
        event.repeat ||
        event.defaultPrevented ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey
      ) {
        return;
      }
      const target = event.target instanceof Element ? event.target : null;
      if (spaceBelongsToTarget(target)) return;
      // Also keeps the page from scrolling.
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [enabled, toggle]);
}
