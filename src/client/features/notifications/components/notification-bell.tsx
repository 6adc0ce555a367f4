import { Bell } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Menu, MenuTrigger } from '../../../components/ui/menu';
import { toast } from '../../../lib/notify';
import { NOTIFICATIONS_UNREAD_COUNT_MAX } from '../../../../shared/schemas/notifications';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
  useUnreadCount,
} from '../api/notifications';
import { useNotificationStream } from '../api/use-notification-stream';
import { useAccountSettings } from '../../../lib/queries/account-settings';
import { showBrowserNotification } from '../lib/browser-notification';
import { unreadBadgeLabel, type BellNotification } from '../lib/notification-list';
import { wordNotification } from '../lib/notification-wording';
import { NotificationMenuContent } from './notification-menu-content';

interface NotificationBellProps {
  /** The signed-in profile: the list and the live stream are its own. */
  profileId: string;
  /** The top bar's round icon-button classes. */
  className: string;
}

/**
 * The top bar's bell (part 2 §2): a red pulsing ring with the unread count, a green ring when all
 * is read, and a dropdown of the profile's notifications that stays current over a live stream.
 */
export function NotificationBell({ profileId, className }: NotificationBellProps) {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const list = useNotifications(Boolean(profileId));
  const unreadQuery = useUnreadCount(Boolean(profileId));
  const markAll = useMarkAllNotificationsRead();
  const markRead = useMarkNotificationRead();
  const [announcement, setAnnouncement] = useState('');

  // Push Notifications (settings): also a browser pop-up while this tab is in the background.
  const pushEnabled = useAccountSettings().data?.pushNotifications === true;
  const pushRef = useRef(pushEnabled);
  pushRef.current = pushEnabled;
  const openRef = useRef<(notification: BellNotification) => void>(() => undefined);

  const handlePushed = useCallback(
    (notification: BellNotification) => {
      const words = wordNotification(notification, t);
      setAnnouncement(t('announce', { title: words.title }));
      showBrowserNotification(words, notification.id, pushRef.current, () =>
        openRef.current(notification),
      );
    },
    [t],
  );
  useNotificationStream(profileId, handlePushed);

  const unread = unreadQuery.data?.count ?? 0;
  const badge = unreadBadgeLabel(unread);
  const label =
    unread > NOTIFICATIONS_UNREAD_COUNT_MAX
      ? t('buttonUnreadMany', { max: NOTIFICATIONS_UNREAD_COUNT_MAX })
      : unread > 0
        ? t('buttonUnread', { count: unread })
        : t('button');

  const handleOpen = (notification: BellNotification) => {
    if (!notification.isRead) markRead.mutate(notification.id);
    if (notification.link) void navigate(notification.link);
  };
  openRef.current = handleOpen;
  const handleMarkAllRead = () =>
    markAll.mutate(undefined, { onError: () => toast.error(t('markAllFailed')) });

  return (
    <>
      {/* Not modal: the page stays in the accessibility tree (no aria-hidden over focusable parts). */}
      <Menu modal={false}>
        <MenuTrigger aria-label={label} title={label} className={`relative ${className}`}>
          <Bell className="h-5 w-5" aria-hidden />
          {unreadQuery.isSuccess && (
            <span
              aria-hidden
              data-testid="notification-ring"
              className={`pointer-events-none absolute inset-1 rounded-full ring-2 ${
                badge ? 'ring-red-500 motion-safe:animate-pulse' : 'ring-emerald-500/70'
              }`}
            />
          )}
          {badge && (
            <span
              aria-hidden
              className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold leading-none text-white"
            >
              {badge}
            </span>
          )}
        </MenuTrigger>
        <NotificationMenuContent
          notifications={list.data ? list.items : undefined}
          unread={unread}
          isLoading={list.isPending}
          isError={list.isError}
          isRefetching={list.isFetching}
          onRetry={() => void list.refetch()}
          more={{
            hasMore: list.hasNextPage,
            loadingMore: list.isFetchingNextPage,
            failed: list.isFetchNextPageError,
            onLoadMore: list.loadMore,
            onRetry: () => void list.fetchNextPage(),
          }}
          onMarkAllRead={handleMarkAllRead}
          onOpen={handleOpen}
        />
      </Menu>
      {/* Always in the page, so screen readers hear what a pushed notification says. */}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
