import type { FastifyInstance } from 'fastify';
import { adminUserIdParamsSchema, USER_NOT_FOUND } from '../../../shared/schemas/admin.js';
import { adminStorageLimitSchema } from '../../../shared/schemas/storage.js';
import { notFound } from '../../lib/http-errors.js';
import { idParam, parseInput } from '../../lib/validate.js';
import { requireAdmin } from '../../plugins/auth.js';
import { recordAudit } from '../audit/index.js';

/**
 * PUT /api/admin/users/{id}/storage-limit: the Users tab's storage limit for one person (MB),
 * or null to give them back their plan's storage. Administrators only: every /api/admin route
 * is refused to anyone else by one hook before it runs (site/access-hooks.ts).
 */
export async function userStorageRoutes(app: FastifyInstance): Promise<void> {
  const repo = app.repositories.userStorage;

  app.put('/api/admin/users/:id/storage-limit', async (request) => {
    const admin = requireAdmin(request);
    const accountId = idParam(adminUserIdParamsSchema, request.params, USER_NOT_FOUND);
    const { storageLimitMb } = parseInput(adminStorageLimitSchema, request.body);
    const email = await repo.setLimit(accountId, storageLimitMb);
    if (email === null) throw notFound(USER_NOT_FOUND);
    await recordAudit(app.deps.db, {
      kind: 'admin.user.storage_limit_changed',
      actorAccountId: admin.accountId,
      details: { email, storageLimitMb },
    });
    return { storageLimitMb };
  });
}
