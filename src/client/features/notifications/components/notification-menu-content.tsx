import { BellOff, CheckCheck, RotateCw } from 'lucide-react';
import type { UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuContent, MenuItem, MenuLabel, MenuSeparator } from '../../../components/ui/menu';
import type { BellNotification } from '../lib/notification-list';
import { NotificationItem } from './notification-item';
import { OlderNotifications, type OlderNotificationsProps } from './older-notifications';

/** How close to the bottom of the dropdown (px) the next page is asked for. */
const LOAD_MORE_MARGIN_PX = 120;

interface NotificationMenuContentProps {
  notifications: BellNotification[] | undefined;
  unread: number;
  isLoading: boolean;
  isError: boolean;
  isRefetching: boolean;
  onRetry: () => void;
  onMarkAllRead: () => void;
  onOpen: (notification: BellNotification) => void;
  /** Older notifications wait on the server (the list is paged, newest first). */
  more: OlderNotificationsProps;
}

/** The bell's dropdown: header with "Mark all as read", then the list or its empty/loading/error state. */
export function NotificationMenuContent(props: NotificationMenuContentProps) {
  const { t } = useTranslation('notifications');
  const { notifications, unread } = props;
  const now = new Date();

  return (
    <MenuContent
      align="end"
      sideOffset={8}
      aria-label={t('title')}
      className="flex max-h-[min(32rem,calc(100dvh-5rem))] w-[22rem] flex-col"
    >
      <div className="flex items-center justify-between gap-2 px-2.5 py-1.5">
        <MenuLabel className="text-sm font-semibold text-zinc-100">{t('title')}</MenuLabel>
        {notifications && notifications.length > 0 && (
          <MenuItem
            tone="accent"
            disabled={unread === 0}
            // Stays open so the person sees every row turn read.
            onSelect={(event) => {
              event.preventDefault();
              props.onMarkAllRead();
            }}
            className="flex items-center gap-1.5 rounded-md px-2 py-1 text-xs font-medium"
          >
            <CheckCheck className="h-3.5 w-3.5" aria-hidden />
            {t('markAllRead')}
          </MenuItem>
        )}
      </div>
      <MenuSeparator />
      <MenuBody {...props} now={now} />
    </MenuContent>
  );
}

function MenuBody({
  notifications,
  isLoading,
  isError,
  isRefetching,
  onRetry,
  onOpen,
  more,
  now,
}: NotificationMenuContentProps & { now: Date }) {
  const { t } = useTranslation('notifications');
  if (isLoading) {
    return (
      <p role="status" className="px-4 py-8 text-center text-sm text-zinc-400">
        {t('loading')}
      </p>
    );
  }
  if (isError && !notifications) {
    return (
      <div className="flex flex-col items-center gap-3 px-4 py-6 text-center">
        <p className="text-sm text-zinc-300">{t('loadFailed')}</p>
        {/* A menu item, not a plain button: inside a menu only items are reachable by keyboard. */}
        <MenuItem
          disabled={isRefetching}
          onSelect={(event) => {
            event.preventDefault();
            onRetry();
          }}
          className="inline-flex items-center gap-2 rounded-lg border border-zinc-700 px-4 py-2 text-sm font-medium"
        >
          <RotateCw className={`h-4 w-4 ${isRefetching ? 'animate-spin' : ''}`} aria-hidden />
          {t('retry')}
        </MenuItem>
      </div>
    );
  }
  if (!notifications || notifications.length === 0) {
    return (
      <div className="flex flex-col items-center px-4 py-8 text-center">
        <BellOff className="mb-3 h-8 w-8 text-zinc-400" aria-hidden />
        <p className="text-sm font-medium text-zinc-200">{t('empty')}</p>
        <p className="mt-1 text-xs text-zinc-400">{t('emptyBody')}</p>
      </div>
    );
  }
  // Scrolling near the end of what is loaded asks for the next (older) page.
  const handleScroll = (event: UIEvent<HTMLDivElement>) => {
    const box = event.currentTarget;
    if (box.scrollTop + box.clientHeight >= box.scrollHeight - LOAD_MORE_MARGIN_PX) {
      more.onLoadMore();
    }
  };
  return (
    <div
      onScroll={handleScroll}
      data-testid="notification-list"
      className="-mr-1 flex min-h-0 flex-col gap-1 overflow-y-auto pr-1"
    >
      {notifications.map((notification) => (
        <NotificationItem
          key={notification.id}
          notification={notification}
          now={now}
          onOpen={onOpen}
        />
      ))}
      <OlderNotifications {...more} />
    </div>
  );
}
