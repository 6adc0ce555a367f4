import { useState } from 'react';
import { readSidebarExpanded, writeSidebarExpanded } from './sidebar-state';

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The large-screen sidebar's expanded state, remembered in this browser. */
export function useSidebarExpanded(): [boolean, (expanded: boolean) => void] {
  const [expanded, setExpanded] = useState(() => readSidebarExpanded(localStorageOrNull()));
  const update = (next: boolean) => {
    setExpanded(next);
    writeSidebarExpanded(localStorageOrNull(), next);
  };
  return [expanded, update];
}
