import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The song search, kept in `?q=` so the top bar's box and a page's box stay one. */
export function useSearchQuery(): [string, (value: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const setQuery = useCallback(
    (value: string) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set('q', value);
          else next.delete('q');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return [searchParams.get('q') ?? '', setQuery];
}
