import { z } from 'zod';

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
  'playlist.songAdded',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How many notifications the bell's list holds (newest first). */
export const NOTIFICATIONS_LIST_LIMIT = 50;
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

/** The Server-Sent Events stream's event name for a new notification. */
export const NOTIFICATION_EVENT = 'notification';
