import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CurrentUser } from '../../../shared/schemas/auth.js';
import { startSession } from '../../plugins/auth.js';
import { authService } from '../auth/index.js';
import { appRateLimiter } from '../rate-limits/index.js';
import { createDemoCopy } from './demo-copy.js';

/**
 * The landing and login pages' demo buttons: no credentials, a browser-session sign-in into a
 * fresh demo studio of the visitor's own, which nobody else can see, fill or empty.
 */
export async function demoLoginRoutes(app: FastifyInstance): Promise<void> {
  const service = authService({ db: app.deps.db, repo: app.repositories.auth });
  const limits = appRateLimiter(app);

  async function signInDemo(
    request: FastifyRequest,
    reply: FastifyReply,
    which: 'studio' | 'personal',
  ): Promise<CurrentUser> {
    // Each click writes a copy: a bounded number per address (kept in PostgreSQL).
    await limits.hit({ rule: 'demoLoginsPerIp', value: request.ip });
    const copy = await createDemoCopy(app.deps);
    const profileId = which === 'studio' ? copy.studioProfileId : copy.personalProfileId;
    await startSession(app, request, reply, {
      accountId: copy.accountId,
      profileId,
      persistent: false,
    });
    return service.currentUser(profileId, false);
  }

  app.post('/api/auth/demo-login', (request, reply) => signInDemo(request, reply, 'studio'));
  app.post('/api/auth/demo-login/personal', (request, reply) =>
    signInDemo(request, reply, 'personal'),
  );
}
