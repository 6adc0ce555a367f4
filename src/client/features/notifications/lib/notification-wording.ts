import { PROJECT_ROLES } from '../../../../shared/constants';
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '../../../../shared/schemas/notifications';
import type { BellNotification } from './notification-list';

/** i18next's `t` as this file needs it (a fake one in tests). */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * The params each kind's wording interpolates. A notification missing one (stored by an older
 * server, or a producer that words it differently) is shown in its stored English instead of
 * with a hole in the sentence.
 */
const KIND_PARAMS: Record<NotificationKind, readonly string[]> = {
  'invitation.received': ['name', 'project', 'role'],
  'invitation.accepted': ['name', 'project'],
  'invitation.declined': ['name', 'project'],
  'member.left': ['name', 'project'],
  'member.removed': ['project'],
  'member.roleChanged': ['project', 'role'],
  'audio.uploaded': ['name', 'project', 'title', 'count'],
  'comment.added': ['name', 'project', 'title'],
  'comment.replied': ['name', 'project', 'title'],
  'playlist.songAdded': ['name', 'playlist', 'title'],
  'share.listened': ['name', 'title', 'version', 'percent'],
  'lyrics.edited': ['name', 'project'],
  'credits.edited': ['name', 'project'],
  'splits.edited': ['name', 'project'],
  'details.edited': ['name', 'project'],
};

const isKnownKind = (kind: string): kind is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(kind);

const isProjectRole = (role: string): boolean =>
  (PROJECT_ROLES as readonly string[]).includes(role);

/** The i18n key base of a kind ("kinds.invitation.received"), or null when it cannot be worded. */
export function kindKey(notification: Pick<BellNotification, 'kind' | 'params'>): string | null {
  const { kind, params } = notification;
  if (!isKnownKind(kind)) return null;
  const complete = KIND_PARAMS[kind].every((name) => (params[name] ?? '').trim() !== '');
  return complete ? `kinds.${kind}` : null;
}

/** Title and message in the reader's language, from `kind` + `params`; else the stored English. */
export function wordNotification(
  notification: BellNotification,
  t: Translate,
): { title: string; message: string } {
  const base = kindKey(notification);
  if (!base) return { title: notification.title, message: notification.message };
  const values: Record<string, unknown> = { ...notification.params };
  const { role, count } = notification.params;
  if (role && isProjectRole(role)) values.role = t(`roles.${role}`);
  // A count turns into a number so that i18next picks the plural form ("3 files").
  if (count !== undefined) {
    const parsed = Number(count);
    if (Number.isInteger(parsed) && parsed >= 0) values.count = parsed;
  }
  return { title: t(`${base}.title`, values), message: t(`${base}.message`, values) };
}
