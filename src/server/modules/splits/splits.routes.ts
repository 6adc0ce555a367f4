import type { FastifyInstance } from 'fastify';
import {
  createSplitSchema,
  splitParamsSchema,
  splitSheetParamsSchema,
  splitsQuerySchema,
  updateSplitSchema,
} from '../../../shared/schemas/splits.js';
import { sendList } from '../../lib/list-answer.js';
import { paramsOr404, parseAfterAccess, parseInput, projectIdParam } from '../../lib/validate.js';
import { queuedMailer } from '../../mail/mail-queue.js';
import { requireUser } from '../../plugins/auth.js';
import { splitConfirmationsRoutes } from './split-confirmations.routes.js';
import { renderSplitSheet } from './split-sheet.js';
import { SPLIT_NOT_FOUND, splitsService } from './splits.service.js';

function splitIdsOf(params: unknown): { projectId: string; splitId: string } {
  const projectId = projectIdParam(params);
  const { splitId } = paramsOr404(splitParamsSchema, params, SPLIT_NOT_FOUND);
  return { projectId, splitId };
}

/** Revenue splits of a project (part 2 §7) and a printable sheet per type. */
export async function splitsRoutes(app: FastifyInstance): Promise<void> {
  // The SMTP server saved in the admin console, else SMTP_URL, else the outbox folder.
  const mailer = queuedMailer(app.deps.db, app.deps.config, app.log, app.jobs);
  const service = splitsService({ db: app.deps.db, repo: app.repositories.splits, mailer });
  await splitConfirmationsRoutes(app, mailer);

  app.get('/api/projects/:id/splits', async (request, reply) => {
    const session = requireUser(request);
    const projectId = projectIdParam(request.params);
    const query = parseInput(splitsQuerySchema, request.query);
    // The spec's call (no page asked for): every split with totals and history. The 100 % rule
    // bounds it; a page of splits follows the list contract like every other list.
    if (query.limit === undefined && query.cursor === undefined) {
      return service.list(session.profileId, projectId);
    }
    return sendList(
      request,
      reply,
      query,
      (cursor, limit) => service.page(session.profileId, projectId, cursor, limit),
      { whole: false },
    );
  });

  app.post('/api/projects/:id/splits', async (request, reply) => {
    const session = requireUser(request);
    const projectId = projectIdParam(request.params);
    const input = parseAfterAccess(createSplitSchema, request.body);
    return reply.code(201).send(await service.create(session.profileId, projectId, input));
  });

  app.put('/api/projects/:id/splits/:splitId', async (request) => {
    const session = requireUser(request);
    const { projectId, splitId } = splitIdsOf(request.params);
    const input = parseAfterAccess(updateSplitSchema, request.body);
    return service.update(session.profileId, projectId, splitId, input);
  });

  app.delete('/api/projects/:id/splits/:splitId', async (request, reply) => {
    const session = requireUser(request);
    const { projectId, splitId } = splitIdsOf(request.params);
    await service.remove(session.profileId, projectId, splitId);
    return reply.code(204).send();
  });

  app.get('/api/projects/:id/splits/:type/sheet', async (request, reply) => {
    const session = requireUser(request);
    const projectId = projectIdParam(request.params);
    const { type } = parseInput(splitSheetParamsSchema, request.params);
    const sheet = await service.sheet(session.profileId, projectId, type);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderSplitSheet(sheet, new Date()));
  });
}
