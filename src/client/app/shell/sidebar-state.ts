/** localStorage key remembering whether the large-screen sidebar is expanded. */
export const SIDEBAR_STORAGE_KEY = 'sidebarExpanded';

type ReadableStorage = Pick<Storage, 'getItem'>;

/** Expanded unless the person collapsed it last time. */
export function readSidebarExpanded(storage: ReadableStorage | null): boolean {
  try {
    return storage?.getItem(SIDEBAR_STORAGE_KEY) !== 'false';
  } catch {
    return true;
  }
}

/** Remembers the choice; storage failures (private modes) only cost the memory. */
export function writeSidebarExpanded(storage: Pick<Storage, 'setItem'> | null, expanded: boolean) {
  try {
    storage?.setItem(SIDEBAR_STORAGE_KEY, String(expanded));
  } catch {
    /* not remembered, still works */
  }
}
