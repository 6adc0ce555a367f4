import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import {
  NOTIFICATIONS_LIST_LIMIT,
  type NotificationKind,
} from '../../../shared/schemas/notifications.js';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Pick<
  typeof notifications.$inferInsert,
  'type' | 'title' | 'message' | 'link'
> & { kind: NotificationKind; params: Record<string, string> };

/** The LISTEN/NOTIFY channel new notifications are announced on. */
export const NOTIFICATIONS_CHANNEL = 'trackroom_notifications';

/** SQL for notifications. */
export function notificationsRepository(db: DbExecutor) {
  return {
    async listForProfile(profileId: string): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.profileId, profileId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(NOTIFICATIONS_LIST_LIMIT);
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

    async markAllRead(profileId: string): Promise<number> {
      const updated = await db
        .update(notifications)
        .set({ isRead: true })
        .where(and(eq(notifications.profileId, profileId), eq(notifications.isRead, false)))
        .returning({ id: notifications.id });
      return updated.length;
    },
  };
}
export type NotificationsRepository = ReturnType<typeof notificationsRepository>;
