import type { FastifyInstance } from 'fastify';
import { loginSchema, registerSchema, type SessionAnswer } from '../../../shared/schemas/auth.js';
import { HttpError } from '../../lib/http-errors.js';
import { parseInput } from '../../lib/validate.js';
import { endSession, requireUser, startSession } from '../../plugins/auth.js';
import { collaborationsService } from '../collaborations/index.js';
import { appRateLimiter, type Counter } from '../rate-limits/index.js';
import { authService } from './auth.service.js';
import { passwordResetRoutes } from './password-reset.routes.js';
import { profileRoutes } from './profile.routes.js';

/** Sign-up, sign-in, sign-out and the current user (part 1 §7), plus profiles and password resets. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const service = authService({ db: app.deps.db, repo: app.repositories.auth });
  const limits = appRateLimiter(app);
  const collaborations = collaborationsService({
    db: app.deps.db,
    repo: app.repositories.collaborations,
  });

  app.get('/api/auth/user', async (request) => {
    const session = requireUser(request);
    return service.currentUser(session.profileId, session.firstVisit);
  });

  // The client's session check: signed out is an answer, not a refusal (issue 25 item 11).
  app.get('/api/auth/session', async (request): Promise<SessionAnswer> => {
    const session = request.session;
    return {
      user: session ? await service.currentUser(session.profileId, session.firstVisit) : null,
    };
  });

  app.post('/api/auth/register', async (request, reply) => {
    const input = parseInput(registerSchema, request.body);
    await limits.hit({ rule: 'signUpPerIp', value: request.ip });
    const signIn = await service.register(input);
    await startSession(app, request, reply, {
      accountId: signIn.accountId,
      profileId: signIn.profileId,
      persistent: input.rememberMe,
      firstVisit: true,
    });
    // Signing up from an invitation link joins its project. A dead link does not undo the
    // new account: the answer says no project was joined and why.
    let invitation: { projectId: string } | { error: string } | null = null;
    if (input.invitationToken) {
      invitation = await collaborations
        .acceptByToken(signIn.profileId, input.invitationToken)
        .then((joined) => ({ projectId: joined.projectId }))
        .catch((error: unknown) => {
          if (!(error instanceof HttpError)) throw error;
          return { error: error.message };
        });
    }
    return reply.status(201).send({ ...signIn.user, invitation });
  });

  app.post('/api/auth/login', async (request, reply) => {
    const input = parseInput(loginSchema, request.body);
    // Wrong passwords count per e-mail and address together, and per address: a stranger's
    // guesses never lock the owner out on another address (issue 14).
    const failures: Counter[] = [
      { rule: 'failedLoginsPerAccountAndIp', value: `${input.email} ${request.ip}` },
      { rule: 'failedLoginsPerIp', value: request.ip },
    ];
    await limits.check(...failures);
    const signIn = await service
      .login(input.email, input.password)
      .catch(async (error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 401)
          await limits.record(...failures);
        throw error;
      });
    await limits.clear(failures[0]!);
    await startSession(app, request, reply, { ...signIn, persistent: input.rememberMe });
    return signIn.user;
  });

  app.post('/api/auth/logout', async (request, reply) => {
    await endSession(app, request, reply);
    return reply.status(204).send();
  });

  await app.register(profileRoutes);
  await app.register(passwordResetRoutes);
}
