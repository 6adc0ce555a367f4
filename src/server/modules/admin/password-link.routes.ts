import type { FastifyInstance } from 'fastify';
import { PASSWORD_LINK_INVALID, setPasswordSchema } from '../../../shared/schemas/admin.js';
import { notFound } from '../../lib/http-errors.js';
import { parseInput } from '../../lib/validate.js';
import { startSession } from '../../plugins/auth.js';
import { authService } from '../auth/index.js';
import { passwordLinkService } from './password-link.service.js';

/** The public end of "Add User": /set-password/{token} checks the link, then sets a password. */
export async function passwordLinkRoutes(app: FastifyInstance): Promise<void> {
  const links = passwordLinkService({ db: app.deps.db, repo: app.repositories.passwordLink });
  const auth = authService({ db: app.deps.db, repo: app.repositories.auth });
  const accounts = app.repositories.auth;

  app.get('/api/auth/set-password/:token', (request) => {
    const { token } = request.params as { token: string };
    return links.preview(token);
  });

  // Sets the password and signs the person in with their first profile, as sign-up does.
  app.post('/api/auth/set-password', async (request, reply) => {
    const input = parseInput(setPasswordSchema, request.body);
    const { accountId } = await links.setPassword(input.token, input.password);
    const [profile] = await accounts.listProfiles(accountId);
    if (!profile) throw notFound(PASSWORD_LINK_INVALID);
    await startSession(app, request, reply, {
      accountId,
      profileId: profile.id,
      persistent: false,
    });
    return auth.currentUser(profile.id, false);
  });
}
