import type { AppConfig } from '../config.js';
import type { DbExecutor } from '../db/client.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { configuredMailer, mailRoute } from './configured-mailer.js';
import {
  createMailer,
  type MailLog,
  type MailMessage,
  type MailTag,
  type Mailer,
} from './mailer.js';

/** The queue every e-mail to an SMTP server goes through: one job per message. */
export const MAIL_QUEUE = 'mail';

/** A message as the job stores it (JSON: attachments as base64). */
interface MailJob {
  message: Omit<MailMessage, 'attachments'> & {
    attachments?: { filename: string; contentType: string; base64: string }[];
  };
  tag?: MailTag;
}

/** What finally became of a tagged message: handed to the SMTP server, or given up. */
export type MailOutcome = 'sent' | 'failed';

function toJob(message: MailMessage, tag: MailTag | undefined): MailJob {
  const { attachments, ...rest } = message;
  return {
    message: {
      ...rest,
      ...(attachments && {
        attachments: attachments.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          base64: content.toString('base64'),
        })),
      }),
    },
    ...(tag && { tag }),
  };
}

function fromJob(job: MailJob): MailMessage {
  const { attachments, ...rest } = job.message;
  return {
    ...rest,
    ...(attachments && {
      attachments: attachments.map(({ filename, contentType, base64 }) => ({
        filename,
        contentType,
        content: Buffer.from(base64, 'base64'),
      })),
    }),
  };
}

/**
 * The Mailer modules send with. When an SMTP server is configured (console settings, else
 * SMTP_URL) each message becomes a job and the answer is `queued`: the worker sends it with
 * retries, surviving a restart and an SMTP server that is down for a while. Without one the
 * message is written to the outbox folder at once, as before: a local file needs no retry.
 */
export function queuedMailer(
  db: DbExecutor,
  config: AppConfig,
  log: MailLog,
  jobs: JobQueue,
): Mailer {
  let transport: Mailer['transport'] = config.smtpUrl ? 'smtp' : 'outbox';
  return {
    get transport() {
      return transport;
    },
    async send(message, options) {
      const route = await mailRoute(db, config);
      transport = route.url ? 'smtp' : 'outbox';
      if (!route.url) return createMailer({ ...config, smtpUrl: undefined }, log).send(message);
      try {
        await jobs.send(MAIL_QUEUE, toJob(message, options?.tag));
        return { delivered: 'queued' };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.warn({ to: message.to, reason }, 'e-mail could not be queued');
        return { delivered: 'failed', reason };
      }
    },
  };
}

/**
 * The worker of the mail queue: sends each message through the transport configured at that
 * moment; a failure throws, so the queue retries it (MAIL_RETRIES times, from
 * MAIL_RETRY_DELAY_SECONDS, doubling). A tagged message's final fate goes to `onOutcome`.
 * Sending twice is the one duplicate possible (the process died after the SMTP server took it).
 */
export function registerMailWorker(
  jobs: JobQueue,
  deps: {
    db: DbExecutor;
    config: AppConfig;
    log: MailLog;
    onOutcome: (tag: MailTag, outcome: MailOutcome) => Promise<void>;
  },
): void {
  jobs.work<MailJob>(
    MAIL_QUEUE,
    { retryLimit: deps.config.mailRetries, retryDelaySeconds: deps.config.mailRetryDelaySeconds },
    async (job, attempt) => {
      const { mailer } = await configuredMailer(deps.db, deps.config, deps.log);
      const delivery = await mailer.send(fromJob(job));
      if (delivery.delivered === 'failed') {
        if (attempt.lastAttempt) {
          deps.log.warn(
            { to: job.message.to, attempts: attempt.retryCount + 1 },
            'e-mail given up after its retries',
          );
          if (job.tag) await deps.onOutcome(job.tag, 'failed');
        }
        throw new Error(delivery.reason);
      }
      if (job.tag) await deps.onOutcome(job.tag, 'sent');
    },
  );
}
