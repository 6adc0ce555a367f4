import type { TFunction } from 'i18next';
import type { ActivityEntry } from '../../../../shared/schemas/admin';

const KNOWN_KINDS = new Set([
  'account.registered',
  'audio.uploaded',
  'collaboration.invited',
  'admin.user.added',
  'admin.user.reset_link_sent',
  'admin.user.role_changed',
  'admin.user.suspended',
  'admin.user.reactivated',
  'admin.user.deleted',
  'admin.settings.changed',
  'admin.backup.downloaded',
  'admin.cleanup.ran',
]);

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** One line of Recent Activity in the reader's language, from the event's kind and details. */
export function activitySentence(entry: ActivityEntry, t: TFunction<'admin'>): string {
  const d = entry.details;
  const params = {
    actor: entry.actorEmail ?? t('activity.someone'),
    email: text(d.email),
    title: text(d.title),
    project: text(d.project),
    files: text(d.files),
    role: d.role ? t(`roles.${text(d.role)}`) : '',
    to: d.to ? t(`roles.${text(d.to)}`) : '',
  };
  if (!KNOWN_KINDS.has(entry.kind)) return t('activity.kinds.other', { kind: entry.kind });
  return t(`activity.kinds.${entry.kind.replace(/\./g, '_')}`, params);
}
