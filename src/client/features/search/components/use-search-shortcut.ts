import { useEffect } from 'react';
import { isSearchShortcut } from '../lib/search-shortcut';

/**
 * ⌘K / Ctrl+K anywhere on the page calls `onShortcut`, even from a text field or an editor
 * (the browser's own Ctrl+K, "search the web", is what it replaces).
 */
export function useSearchShortcut(onShortcut: () => void) {
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || !isSearchShortcut(event)) return;
      event.preventDefault();
      onShortcut();
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [onShortcut]);
}
