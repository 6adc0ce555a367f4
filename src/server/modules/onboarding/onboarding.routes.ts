import type { FastifyInstance } from 'fastify';
import { onboardingProfileSchema } from '../../../shared/schemas/onboarding.js';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../../plugins/auth.js';
import { authService } from '../auth/index.js';
import { onboardingService } from './onboarding.service.js';

/** The onboarding wizard's "Start Creating" (part 1 §2, §7). */
export async function onboardingRoutes(app: FastifyInstance): Promise<void> {
  const users = authService({ db: app.deps.db, repo: app.repositories.auth });
  const onboarding = onboardingService({ db: app.deps.db });

  app.patch('/api/users/profile', async (request) => {
    const session = requireUser(request);
    const draft = parseInput(onboardingProfileSchema, request.body);
    await onboarding.complete(session.profileId, draft);
    return users.currentUser(session.profileId, session.firstVisit);
  });
}
