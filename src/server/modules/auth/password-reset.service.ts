import { RESET_LINK_INVALID, type AdminResetLink } from '../../../shared/schemas/password-reset.js';
import { ACCOUNT_SUSPENDED_MESSAGE, USER_NOT_FOUND } from '../../../shared/schemas/admin.js';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { forbidden, HttpError, notFound } from '../../lib/http-errors.js';
import { languageOfAccount } from '../../mail/recipient-language.repository.js';
import { configuredMailer } from '../../mail/configured-mailer.js';
import type { Mailer } from '../../mail/mailer.js';
import { recordAudit } from '../audit/index.js';
import { readSystemSettings } from '../settings/index.js';
import { hashEmailedToken } from '../../lib/emailed-token.js';
import { hashPassword } from '../../lib/password.js';
import { newResetToken, resetEmail, resetLink } from './password-reset-link.js';
import type { PasswordResetRepository } from './password-reset.repository.js';

interface Log {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

const linkInvalid = () =>
  new HttpError(404, RESET_LINK_INVALID, undefined, 'auth.resetLinkInvalid');

/** Forgot password (issue 14 item 7): e-mailed single-use links that set a new password. */
export function passwordResetService(deps: {
  db: Database;
  config: AppConfig;
  log: Log;
  now?: () => Date;
  repo: PasswordResetRepository;
  /**
   * What a self-service request sends with (the queued mailer: retried while the SMTP server is
   * down, decision 034). The administrator's reset link sends at once, to show its fate.
   */
  queuedMailer?: Mailer;
}) {
  const { db, config, log, repo } = deps;
  const now = deps.now ?? (() => new Date());

  /** Stores a new link for the account; the e-mail carrying it, and the link. */
  async function newLinkEmail(account: { id: string; email: string }, linkBase: string) {
    const token = newResetToken(now());
    await repo.insertToken({
      tokenHash: token.hash,
      accountId: account.id,
      expiresAt: token.expiresAt,
    });
    const link = resetLink(linkBase, token.token);
    const { siteName } = await readSystemSettings(db);
    const language = await languageOfAccount(db, account.id);
    return { link, message: resetEmail({ to: account.email, siteName, link, language }) };
  }

  /** A new link e-mailed at once through the configured transport (the administrator's). */
  async function issue(account: { id: string; email: string }, linkBase: string) {
    const { link, message } = await newLinkEmail(account, linkBase);
    const { source, mailer } = await configuredMailer(db, config, log);
    const delivery = await mailer.send(message);
    return { delivery: delivery.delivered, source, link };
  }

  return {
    /**
     * Sends a link when the e-mail belongs to an active, non-demo account, else nothing. The
     * caller answers at once, without waiting: the time of the answer must not tell whether a
     * message was written, i.e. whether the account exists. Failures reach the log only.
     */
    request(email: string, linkBase: string): Promise<void> {
      return repo
        .findAccountByEmail(email)
        .then(async (account) => {
          // The shared demo account's password is not anyone's to change.
          if (!account || account.status !== 'active' || account.isDemo) return;
          const { message } = await newLinkEmail(account, linkBase);
          const delivery = await (
            deps.queuedMailer ?? (await configuredMailer(db, config, log)).mailer
          ).send(message);
          if (delivery.delivered === 'failed')
            log.warn({ to: email }, 'reset e-mail not delivered');
        })
        .catch((error: unknown) => log.error({ err: error }, 'forgot-password failed'));
    },

    /**
     * An administrator's "Send reset link": e-mails it, and hands the link back when no SMTP
     * server took it (the outbox, or a failure) so the administrator can pass it on.
     */
    async adminResetLink(
      actorAccountId: string,
      accountId: string,
      linkBase: string,
    ): Promise<AdminResetLink> {
      const account = await repo.findAccount(accountId);
      if (!account) throw notFound(USER_NOT_FOUND);
      const sent = await issue(account, linkBase);
      await recordAudit(db, {
        kind: 'admin.user.reset_link_sent',
        actorAccountId,
        details: { email: account.email },
      });
      const handOver = sent.source === 'outbox' || sent.delivery === 'failed';
      return { delivery: sent.delivery, ...(handOver ? { link: sent.link } : {}) };
    },

    /** Sets the new password through a live link, uses the link up and ends every session. */
    async reset(token: string, password: string): Promise<void> {
      const tokenHash = hashEmailedToken(token);
      const link = await repo.findLiveReset(tokenHash, now());
      if (!link) throw linkInvalid();
      if (link.status === 'suspended') throw forbidden(ACCOUNT_SUSPENDED_MESSAGE);
      const passwordHash = await hashPassword(password);
      if (!(await repo.resetPassword(tokenHash, passwordHash, now()))) throw linkInvalid();
    },
  };
}
export type PasswordResetService = ReturnType<typeof passwordResetService>;
