import { and, eq, inArray, not, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import { NOTIFICATIONS_CHANNEL, type NewNotification } from './notifications.repository.js';

/**
 * How long a burst of one event stays one notification: the next event of the group within
 * this time of the last one updates the same row (issue 16 item 7: 50 uploads in a row are
 * "Ana uploaded 50 files", not 50 rows pushing everything else out of the bell). A longer gap
 * starts a new notification.
 */
export const NOTIFICATION_GROUP_WINDOW_MS = 10 * 60 * 1000;

/** A burst's key and its wording for a given count of events. */
export interface NotificationGroup {
  /** What the events share, e.g. `audio.uploaded:{projectId}:{uploaderId}`. */
  key: string;
  /** Events this call adds (files in one upload request, usually one). */
  added: number;
  /** The notification for `count` events in all (its params carry `count`). */
  build: (count: number) => NewNotification;
}

/** The count a grouped notification's params carry (1 for rows stored before grouping). */
const countOf = (params: Record<string, string>): number => {
  const count = Number(params.count ?? '1');
  return Number.isSafeInteger(count) && count > 0 ? count : 1;
};

/**
 * Stores the group's event for each recipient: a recipient with an open notification of the
 * group (unread, last changed within the window) has it updated in place — count raised, time
 * moved to now, so it rises to the top of the bell — and the others get a new one. Each row is
 * announced on the channel, so open tabs receive the update under the same id. One transaction
 * under a lock on the group, so two uploads arriving together cannot both start a new row.
 */
export async function storeGroupedAndAnnounce(
  db: DbExecutor,
  recipients: readonly string[],
  group: NotificationGroup,
): Promise<void> {
  if (recipients.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${group.key}, 0))`);
    const open = await tx
      .select({
        id: notifications.id,
        profileId: notifications.profileId,
        params: notifications.params,
      })
      .from(notifications)
      .where(
        and(
          eq(notifications.groupKey, group.key),
          inArray(notifications.profileId, [...recipients]),
          not(notifications.isRead),
          sql`${notifications.createdAt} > now() - make_interval(secs => ${NOTIFICATION_GROUP_WINDOW_MS / 1000})`,
        ),
      );
    const changedIds: { profileId: string; id: string }[] = [];
    const grouped = new Set<string>();
    for (const row of open) {
      // At most one open row per recipient; should an older one linger, only the first grows.
      if (grouped.has(row.profileId)) continue;
      grouped.add(row.profileId);
      const values = group.build(countOf(row.params) + group.added);
      await tx
        .update(notifications)
        .set({ ...values, createdAt: sql`now()` })
        .where(eq(notifications.id, row.id));
      changedIds.push({ profileId: row.profileId, id: row.id });
    }
    const fresh = recipients.filter((profileId) => !grouped.has(profileId));
    if (fresh.length > 0) {
      const values = group.build(group.added);
      const inserted = await tx
        .insert(notifications)
        .values(fresh.map((profileId) => ({ ...values, profileId, groupKey: group.key })))
        .returning({ id: notifications.id, profileId: notifications.profileId });
      changedIds.push(...inserted);
    }
    // NOTIFY is transactional: the streams hear of the rows once they are committed.
    for (const changed of changedIds) {
      await tx.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${JSON.stringify(changed)})`);
    }
  });
}
