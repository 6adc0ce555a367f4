import type { FastifyInstance } from 'fastify';
import type { AccountStorage } from '../../../shared/schemas/storage.js';
import { requireUser } from '../../plugins/auth.js';
import { storageAccount } from './storage-quota.js';

/**
 * GET /api/account/storage: the signed-in profile's plan, trial and storage (used and limit),
 * for Settings' storage bar and the upload dialog's check before sending. Only one's own.
 */
export async function storageRoutes(app: FastifyInstance): Promise<void> {
  const repo = app.repositories.audio;

  app.get('/api/account/storage', async (request): Promise<AccountStorage> => {
    const session = requireUser(request);
    const account = await storageAccount(repo, session.profileId);
    return {
      plan: account.plan,
      trialEndsAt: account.trialEndsAt?.toISOString() ?? null,
      usedBytes: account.usedBytes,
      limitBytes: account.limitBytes,
      limitSetByAdmin: account.bound.kind === 'admin',
    };
  });
}
