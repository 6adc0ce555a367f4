import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CurrentUser } from '../../../shared/schemas/auth.js';
import { startSession } from '../../plugins/auth.js';
import { authService } from '../auth/auth.service.js';
import { ensureDemoAccount } from './demo-seed.js';

/** The landing and login pages' demo buttons: no credentials, a browser-session sign-in. */
export async function demoLoginRoutes(app: FastifyInstance): Promise<void> {
  const service = authService(app.deps.db);

  async function signInDemo(
    request: FastifyRequest,
    reply: FastifyReply,
    which: 'studio' | 'personal',
  ): Promise<CurrentUser> {
    // Created lazily too, so demo login works when start-up seeding was off (SEED_DEMO=false).
    const demo = await ensureDemoAccount(app.deps);
    const profileId = which === 'studio' ? demo.studioProfileId : demo.personalProfileId;
    await startSession(app, request, reply, {
      accountId: demo.accountId,
      profileId,
      persistent: false,
    });
    return service.currentUser(profileId);
  }

  app.post('/api/auth/demo-login', (request, reply) => signInDemo(request, reply, 'studio'));
  app.post('/api/auth/demo-login/personal', (request, reply) =>
    signInDemo(request, reply, 'personal'),
  );
}
