/** A card's narrowest width and the gap between cards, in px (the grid's Tailwind classes). */
export const CARD_MIN_WIDTH_PX = 256;
export const CARD_GAP_PX = 16;

/** How many cards fit side by side in `width` px (always at least one). */
export function columnsForWidth(
  width: number,
  minWidth = CARD_MIN_WIDTH_PX,
  gap = CARD_GAP_PX,
): number {
  if (!(width > 0)) return 1;
  return Math.max(1, Math.floor((width + gap) / (minWidth + gap)));
}

/** The items cut into lines of `columns` (the virtualized grid renders whole lines). */
export function chunkIntoLines<T>(items: readonly T[], columns: number): T[][] {
  const size = Math.max(1, Math.floor(columns));
  const lines: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    lines.push(items.slice(start, start + size));
  }
  return lines;
}

/** The layouts the list offers; rows are one project per line. */
export const PROJECT_LAYOUTS = ['cards', 'rows'] as const;
export type ProjectLayout = (typeof PROJECT_LAYOUTS)[number];

/** localStorage key remembering the chosen layout. */
export const PROJECT_LAYOUT_STORAGE_KEY = 'projectsLayout';

/** The remembered layout, cards unless rows were chosen (storage may be unavailable). */
export function readProjectLayout(storage: Pick<Storage, 'getItem'> | null): ProjectLayout {
  try {
    return storage?.getItem(PROJECT_LAYOUT_STORAGE_KEY) === 'rows' ? 'rows' : 'cards';
  } catch {
    return 'cards';
  }
}

/** Remembers the layout; a storage failure (private modes) only costs the memory. */
export function writeProjectLayout(
  storage: Pick<Storage, 'setItem'> | null,
  layout: ProjectLayout,
) {
  try {
    storage?.setItem(PROJECT_LAYOUT_STORAGE_KEY, layout);
  } catch {
    /* not remembered, still works */
  }
}
