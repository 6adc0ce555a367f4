import { useTranslation } from 'react-i18next';
import { MenuItem } from '../../../components/ui/menu';
import { formatRelativeAge } from '../../../lib/relative-age';
import type { BellNotification } from '../lib/notification-list';
import { wordNotification } from '../lib/notification-wording';
import { READ_STYLE, typeStyle } from './notification-type-style';

interface NotificationItemProps {
  notification: BellNotification;
  now: Date;
  onOpen: (notification: BellNotification) => void;
}

/** One row of the bell's list: type icon, title, message and how long ago, in the reader's words. */
export function NotificationItem({ notification, now, onOpen }: NotificationItemProps) {
  const { t, i18n } = useTranslation('notifications');
  const { title, message } = wordNotification(notification, t);
  const style = typeStyle(notification.type);
  const colours = notification.isRead ? READ_STYLE : style;
  const Icon = style.icon;
  const exact = new Date(notification.createdAt);

  return (
    <MenuItem
      onSelect={() => onOpen(notification)}
      className={`flex items-start gap-3 rounded-md border-l-4 px-2.5 py-2.5 ${colours.edge}`}
    >
      <span
        className={`mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full ${colours.badge}`}
      >
        <Icon className="h-4 w-4" aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span
          className={`block text-sm ${notification.isRead ? 'font-normal text-zinc-300' : 'font-semibold text-white'}`}
        >
          {!notification.isRead && <span className="sr-only">{t('unread')} </span>}
          {title}
        </span>
        <span className="mt-0.5 block break-words text-sm text-zinc-400">{message}</span>
        <time
          dateTime={notification.createdAt}
          title={Number.isNaN(exact.getTime()) ? undefined : exact.toLocaleString(i18n.language)}
          className="mt-1 block text-xs text-zinc-400"
        >
          {formatRelativeAge(notification.createdAt, now, i18n.language)}
        </time>
      </span>
      {!notification.isRead && (
        <span className="mt-2 h-2 w-2 shrink-0 rounded-full bg-red-500" aria-hidden />
      )}
    </MenuItem>
  );
}
