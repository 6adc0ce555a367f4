import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config.js';

/** A file sent with a message (the agreed split sheet's PDF). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Handed to nodemailer as is: SMTP and the outbox's .eml files both carry them. */
  attachments?: MailAttachment[];
}

/**
 * `sent`: handed to an SMTP server. `queued`: stored in the job queue, to be handed to the SMTP
 * server with retries (mail-queue.ts); its fate is known later. `outbox`: written as a file for
 * someone to read or relay.
 */
export type MailDelivery =
  | { delivered: 'sent' }
  | { delivered: 'queued' }
  | { delivered: 'outbox'; file: string }
  | { delivered: 'failed'; reason: string };

/**
 * What a queued message is about, so that its final fate reaches the row it was sent for (an
 * invitation's failed delivery shows in the collaborators list). scheduler.ts dispatches it.
 * `id`: the invitation's or share link's id; for a split confirmation, the digest of the link
 * the message carries, since a resend keeps the row but mints a new link: the fate of an older
 * e-mail still retrying then marks nothing.
 */
export interface MailTag {
  kind: 'invitation' | 'split-confirmation' | 'share-link';
  id: string;
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage, options?: { tag?: MailTag }): Promise<MailDelivery>;
}

/** A delivery known at once: what sending without the queue answers. */
export type DirectMailDelivery = Exclude<MailDelivery, { delivered: 'queued' }>;

/** Sends now, without the queue (the admin's Test Email, the queue's own worker). */
export interface DirectMailer extends Mailer {
  send(message: MailMessage): Promise<DirectMailDelivery>;
}

/** Where the mailer reports what became of each message (the app's logger). */
export interface MailLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/**
 * nodemailer, loaded with the first message: a server that sends no e-mail for hours (most of
 * them) need not hold it (issue "Runs light").
 */
export const loadNodemailer = async () => (await import('nodemailer')).default;

/** `make()` run on the first call only; later calls get the same promise. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | null = null;
  return () => (made ??= make());
}

/** The folder where e-mail is written when no SMTP server is configured. */
export const outboxDirOf = (config: Pick<AppConfig, 'dataDir'>): string =>
  path.join(config.dataDir, 'outbox');

/**
 * The app's e-mail: nodemailer over SMTP when SMTP_URL is set; otherwise each message is
 * written as an RFC 822 `.eml` file under DATA_DIR/outbox (openable by any mail client), so a
 * machine without a mail server still produces the real message. Failures are returned, never
 * thrown: the caller decides what a lost e-mail means (an invitation still exists without it).
 */
export function createMailer(config: AppConfig, log: MailLog): DirectMailer {
  const smtpUrl = config.smtpUrl;
  if (smtpUrl) {
    const transport = once(async () => (await loadNodemailer()).createTransport(smtpUrl));
    return {
      transport: 'smtp',
      async send(message) {
        try {
          await (await transport()).sendMail({ from: config.mailFrom, ...message });
          return { delivered: 'sent' };
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          log.warn({ to: message.to, reason }, 'e-mail could not be sent');
          return { delivered: 'failed', reason };
        }
      },
    };
  }

  const outbox = outboxDirOf(config);
  const writer = once(async () =>
    (await loadNodemailer()).createTransport({
      streamTransport: true,
      buffer: true,
      newline: 'unix',
    }),
  );
  return {
    transport: 'outbox',
    async send(message) {
      try {
        const info = await (await writer()).sendMail({ from: config.mailFrom, ...message });
        await mkdir(outbox, { recursive: true });
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
        const file = path.join(outbox, name);
        // Written under a temporary name first: a reader never sees half a message.
        await writeFile(`${file}.tmp`, info.message as Buffer);
        await rename(`${file}.tmp`, file);
        log.info({ to: message.to, file }, 'e-mail written to the outbox (SMTP_URL is not set)');
        return { delivered: 'outbox', file };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.warn({ to: message.to, reason }, 'e-mail could not be written to the outbox');
        return { delivered: 'failed', reason };
      }
    },
  };
}
