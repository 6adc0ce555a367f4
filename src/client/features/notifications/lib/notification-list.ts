import { z } from 'zod';
import {
  NOTIFICATIONS_LIST_LIMIT,
  notificationSchema,
  type Notification,
} from '../../../../shared/schemas/notifications';

/**
 * A notification as the bell holds it: `kind` stays an open string, because a server newer than
 * this tab's code may send a kind it has no wording for (it then shows the stored English).
 */
export type BellNotification = Omit<Notification, 'kind'> & { kind: string };

const streamedNotificationSchema = notificationSchema.extend({ kind: z.string().min(1) });

/** The badge caps at '9+' (part 2 §9). */
const BADGE_CAP = 9;

/**
 * The cached list with a pushed notification on top: newest first, each id once (a refetch may
 * already hold it), no longer than the server's own list.
 */
export function mergeNotification(
  list: readonly BellNotification[] | undefined,
  incoming: BellNotification,
): BellNotification[] {
  const rest = (list ?? []).filter((item) => item.id !== incoming.id);
  return [incoming, ...rest].slice(0, NOTIFICATIONS_LIST_LIMIT);
}

/** How many of them are unread. */
export function unreadCount(list: readonly BellNotification[] | undefined): number {
  return (list ?? []).reduce((total, item) => total + (item.isRead ? 0 : 1), 0);
}

/** What the badge shows: nothing at zero, the number up to 9, then '9+'. */
export function unreadBadgeLabel(count: number): string | null {
  if (count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

/** The list with one (or, without an id, every) notification read: the optimistic update. */
export function markedRead(
  list: readonly BellNotification[] | undefined,
  id?: string,
): BellNotification[] | undefined {
  if (!list) return undefined;
  return list.map((item) =>
    !item.isRead && (id === undefined || item.id === id) ? { ...item, isRead: true } : item,
  );
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
