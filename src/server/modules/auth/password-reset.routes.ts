import type { FastifyInstance } from 'fastify';
import {
  FORGOT_PASSWORD_ACCEPTED,
  forgotPasswordSchema,
  resetPasswordSchema,
} from '../../../shared/schemas/password-reset.js';
import { parseInput } from '../../lib/validate.js';
import { queuedMailer } from '../../mail/mail-queue.js';
import { appRateLimiter } from '../rate-limits/index.js';
import { passwordResetService } from './password-reset.service.js';

/** Forgot password: ask for a link (public), then choose a new password with it (public). */
export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  const service = passwordResetService({
    db: app.deps.db,
    config: app.deps.config,
    log: app.log,
    repo: app.repositories.passwordReset,
    queuedMailer: queuedMailer(app.deps.db, app.deps.config, app.log, app.jobs),
  });
  const limits = appRateLimiter(app);

  // 202 with one message whatever the e-mail: the answer never tells whether it has an account.
  app.post('/api/auth/forgot-password', async (request, reply) => {
    const { email } = parseInput(forgotPasswordSchema, request.body);
    // Counted whether or not the e-mail has an account, so a 429 reveals nothing either.
    await limits.hit(
      { rule: 'forgotPasswordPerIp', value: request.ip },
      { rule: 'forgotPasswordPerEmail', value: email },
    );
    // The link starts at PUBLIC_URL, never at the request's Host header (the sender's choice).
    void service.request(email, app.deps.config.publicUrl);
    return reply.status(202).send({ message: FORGOT_PASSWORD_ACCEPTED });
  });

  // No session is started: every session of the account has just ended; the person signs in.
  app.post('/api/auth/reset-password', async (request, reply) => {
    const input = parseInput(resetPasswordSchema, request.body);
    await service.reset(input.token, input.password);
    return reply.status(204).send();
  });
}
