import type { FastifyInstance } from 'fastify';
import {
  createProfileSchema,
  profilesQuerySchema,
  switchProfileSchema,
} from '../../../shared/schemas/auth.js';
import { sendList } from '../../lib/list-answer.js';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../../plugins/auth.js';
import { authService } from './auth.service.js';

/** An account's artist profiles: list, create, and switch the session's active one. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const service = authService({ db: app.deps.db, repo: app.repositories.auth });
  const sessions = app.repositories.session;

  app.get('/api/auth/profiles', async (request, reply) => {
    const session = requireUser(request);
    const query = parseInput(profilesQuerySchema, request.query);
    return sendList(
      request,
      reply,
      query,
      (cursor, limit) => service.profilesPage(session.accountId, session.profileId, cursor, limit),
      { whole: false },
    );
  });

  app.post('/api/auth/profiles', async (request, reply) => {
    const session = requireUser(request);
    const input = parseInput(createProfileSchema, request.body);
    return reply.status(201).send(await service.createProfile(session.accountId, input));
  });

  app.post('/api/auth/switch-profile', async (request) => {
    const session = requireUser(request);
    const { profileId } = parseInput(switchProfileSchema, request.body);
    const target = await service.requireOwnProfile(session.accountId, profileId);
    await sessions.setProfile(session.tokenHash, target);
    return {
      message: 'Profile switched successfully',
      user: await service.currentUser(target, session.firstVisit),
    };
  });
}
