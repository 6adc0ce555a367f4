import { z } from 'zod';
import { pageQuerySchema } from './pagination';

export const NOTIFICATION_TYPES = [
  'collaboration',
  'upload',
  'playlist',
  'comment',
  'other',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Every event that notifies someone; the client has a translation for each. */
export const NOTIFICATION_KINDS = [
  'invitation.received',
  'invitation.accepted',
  'invitation.declined',
  'member.left',
  'member.removed',
  'member.roleChanged',
  'audio.uploaded',
  'comment.added',
  'comment.replied',
  'playlist.songAdded',
  /** A share link's listen ended (issue 27): the maker and the project's owner hear of it. */
  'share.listened',
  'lyrics.edited',
  'credits.edited',
  'splits.edited',
  'details.edited',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How many notifications the bell asks for at a time (newest first; more as it scrolls). */
export const NOTIFICATIONS_PAGE_SIZE = 20;
/**
 * The unread count stops counting here: the badge shows '9+' above 9 anyway, and the label says
 * "more than 99", so a profile with a huge backlog costs the database no more than 100 rows.
 */
export const NOTIFICATIONS_UNREAD_COUNT_MAX = 99;
export const NOTIFICATION_NOT_FOUND = 'Notification not found';

/** A notification as the API returns it (part 2 §3), with where clicking it leads. */
export const notificationSchema = z.object({
  id: z.uuid(),
  type: z.enum(NOTIFICATION_TYPES),
  /** What happened ("invitation.received"…), for the client to word in the reader's language. */
  kind: z.enum(NOTIFICATION_KINDS),
  params: z.record(z.string(), z.string()),
  /** The English wording, stored with it. */
  title: z.string(),
  message: z.string(),
  /** An app path ("/projects/…?tab=…"), or null when there is nothing to open. */
  link: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationIdParamsSchema = z.object({ id: z.uuid(NOTIFICATION_NOT_FOUND) });

/** GET /api/notifications: the page contract (DESIGN §3); without `limit`, the whole list. */
export const notificationsQuerySchema = pageQuerySchema;

/**
 * GET /api/notifications/unread-count. `count` is exact up to NOTIFICATIONS_UNREAD_COUNT_MAX;
 * above it the answer is NOTIFICATIONS_UNREAD_COUNT_MAX + 1 ("more than 99").
 */
export const unreadCountSchema = z.object({ count: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** The Server-Sent Events stream's event name for a new notification. */
export const NOTIFICATION_EVENT = 'notification';

export const PROJECT_MUTE_INVALID = 'Say whether the project is muted: true or false';

/** PUT /api/projects/{id}/mute, and its answer (also GET): the caller's own mute of the project. */
export const projectMuteSchema = z.object({
  muted: z.boolean({ error: PROJECT_MUTE_INVALID }),
});
export type ProjectMute = z.infer<typeof projectMuteSchema>;
