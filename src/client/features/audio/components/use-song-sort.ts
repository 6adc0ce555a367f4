import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { SONG_SORTS, type SongSort } from '../../../../shared/schemas/audio';

/** The orders a song table offers: a library its own arrangement first; a project none. */
export const LIBRARY_SORTS = SONG_SORTS;
export const PROJECT_SORTS = SONG_SORTS.filter((sort) => sort !== 'custom');

/**
 * The song list's order, kept in `?sort=` so a reload or a shared link keeps it; an unknown
 * value falls back to `fallback`, which is left out of the address.
 */
export function useSongSort(
  fallback: SongSort,
  allowed: readonly SongSort[],
): [SongSort, (sort: SongSort) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('sort');
  const sort = allowed.find((option) => option === raw) ?? fallback;
  const setSort = useCallback(
    (next: SongSort) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === fallback) params.delete('sort');
          else params.set('sort', next);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams, fallback],
  );
  return [sort, setSort];
}
