import { ApiError } from '../../../lib/api-client';

/** How many refused songs a message names before "and N more". */
export const REFUSED_TITLES_SHOWN = 3;

/**
 * The song ids a bulk refusal names (`details.ids` of its 403, 404 or 409), in the server's
 * order; none when the error is not such a refusal.
 */
export function refusedIds(error: unknown): string[] {
  if (!(error instanceof ApiError) || ![403, 404, 409].includes(error.status)) return [];
  try {
    const body: unknown = JSON.parse(error.body);
    const ids = (body as { details?: { ids?: unknown } } | null)?.details?.ids;
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The refused songs' titles to name: the first `shown` of those the list knows (in the
 * server's order) and how many more were refused, known or not.
 */
export function refusedTitles(
  ids: readonly string[],
  songs: ReadonlyArray<{ id: string; title: string }>,
  shown = REFUSED_TITLES_SHOWN,
): { titles: string[]; more: number } {
  const titleOf = new Map(songs.map((song) => [song.id, song.title]));
  const titles = ids.flatMap((id) => {
    const title = titleOf.get(id);
    return title === undefined ? [] : [title];
  });
  const named = titles.slice(0, shown);
  return { titles: named, more: ids.length - named.length };
}
