import type { z } from 'zod';
import {
  USER_NOT_FOUND,
  type AdminUser,
  type AdminUserCreated,
  type adminUserCreateSchema,
  type adminUsersQuerySchema,
  type adminUserUpdateSchema,
} from '../../../shared/schemas/admin.js';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { cursorAfter, pageFrom, timestampIdKey, type Page } from '../../lib/pagination.js';
import { isUniqueViolation } from '../../lib/unique-violation.js';
import { languageOfAccount } from '../../mail/recipient-language.repository.js';
import type { Storage } from '../../storage/storage.js';
import { deleteAccount } from '../account/index.js';
import { recordAudit } from '../audit/index.js';
import { insertAccount, EMAIL_TAKEN_MESSAGE, insertProfileWithLibrary } from '../auth/index.js';
import { readSystemSettings } from '../settings/index.js';
import type { AdminUserRow, AdminUsersRepository } from './admin-users.repository.js';
import { configuredMailer } from '../../mail/configured-mailer.js';
import { newPasswordToken, passwordLink, passwordLinkEmail } from './password-link.js';

/**
 * Stored instead of a password hash for accounts made by an administrator: it is no valid
 * scrypt hash, so no password ever matches it until the person sets one through the link.
 */
export const NO_PASSWORD_HASH = '!no-password-set';

export const CANNOT_CHANGE_OWN_ROLE = 'You cannot change your own role';
export const CANNOT_SUSPEND_SELF = 'You cannot suspend your own account';
export const CANNOT_DELETE_SELF = 'You cannot delete your own account from the admin console';

interface Log {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/** How the console names an account: artist name, else full name, else its e-mail. */
function presentUser(row: AdminUserRow): AdminUser {
  const fullName = `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim();
  return {
    id: row.id,
    name: row.artistName?.trim() || fullName || row.email,
    email: row.email,
    role: row.role,
    status: row.status,
    projects: row.projects,
    storageLimitMb: row.storageLimitMb,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The Users tab's rules: list, change role or status, delete, add with a password link. */
export function adminUsersService(deps: {
  db: Database;
  storage: Storage;
  config: AppConfig;
  log: Log;
  now?: () => Date;
  repo: AdminUsersRepository;
}) {
  const { db, log, repo } = deps;
  const now = deps.now ?? (() => new Date());

  async function requireUser(accountId: string): Promise<AdminUserRow> {
    const row = await repo.find(accountId);
    if (!row) throw notFound(USER_NOT_FOUND);
    return row;
  }

  return {
    /** One page of accounts, newest first, with the console's search and role filter. */
    async page(
      filter: Pick<z.output<typeof adminUsersQuerySchema>, 'search' | 'role'>,
      cursor: string | null,
      limit: number,
    ): Promise<Page<AdminUser>> {
      const rows = await repo.page(filter, cursorAfter(cursor, timestampIdKey), limit);
      return pageFrom(rows, limit, (row) => [row.sortAt, row.id], presentUser);
    },

    /** Role and status changes; an administrator never demotes or suspends themself. */
    async update(
      actorAccountId: string,
      accountId: string,
      input: z.output<typeof adminUserUpdateSchema>,
    ): Promise<AdminUser> {
      const before = await requireUser(accountId);
      const isSelf = accountId === actorAccountId;
      if (isSelf && input.role !== undefined && input.role !== before.role) {
        throw badRequest(CANNOT_CHANGE_OWN_ROLE);
      }
      if (isSelf && input.status === 'suspended') throw badRequest(CANNOT_SUSPEND_SELF);
      await repo.update(accountId, input);
      const target = { email: before.email };
      if (input.role !== undefined && input.role !== before.role) {
        await recordAudit(db, {
          kind: 'admin.user.role_changed',
          actorAccountId,
          details: { ...target, from: before.role, to: input.role },
        });
      }
      if (input.status !== undefined && input.status !== before.status) {
        await recordAudit(db, {
          kind: input.status === 'suspended' ? 'admin.user.suspended' : 'admin.user.reactivated',
          actorAccountId,
          details: target,
        });
      }
      return presentUser(await requireUser(accountId));
    },

    /** Deletes the account with its profiles, projects and files (account-deletion.ts). */
    async remove(actorAccountId: string, accountId: string): Promise<void> {
      if (accountId === actorAccountId) throw badRequest(CANNOT_DELETE_SELF);
      const target = await requireUser(accountId);
      await deleteAccount(
        {
          db,
          storage: deps.storage,
          onFileDeleteError: (key, error) =>
            log.warn({ key, err: error }, 'a deleted account left a file behind'),
        },
        accountId,
      );
      await recordAudit(db, {
        kind: 'admin.user.deleted',
        actorAccountId,
        details: { email: target.email },
      });
    },

    /**
     * Creates the account (with its first profile and library) without a usable password,
     * and e-mails a single-use link to choose one. The account exists even when the e-mail
     * cannot be sent; the answer says how the message went.
     */
    async create(
      actorAccountId: string,
      input: z.output<typeof adminUserCreateSchema>,
      linkBase: string,
    ): Promise<AdminUserCreated> {
      if (await repo.emailExists(input.email)) throw conflict(EMAIL_TAKEN_MESSAGE);
      const link = newPasswordToken(now());
      let accountId: string;
      try {
        accountId = await db.transaction(async (tx) => {
          const account = await insertAccount(tx, {
            email: input.email,
            passwordHash: NO_PASSWORD_HASH,
            role: input.role,
          });
          await insertProfileWithLibrary(tx, {
            accountId: account.id,
            firstName: input.firstName,
            lastName: input.lastName,
          });
          await repo.insertPasswordToken(tx, {
            tokenHash: link.hash,
            accountId: account.id,
            expiresAt: link.expiresAt,
          });
          return account.id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN_MESSAGE);
        throw error;
      }
      const { siteName } = await readSystemSettings(db);
      const { mailer } = await configuredMailer(db, deps.config, log);
      const delivery = await mailer.send(
        passwordLinkEmail({
          to: input.email,
          firstName: input.firstName,
          siteName,
          link: passwordLink(linkBase, link.token),
          // The new account has chosen no language yet: the administrator's stands in.
          language: await languageOfAccount(db, actorAccountId),
        }),
      );
      await recordAudit(db, {
        kind: 'admin.user.added',
        actorAccountId,
        details: { email: input.email, role: input.role },
      });
      return { user: presentUser(await requireUser(accountId)), delivery: delivery.delivered };
    },
  };
}
export type AdminUsersService = ReturnType<typeof adminUsersService>;
