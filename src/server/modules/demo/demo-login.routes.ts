import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEMO_LOGIN_WINDOW_MS, DEMO_LOGINS_PER_IP } from '../../../shared/constants.js';
import type { CurrentUser } from '../../../shared/schemas/auth.js';
import { HttpError } from '../../lib/http-errors.js';
import { SlidingWindowLimiter } from '../../lib/sliding-window-limiter.js';
import { startSession } from '../../plugins/auth.js';
import { authService } from '../auth/auth.service.js';
import { createDemoCopy } from './demo-copy.js';

export const TOO_MANY_DEMOS_MESSAGE = 'Too many demo studios from this address. Try again later.';

/**
 * The landing and login pages' demo buttons: no credentials, a browser-session sign-in into a
 * fresh demo studio of the visitor's own, which nobody else can see, fill or empty.
 */
export async function demoLoginRoutes(app: FastifyInstance): Promise<void> {
  const service = authService(app.deps.db);
  // Each click writes a copy: a bounded number per address. In memory, per process, like the
  // login throttle (no shared store for limits exists yet).
  const perIp = new SlidingWindowLimiter({
    windowMs: DEMO_LOGIN_WINDOW_MS,
    max: DEMO_LOGINS_PER_IP,
  });

  async function signInDemo(
    request: FastifyRequest,
    reply: FastifyReply,
    which: 'studio' | 'personal',
  ): Promise<CurrentUser> {
    if (perIp.isLimited(request.ip)) {
      throw new HttpError(429, TOO_MANY_DEMOS_MESSAGE, undefined, 'demo.tooManyLogins');
    }
    perIp.hit(request.ip);
    const copy = await createDemoCopy(app.deps);
    const profileId = which === 'studio' ? copy.studioProfileId : copy.personalProfileId;
    await startSession(app, request, reply, {
      accountId: copy.accountId,
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
