import type { FastifyInstance } from 'fastify';
import { updateProfileSchema } from '../../../shared/schemas/profile.js';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../../plugins/auth.js';
import { refuseDemoPublishing } from '../../sessions/demo-publishing.js';
import { profileService } from './profile.service.js';

/** The active profile (part 1 §7): read, edit, and the /profile page's overview. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const service = profileService({
    repo: app.repositories.profile,
    overview: app.repositories.profileOverview,
  });

  // `?userId=` (spec part 1 §7) is accepted and ignored: it is always the active profile.
  app.get('/api/user/profile', async (request) => service.get(requireUser(request)));

  app.patch('/api/user/profile', async (request) => {
    const session = requireUser(request);
    const changes = parseInput(updateProfileSchema, request.body);
    refuseDemoPublishing(session, changes.isPublic === true);
    return service.update(session, changes);
  });

  app.get('/api/user/profile/overview', async (request) => service.overview(requireUser(request)));
}
