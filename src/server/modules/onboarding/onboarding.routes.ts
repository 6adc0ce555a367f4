import type { FastifyInstance } from 'fastify';
import { onboardingProfileSchema } from '../../../shared/schemas/onboarding.js';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../../plugins/auth.js';
import { authService } from '../auth/auth.service.js';
import { completeOnboarding } from './onboarding.service.js';

/** The onboarding wizard's "Start Creating" (part 1 §2, §7). */
export async function onboardingRoutes(app: FastifyInstance): Promise<void> {
  const users = authService(app.deps.db);

  app.patch('/api/users/profile', async (request) => {
    const session = requireUser(request);
    const draft = parseInput(onboardingProfileSchema, request.body);
    await completeOnboarding(app.deps.db, session.profileId, draft);
    return users.currentUser(session.profileId);
  });
}
