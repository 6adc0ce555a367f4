import {
  NOTIFICATION_NOT_FOUND,
  NOTIFICATIONS_UNREAD_COUNT_MAX,
  type Notification,
  type UnreadCount,
} from '../../../shared/schemas/notifications.js';
import type { DbExecutor } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import { cursorAfter, pageFrom, timestampIdKey } from '../../lib/pagination.js';
import { areNotificationsEnabled } from '../settings/index.js';
import {
  storeGroupedAndAnnounce,
  type NotificationGroup,
} from './notification-groups.repository.js';
import {
  notificationsRepository,
  type NewNotification,
  type NotificationRow,
  type NotificationsRepository,
} from './notifications.repository.js';
import { projectMutesRepository } from './project-mutes.repository.js';

/**
 * Who is told: everyone but `except`, the one who caused it; with `projectId`, the event comes
 * from that project, and its members who muted it are left out.
 */
export interface NotifyOptions {
  except?: string;
  projectId?: string;
}

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    kind: row.kind as Notification['kind'],
    params: row.params,
    title: row.title,
    message: row.message,
    link: row.link,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * What other modules call to tell people something: stores a notification for each profile
 * (never the one who caused it) and announces it to every open stream of theirs.
 */
export function notifier(db: DbExecutor) {
  const repo = notificationsRepository(db);
  /** Each profile once, never the one who caused it; none while notifications are off. */
  const recipientsOf = async (
    profileIds: readonly (string | null | undefined)[],
    { except, projectId }: NotifyOptions,
  ): Promise<string[]> => {
    const recipients = [
      ...new Set(profileIds.filter((id): id is string => Boolean(id) && id !== except)),
    ];
    if (recipients.length === 0) return [];
    // The administrator's Enable Notifications switch: off, nothing new is created.
    if (!(await areNotificationsEnabled(db))) return [];
    if (projectId === undefined) return recipients;
    const muted = await projectMutesRepository(db).mutedAmong(projectId, recipients);
    return recipients.filter((profileId) => !muted.has(profileId));
  };
  return {
    notify: async (
      profileIds: readonly (string | null | undefined)[],
      values: NewNotification,
      options: NotifyOptions = {},
    ): Promise<void> => {
      const recipients = await recipientsOf(profileIds, options);
      if (recipients.length > 0) await repo.insertAndAnnounce(recipients, values);
    },

    /**
     * Like notify, for events that come in bursts: each recipient's open notification of the
     * group is updated (its count raised) instead of a new one added
     * (notification-groups.repository.ts).
     */
    notifyGrouped: async (
      profileIds: readonly (string | null | undefined)[],
      group: NotificationGroup,
      options: NotifyOptions = {},
    ): Promise<void> => {
      const recipients = await recipientsOf(profileIds, options);
      if (recipients.length > 0) await storeGroupedAndAnnounce(db, recipients, group);
    },
  };
}
export type Notifier = ReturnType<typeof notifier>;

/** The bell: a profile's own notifications, read state. */
export function notificationsService(deps: { db: DbExecutor; repo: NotificationsRepository }) {
  const { repo } = deps;
  return {
    /** One page of the profile's notifications, newest first. */
    async page(profileId: string, cursor: string | null, limit: number) {
      const after = cursorAfter(cursor, timestampIdKey);
      const rows = await repo.pageForProfile(profileId, after, limit);
      return pageFrom(rows, limit, (row) => [row.sortAt, row.id], presentNotification);
    },

    /** How many are unread, exact up to NOTIFICATIONS_UNREAD_COUNT_MAX (then one more). */
    async unreadCount(profileId: string): Promise<UnreadCount> {
      return { count: await repo.unreadCount(profileId, NOTIFICATIONS_UNREAD_COUNT_MAX) };
    },

    /** One of the profile's notifications (the stream sends what LISTEN announced). */
    async find(profileId: string, id: string): Promise<Notification | null> {
      const row = await repo.findForProfile(profileId, id);
      return row ? presentNotification(row) : null;
    },

    async markRead(profileId: string, id: string): Promise<void> {
      if (!(await repo.markRead(profileId, id))) throw notFound(NOTIFICATION_NOT_FOUND);
    },

    async markAllRead(profileId: string): Promise<{ updated: number }> {
      return { updated: await repo.markAllRead(profileId) };
    },
  };
}
