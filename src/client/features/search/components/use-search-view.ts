import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { SearchResults } from '../../../../shared/schemas/search';
import { searchOptions } from '../lib/search-options';
import type { SearchView } from './search-results';

/**
 * What the list shows for the field's text: nothing typed, the error, the results (the last
 * ones stay while the next text is typed and fetched), "No results" once the answer for this
 * very text is in, else "Searching…". `options` keeps its identity while the answer does.
 */
export function useSearchView(
  typed: string,
  settled: string,
  search: UseQueryResult<SearchResults>,
): SearchView {
  const options = useMemo(() => (search.data ? searchOptions(search.data) : []), [search.data]);
  if (!typed) return { state: 'idle' };
  if (search.isError && typed === settled) {
    return { state: 'error', retrying: search.isFetching, onRetry: () => void search.refetch() };
  }
  if (options.length > 0) return { state: 'results', options };
  const answered = search.data && !search.isPlaceholderData && typed === settled;
  return answered ? { state: 'empty', query: typed } : { state: 'loading' };
}
