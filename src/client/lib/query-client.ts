import { QueryClient } from '@tanstack/react-query';
import { QUERY_GC_MS, QUERY_STALE_MS } from '../../shared/constants';
import { apiRequest } from './api-client';

/** Cache defaults from part 1 §9: fresh 5 min, dropped after 30 min, one retry, no refetch triggers. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_MS,
        gcTime: QUERY_GC_MS,
        retry: 1,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
        queryFn: ({ queryKey }) => apiRequest('GET', String(queryKey[0])),
      },
      mutations: { retry: false },
    },
  });
}
