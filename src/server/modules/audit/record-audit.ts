import type { DbExecutor } from '../../db/client.js';
import { pino } from 'pino';
import { loggerOptions } from '../../logger.js';
import { insertAuditEvent } from './audit.repository.js';

/** What the console's Recent Activity shows; dotted names, one per kind of event. */
export const AUDIT_KINDS = [
  'account.registered',
  'audio.uploaded',
  'collaboration.invited',
  'admin.user.added',
  'admin.user.reset_link_sent',
  'admin.user.role_changed',
  'admin.user.suspended',
  'admin.user.reactivated',
  'admin.user.deleted',
  'admin.user.storage_limit_changed',
  'admin.settings.changed',
  'admin.backup.downloaded',
  'admin.cleanup.ran',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

interface WarnLog {
  warn(object: object, message: string): void;
}

// Services that record events have no request logger at hand; failures still reach the log.
let fallbackLog: WarnLog | undefined;
const defaultLog = (): WarnLog =>
  (fallbackLog ??= pino(loggerOptions(process.env.LOG_LEVEL ?? 'info')));

/** Detail values are plain facts for display: names, e-mails, counts. Never a secret. */
export type AuditDetails = Record<string, string | number | boolean | null | string[]>;

export interface AuditEvent {
  kind: AuditKind;
  /** Who did it: the account, or the profile whose account it is; null for the system. */
  actorAccountId?: string | null;
  actorProfileId?: string;
  details?: AuditDetails;
}

// Keys that could carry a secret are dropped whatever a caller passes: the log is read by
// every administrator and ends up in backups.
const SECRET_KEY = /password|token|secret|hash/i;

function withoutSecrets(details: AuditDetails): AuditDetails {
  return Object.fromEntries(Object.entries(details).filter(([key]) => !SECRET_KEY.test(key)));
}

/**
 * Writes one audit event. Call it after the action's transaction has committed: it is
 * best-effort, so a failed write is logged and never fails (or undoes) the action itself.
 */
export async function recordAudit(
  db: DbExecutor,
  event: AuditEvent,
  log: WarnLog = defaultLog(),
): Promise<void> {
  try {
    await insertAuditEvent(db, {
      kind: event.kind,
      actorAccountId: event.actorAccountId ?? null,
      actorProfileId: event.actorProfileId,
      details: withoutSecrets(event.details ?? {}),
    });
  } catch (error) {
    log.warn({ err: error, kind: event.kind }, 'the audit event could not be recorded');
  }
}
