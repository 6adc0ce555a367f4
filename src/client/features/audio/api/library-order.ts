import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LibraryOrder } from '../../../../shared/schemas/audio';
import { apiRequest } from '../../../lib/api-client';

export const LIBRARY_ORDER_KEY = ['/api/library/order'] as const;

/** GET /api/library/order: the profile's pins and custom order (by songId), kept server-side. */
export const libraryOrderQuery = queryOptions({
  queryKey: LIBRARY_ORDER_KEY,
  queryFn: () => apiRequest<LibraryOrder>('GET', LIBRARY_ORDER_KEY[0]),
});

export function useLibraryOrder() {
  return useQuery(libraryOrderQuery);
}

/** PUT /api/library/order, applied to the cache at once and rolled back on failure. */
export function useSaveLibraryOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: LibraryOrder) =>
      apiRequest<LibraryOrder>('PUT', LIBRARY_ORDER_KEY[0], order),
    onMutate: async (order) => {
      await queryClient.cancelQueries({ queryKey: LIBRARY_ORDER_KEY });
      const previous = queryClient.getQueryData<LibraryOrder>(LIBRARY_ORDER_KEY);
      queryClient.setQueryData(LIBRARY_ORDER_KEY, order);
      return { previous };
    },
    onError: (_error, _order, context) => {
      queryClient.setQueryData(LIBRARY_ORDER_KEY, context?.previous);
    },
  });
}
