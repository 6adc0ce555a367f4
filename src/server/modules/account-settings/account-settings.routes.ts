import type { FastifyInstance } from 'fastify';
import {
  accountSettingsUpdateSchema,
  changePasswordSchema,
  deleteAccountSchema,
} from '../../../shared/schemas/settings.js';
import { parseInput } from '../../lib/validate.js';
import { endSession, requireUser } from '../../plugins/auth.js';
import { renderStaleLyrics } from '../lyrics/index.js';
import { appRateLimiter } from '../rate-limits/index.js';
import { attachmentDisposition } from '../uploads/index.js';
import { accountSettingsService } from './account-settings.service.js';
import { buildAccountExport } from './data-export.js';
import { takeExportTurn } from './export-turns.js';

/** The settings page (issue 7): settings, "Download My Data", password and "Delete account". */
export async function accountSettingsRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage } = app.deps;
  const service = accountSettingsService({
    db,
    storage,
    repo: app.repositories.accountSettings,
    limits: appRateLimiter(app),
    onFileDeleteError: (key, error) =>
      app.log.warn({ key, err: error }, 'a deleted account left a file behind'),
  });
  const exportRepo = app.repositories.dataExport;

  app.get('/api/settings', async (request) => {
    const session = requireUser(request);
    return service.read(session.profileId);
  });

  app.patch('/api/settings', async (request) => {
    const session = requireUser(request);
    const changes = parseInput(accountSettingsUpdateSchema, request.body);
    return service.update(session.accountId, session.profileId, changes);
  });

  app.get('/api/settings/export', async (request, reply) => {
    const session = requireUser(request);
    if (!(await takeExportTurn(session.accountId, reply.raw))) {
      // The client left while an earlier export of the account ran: nobody to answer.
      reply.hijack();
      reply.raw.destroy();
      return reply;
    }
    // The turn is given back when this answer ends, however it ends (an error answer too).
    const { fileName, stream } = await buildAccountExport(
      {
        storage,
        repo: exportRepo,
        // The lyrics' .txt files show their live documents' last edits.
        renderLyrics: (projectIds) => renderStaleLyrics(app.deps.db, { projectIds }),
      },
      session.accountId,
      new Date(),
    );
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', attachmentDisposition(fileName))
      .header('Cache-Control', 'no-store')
      .send(stream);
  });

  app.put('/api/account/password', async (request, reply) => {
    const session = requireUser(request);
    const input = parseInput(changePasswordSchema, request.body);
    await service.changePassword(session, input);
    return reply.status(204).send();
  });

  app.delete('/api/account', async (request, reply) => {
    const session = requireUser(request);
    const { password } = parseInput(deleteAccountSchema, request.body);
    await service.deleteAccount(session.accountId, password);
    await endSession(app, request, reply);
    return reply.status(204).send();
  });
}
