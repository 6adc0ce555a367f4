import type { FastifyInstance } from 'fastify';
import { adminUserIdParamsSchema, USER_NOT_FOUND } from '../../../shared/schemas/admin.js';
import { idParam } from '../../lib/validate.js';
import { requireAdmin } from '../../plugins/auth.js';
import { passwordResetService } from '../auth/index.js';

/**
 * The Users tab's "Send reset link". Administrators only: every /api/admin route is refused to
 * anyone else by one hook before it runs (site/access-hooks.ts).
 */
export async function userResetLinkRoutes(app: FastifyInstance): Promise<void> {
  const service = passwordResetService({
    db: app.deps.db,
    config: app.deps.config,
    log: app.log,
    repo: app.repositories.passwordReset,
  });

  app.post('/api/admin/users/:id/reset-link', async (request) => {
    const admin = requireAdmin(request);
    const accountId = idParam(adminUserIdParamsSchema, request.params, USER_NOT_FOUND);
    return service.adminResetLink(admin.accountId, accountId, app.deps.config.publicUrl);
  });
}
