import { z } from 'zod';
import {
  NOTIFICATIONS_UNREAD_COUNT_MAX,
  notificationSchema,
  type Notification,
} from '../../../../shared/schemas/notifications';
import type { PagedListData } from '../../../lib/use-paged-list';

/**
 * A notification as the bell holds it: `kind` stays an open string, because a server newer than
 * this tab's code may send a kind it has no wording for (it then shows the stored English).
 */
export type BellNotification = Omit<Notification, 'kind'> & { kind: string };

const streamedNotificationSchema = notificationSchema.extend({ kind: z.string().min(1) });

/** The badge caps at '9+' (part 2 §9). */
const BADGE_CAP = 9;

/** The bell's cached pages (newest first). */
export type NotificationPages = PagedListData<BellNotification>;

const mapPages = (
  data: NotificationPages,
  change: (items: BellNotification[], index: number) => BellNotification[],
): NotificationPages => ({
  ...data,
  pages: data.pages.map((page, index) => ({ ...page, items: change(page.items, index) })),
});

/**
 * The cached pages with a pushed notification on top of the first: newest first, each id once
 * (a refetch may already hold it). Nothing cached yet: nothing to change (the first fetch
 * brings it).
 */
export function mergeNotification(
  data: NotificationPages | undefined,
  incoming: BellNotification,
): NotificationPages | undefined {
  if (!data || data.pages.length === 0) return data;
  return mapPages(data, (items, index) => {
    const rest = items.filter((item) => item.id !== incoming.id);
    return index === 0 ? [incoming, ...rest] : rest;
  });
}

/** The cached notification with this id, if a loaded page holds it. */
export function findNotification(
  data: NotificationPages | undefined,
  id: string,
): BellNotification | undefined {
  for (const page of data?.pages ?? []) {
    const found = page.items.find((item) => item.id === id);
    if (found) return found;
  }
  return undefined;
}

/** What the badge shows: nothing at zero, the number up to 9, then '9+'. */
export function unreadBadgeLabel(count: number): string | null {
  if (count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

/** The pages with one (or, without an id, every) notification read: the optimistic update. */
export function markedRead(
  data: NotificationPages | undefined,
  id?: string,
): NotificationPages | undefined {
  if (!data) return undefined;
  return mapPages(data, (items) =>
    items.map((item) =>
      !item.isRead && (id === undefined || item.id === id) ? { ...item, isRead: true } : item,
    ),
  );
}

/**
 * The server's unread count after an optimistic change: one fewer when a cached unread one is
 * read, none after "mark all", one more for a new unread push. A count above the server's cap
 * ("more than 99") is left alone: it is read again once the server has answered.
 */
export function unreadAfter(
  count: number | undefined,
  change: { read: 'one' | 'all' } | { pushed: true },
): number | undefined {
  if (count === undefined) return undefined;
  if ('pushed' in change) return count > NOTIFICATIONS_UNREAD_COUNT_MAX ? count : count + 1;
  if (change.read === 'all') return 0;
  return count > NOTIFICATIONS_UNREAD_COUNT_MAX ? count : Math.max(0, count - 1);
}

/** A stream event's data as a notification, or null when it is not one (never trust the wire). */
export function parseStreamedNotification(data: unknown): BellNotification | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = streamedNotificationSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
