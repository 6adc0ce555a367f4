import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { markedRead, type BellNotification } from '../lib/notification-list';

export const NOTIFICATIONS_KEY = ['/api/notifications'] as const;

/** GET /api/notifications: the profile's newest 50, newest first. */
export const notificationsQuery = queryOptions({
  queryKey: NOTIFICATIONS_KEY,
  queryFn: () => apiRequest<BellNotification[]>('GET', NOTIFICATIONS_KEY[0]),
});

/** The bell's list; only asked for while someone is signed in (part 2 §7). */
export function useNotifications(enabled: boolean) {
  return useQuery({ ...notificationsQuery, enabled });
}

/**
 * Marks read at once in the cache and tells the server; a refused write puts the server's
 * truth back by refetching.
 */
function useMarkReadMutation<TVariables>(
  request: (variables: TVariables) => Promise<unknown>,
  idOf: (variables: TVariables) => string | undefined,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: NOTIFICATIONS_KEY });
      queryClient.setQueryData<BellNotification[]>(NOTIFICATIONS_KEY, (list) =>
        markedRead(list, idOf(variables)),
      );
    },
    onError: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

/** PATCH /api/notifications/mark-all-read */
export function useMarkAllNotificationsRead() {
  return useMarkReadMutation<void>(
    () => apiRequest('PATCH', '/api/notifications/mark-all-read'),
    () => undefined,
  );
}

/** PATCH /api/notifications/{id}/read */
export function useMarkNotificationRead() {
  return useMarkReadMutation<string>(
    (id) => apiRequest('PATCH', `/api/notifications/${id}/read`),
    (id) => id,
  );
}
