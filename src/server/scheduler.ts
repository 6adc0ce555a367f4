// The server's timed jobs and the mail worker, declared in one place on the job queue
// (jobs/job-queue.ts, decision 034): each periodic job runs once per interval across every
// server process on the database, in whichever process claims it; a process that dies
// mid-job leaves it to another once its claim expires, so every job is idempotent (a second
// run deletes what is already gone).
import type { FastifyInstance } from 'fastify';
import { deleteExpiredSessionsAndTokens } from './sessions/expired-sessions.repository.js';
import { registerMailWorker, type MailOutcome } from './mail/mail-queue.js';
import type { MailTag } from './mail/mailer.js';
import { removeExpiredDemoCopies } from './modules/demo/index.js';
import { publishProjectChange } from './modules/notifications/index.js';
import { deleteEndedRateLimitBuckets } from './modules/rate-limits/index.js';
import { sweepAbandonedResumableUploads } from './modules/resumable-uploads/index.js';

/**
 * How often expired rows are deleted. They are refused from the moment they expire (every
 * look-up compares the expiry, and an open stream closes by its own timer); this only keeps
 * the tables from growing with dead sessions, links, demo studios, keys and rate-limit buckets.
 */
export const EXPIRED_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/** How often abandoned resumable uploads are looked for while the server runs. */
export const RESUMABLE_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export interface ScheduleIntervals {
  expiredMs: number;
  resumableMs: number;
}

/** Expired sessions, reset links, demo studios, idempotency keys and rate-limit buckets. */
async function sweepExpired(app: FastifyInstance): Promise<void> {
  const gone = await deleteExpiredSessionsAndTokens(app.deps.db);
  if (gone.sessions + gone.passwordTokens > 0) app.log.info(gone, 'deleted expired sessions');
  // Demo studios unused for DEMO_IDLE_HOURS go too, with everything they own (issue 14).
  const demos = await removeExpiredDemoCopies({
    ...app.deps,
    onFileDeleteError: (key, err) => app.log.warn({ key, err }, 'demo file not removed'),
  });
  if (demos > 0) app.log.info({ demos }, 'removed expired demo studios');
  // Idempotency keys past their day (decision 020): their answers are no longer replayed.
  const keys = await app.repositories.idempotency.deleteExpired(new Date());
  if (keys > 0) app.log.info({ keys }, 'deleted expired idempotency keys');
  // Rate-limit buckets whose window ended count as empty already; this keeps the table small.
  await deleteEndedRateLimitBuckets(app.deps.db);
}

/** Every timed job of the server and the mail worker; the queue runs them once started. */
export function registerScheduledJobs(
  app: FastifyInstance,
  intervals: ScheduleIntervals = {
    expiredMs: EXPIRED_SWEEP_INTERVAL_MS,
    resumableMs: RESUMABLE_SWEEP_INTERVAL_MS,
  },
): void {
  const { jobs } = app;
  jobs.every('sweep-expired', intervals.expiredMs, () => sweepExpired(app));
  // The partial bytes (in the storage's resumable area, which every server shares: the bucket,
  // or one disk) and the records of uploads abandoned past their expiry; the start-up sweep
  // (uploads/startup-sweep.ts) takes what a crash left.
  jobs.every('sweep-resumable', intervals.resumableMs, async () => {
    await sweepAbandonedResumableUploads({ db: app.deps.db, storage: app.deps.storage });
  });
  registerMailWorker(jobs, {
    db: app.deps.db,
    config: app.deps.config,
    log: app.log,
    onOutcome: (tag, outcome) => recordMailOutcome(app, tag, outcome),
  });
}

/**
 * A tagged e-mail's final fate, on the row it was sent for: a failure shows where the owner
 * sent it from (issue "show failed deliveries where they were sent from").
 */
async function recordMailOutcome(
  app: FastifyInstance,
  tag: MailTag,
  outcome: MailOutcome,
): Promise<void> {
  const { collaborations, shareLinks, splitConfirmations } = app.repositories;
  const failed = outcome === 'failed';
  switch (tag.kind) {
    case 'invitation': {
      const projectId = await collaborations.recordEmailOutcome(tag.id, outcome);
      // The owner's open Collaborators tab shows the failure without a reload.
      if (projectId && failed) {
        await publishProjectChange(app.deps.db, projectId, { kind: 'members', ids: [tag.id] });
      }
      return;
    }
    case 'split-confirmation': {
      const projectId = await splitConfirmations.recordEmailOutcome(tag.id, outcome);
      // The owner's open Splits tab shows the failure on the party's row without a reload.
      if (projectId && failed) {
        await publishProjectChange(app.deps.db, projectId, { kind: 'splits', ids: [] });
      }
      return;
    }
    case 'share-link':
      // The sharer's list is read again whenever it shows; no live channel carries it.
      await shareLinks.recordEmailOutcome(tag.id, outcome);
      return;
  }
}
