import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  NOTIFICATIONS_PAGE_SIZE,
  type UnreadCount,
} from '../../../../shared/schemas/notifications';
import { apiRequest } from '../../../lib/api-client';
import { pagedListQuery, usePagedList } from '../../../lib/use-paged-list';
import {
  findNotification,
  markedRead,
  unreadAfter,
  type BellNotification,
  type NotificationPages,
} from '../lib/notification-list';

const NOTIFICATIONS_PATH = '/api/notifications';
/** Every cached page of the list: invalidating this key reads them all again. */
export const NOTIFICATIONS_KEY = [NOTIFICATIONS_PATH] as const;
export const UNREAD_COUNT_KEY = ['/api/notifications/unread-count'] as const;

/** GET /api/notifications?limit=20: the bell's pages, newest first, more as it scrolls. */
export const notificationPagesQuery = pagedListQuery<BellNotification>(
  NOTIFICATIONS_PATH,
  {},
  NOTIFICATIONS_PAGE_SIZE,
);

/** GET /api/notifications/unread-count: the badge, counted by the server over every page. */
export const unreadCountQuery = queryOptions({
  queryKey: UNREAD_COUNT_KEY,
  queryFn: () => apiRequest<UnreadCount>('GET', UNREAD_COUNT_KEY[0]),
});

/** The bell's list; only asked for while someone is signed in (part 2 §7). */
export function useNotifications(enabled: boolean) {
  return usePagedList(notificationPagesQuery, { enabled });
}

export function useUnreadCount(enabled: boolean) {
  return useQuery({ ...unreadCountQuery, enabled });
}

/** Edits the cached pages and unread count together (the push, the optimistic reads). */
export function editNotificationCache(
  queryClient: QueryClient,
  pages: (data: NotificationPages | undefined) => NotificationPages | undefined,
  count: (count: number | undefined) => number | undefined,
) {
  queryClient.setQueryData<NotificationPages>(notificationPagesQuery.queryKey, pages);
  queryClient.setQueryData<UnreadCount>(UNREAD_COUNT_KEY, (old) => {
    const next = count(old?.count);
    return next === undefined ? old : { count: next };
  });
}

/**
 * Marks read at once in the cached pages and the badge, and tells the server; the count is read
 * again afterwards, and a refused write puts the server's truth back by refetching both.
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
      await queryClient.cancelQueries({ queryKey: UNREAD_COUNT_KEY });
      const id = idOf(variables);
      const data = queryClient.getQueryData<NotificationPages>(notificationPagesQuery.queryKey);
      const wasUnread = id !== undefined && findNotification(data, id)?.isRead === false;
      editNotificationCache(
        queryClient,
        (pages) => markedRead(pages, id),
        (count) =>
          id === undefined
            ? unreadAfter(count, { read: 'all' })
            : wasUnread
              ? unreadAfter(count, { read: 'one' })
              : count,
      );
    },
    onError: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY }),
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
