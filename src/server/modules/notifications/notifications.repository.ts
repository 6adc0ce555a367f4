import { and, desc, eq, getTableColumns, not, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { afterTimestampId, sortText } from '../../db/timestamp-keyset.js';
import { notifications } from '../../db/schema/index.js';
import type { NotificationKind } from '../../../shared/schemas/notifications.js';
import { pageReadSize, type TimestampIdKey } from '../../lib/pagination.js';

export type NotificationRow = typeof notifications.$inferSelect;
/** A row with its sort key as PostgreSQL prints it (the cursor keeps every microsecond). */
export type NotificationPageRow = NotificationRow & { sortAt: string };
export type NewNotification = Pick<
  typeof notifications.$inferInsert,
  'type' | 'title' | 'message' | 'link'
> & { kind: NotificationKind; params: Record<string, string> };

/** The LISTEN/NOTIFY channel new notifications are announced on. */
export const NOTIFICATIONS_CHANNEL = 'trackroom_notifications';

/** SQL for notifications. */
export function notificationsRepository(db: DbExecutor) {
  return {
    /** One page of a profile's notifications, newest first: `pageReadSize(limit)` rows after `after`. */
    async pageForProfile(
      profileId: string,
      after: TimestampIdKey | null,
      limit: number,
    ): Promise<NotificationPageRow[]> {
      return db
        .select({
          ...getTableColumns(notifications),
          sortAt: sortText(notifications.createdAt),
        })
        .from(notifications)
        .where(
          and(
            eq(notifications.profileId, profileId),
            afterTimestampId([notifications.createdAt, notifications.id], after, 'desc'),
          ),
        )
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(pageReadSize(limit));
    },

    /** Unread notifications of a profile, counted up to `max + 1` (the partial unread index). */
    async unreadCount(profileId: string, max: number): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(
        db
          .select({ one: sql`1` })
          .from(notifications)
          .where(and(eq(notifications.profileId, profileId), not(notifications.isRead)))
          .limit(max + 1)
          .as('unread'),
      );
      return row?.count ?? 0;
    },

    /**
     * Stores one notification per profile and announces each on the channel. NOTIFY is
     * transactional: inside a transaction, listeners hear of it only once it commits.
     */
    async insertAndAnnounce(profileIds: readonly string[], values: NewNotification) {
      if (profileIds.length === 0) return [];
      const rows = await db
        .insert(notifications)
        .values(profileIds.map((profileId) => ({ ...values, profileId })))
        .returning();
      for (const row of rows) {
        await db.execute(
          sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${JSON.stringify({ profileId: row.profileId, id: row.id })})`,
        );
      }
      return rows;
    },

    async findForProfile(profileId: string, id: string): Promise<NotificationRow | null> {
      const [row] = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.profileId, profileId)))
        .limit(1);
      return row ?? null;
    },

    async markRead(profileId: string, id: string): Promise<boolean> {
      const updated = await db
        .update(notifications)
        .set({ isRead: true })
        .where(and(eq(notifications.id, id), eq(notifications.profileId, profileId)))
        .returning({ id: notifications.id });
      return updated.length > 0;
    },

    /** Marks every unread one read; how many changed (counted in the database, not as rows). */
    async markAllRead(profileId: string): Promise<number> {
      const result = await db.execute(sql`with changed as (
          update ${notifications} set is_read = true
          where ${notifications.profileId} = ${profileId} and not ${notifications.isRead}
          returning 1)
        select count(*)::int as count from changed`);
      const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
      return (rows[0] as { count: number } | undefined)?.count ?? 0;
    },
  };
}
export type NotificationsRepository = ReturnType<typeof notificationsRepository>;
