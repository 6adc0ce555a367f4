import type { AppConfig } from '../config.js';
import type { DbExecutor } from '../db/client.js';
import {
  createMailer,
  loadNodemailer,
  outboxDirOf,
  type DirectMailer,
  type MailLog,
} from './mailer.js';
import { readSystemSettings, type StoredSystemSettings } from '../modules/settings/index.js';

/** Where e-mail goes: the console's SMTP settings, else SMTP_URL, else the outbox folder. */
export type MailTransportSource = 'smtp-settings' | 'smtp-url' | 'outbox';

/** An smtp:// URL from the stored settings (port 465 speaks TLS from the start: smtps). */
export function smtpUrlOf(
  settings: Pick<StoredSystemSettings, 'smtpHost' | 'smtpPort' | 'smtpUser' | 'smtpPassword'>,
): string | null {
  const host = settings.smtpHost.trim();
  if (!host) return null;
  const scheme = settings.smtpPort === 465 ? 'smtps' : 'smtp';
  const user = settings.smtpUser.trim();
  const auth = user
    ? `${encodeURIComponent(user)}${settings.smtpPassword ? `:${encodeURIComponent(settings.smtpPassword)}` : ''}@`
    : '';
  return `${scheme}://${auth}${host}:${settings.smtpPort}`;
}

/** The SMTP URL in force and where it came from (null URL: the outbox). */
export async function mailRoute(
  db: DbExecutor,
  config: AppConfig,
): Promise<{ source: MailTransportSource; url: string | null }> {
  const stored = smtpUrlOf(await readSystemSettings(db));
  if (stored) return { source: 'smtp-settings', url: stored };
  if (config.smtpUrl) return { source: 'smtp-url', url: config.smtpUrl };
  return { source: 'outbox', url: null };
}

/** Whether e-mail reaches people, and where it is kept when it does not (the outbox folder). */
export async function mailStatus(
  db: DbExecutor,
  config: AppConfig,
): Promise<{ source: MailTransportSource; outboxDir: string | null }> {
  const { source } = await mailRoute(db, config);
  return { source, outboxDir: source === 'outbox' ? outboxDirOf(config) : null };
}

/**
 * The mailer as the administrator configured it right now. Built per message so a change in
 * the System tab applies to the next e-mail without a restart.
 */
export async function configuredMailer(
  db: DbExecutor,
  config: AppConfig,
  log: MailLog,
): Promise<{ source: MailTransportSource; mailer: DirectMailer }> {
  const route = await mailRoute(db, config);
  return {
    source: route.source,
    mailer: createMailer({ ...config, smtpUrl: route.url ?? undefined }, log),
  };
}

const VERIFY_TIMEOUT_MS = 5_000;

/** Whether the SMTP server answers and accepts our login (nodemailer verify), with a time limit. */
export async function verifySmtp(
  url: string,
): Promise<{ ok: true } | { ok: false; error: string }> {
  const transport = (await loadNodemailer()).createTransport({
    url,
    connectionTimeout: VERIFY_TIMEOUT_MS,
    greetingTimeout: VERIFY_TIMEOUT_MS,
    socketTimeout: VERIFY_TIMEOUT_MS,
  });
  try {
    await transport.verify();
    return { ok: true };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  } finally {
    transport.close();
  }
}
