import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchResults } from '../../../../shared/schemas/search';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/search; the key starts with the path, like every query key of the app. */
export const searchKeys = {
  all: ['/api/search'] as const,
  text: (q: string) => ['/api/search', { q }] as const,
};

/**
 * The global search for `q` (already trimmed and debounced). Answers stay fresh for a short
 * while: typing back to an earlier text shows its answer at once, and a rename elsewhere shows
 * up on the next search.
 */
export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: searchKeys.text(q),
    queryFn: () => apiRequest<SearchResults>('GET', `/api/search?q=${encodeURIComponent(q)}`),
    staleTime: 15_000,
    // A failed search is shown with its own Retry; retrying silently would only delay that.
    retry: false,
  });

/** The search results for `q`, keeping the previous answer on screen while the next loads. */
export function useSearch(q: string) {
  return useQuery({ ...searchQuery(q), enabled: q !== '', placeholderData: keepPreviousData });
}
