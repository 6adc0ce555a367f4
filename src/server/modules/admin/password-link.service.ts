import {
  ACCOUNT_SUSPENDED_MESSAGE,
  PASSWORD_LINK_INVALID,
  type PasswordLinkPreview,
} from '../../../shared/schemas/admin.js';
import type { Database } from '../../db/client.js';
import { hashEmailedToken } from '../../lib/emailed-token.js';
import { forbidden, notFound } from '../../lib/http-errors.js';
import { hashPassword } from '../../lib/password.js';
import type { PasswordLinkRepository } from './password-link.repository.js';

/** "Add User" links: see whose password a link sets, and set it (once). */
export function passwordLinkService(deps: {
  db: Database;
  repo: PasswordLinkRepository;
  now?: () => Date;
}) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    async preview(token: string): Promise<PasswordLinkPreview> {
      const link = await repo.findLive(hashEmailedToken(token), now());
      if (!link) throw notFound(PASSWORD_LINK_INVALID);
      return { email: link.email };
    },

    /**
     * Sets the password and uses up the link, in one transaction: of two requests racing with
     * one link, only the one that marks it used sets a password. Every other link of the
     * account dies with it. Returns the account to sign in.
     */
    async setPassword(token: string, password: string): Promise<{ accountId: string }> {
      const at = now();
      const tokenHash = hashEmailedToken(token);
      const link = await repo.findLive(tokenHash, at);
      if (!link) throw notFound(PASSWORD_LINK_INVALID);
      if (link.status === 'suspended') throw forbidden(ACCOUNT_SUSPENDED_MESSAGE);
      const passwordHash = await hashPassword(password);
      const claimed = await repo.claim({ tokenHash, accountId: link.accountId, passwordHash }, at);
      if (!claimed) throw notFound(PASSWORD_LINK_INVALID);
      return { accountId: link.accountId };
    },
  };
}
