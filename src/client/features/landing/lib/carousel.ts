/** Index arithmetic shared by the hero and testimonial carousels (pure, so it is unit-tested). */

/** The slide after `index`, wrapping from the last back to the first. */
export function nextIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (index + 1) % count;
}

/** The slide before `index`, wrapping from the first to the last. */
export function previousIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (index - 1 + count) % count;
}

/** How many pages `itemCount` items fill at `perPage` per page (at least one page). */
export function pageCount(itemCount: number, perPage: number): number {
  if (perPage <= 0) return 1;
  return Math.max(1, Math.ceil(itemCount / perPage));
}

/** The items shown on `page` (0-based). */
export function pageItems<T>(items: readonly T[], page: number, perPage: number): T[] {
  return items.slice(page * perPage, page * perPage + perPage);
}
