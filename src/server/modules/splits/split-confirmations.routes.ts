import type { FastifyInstance } from 'fastify';
import {
  SPLIT_LINK_INVALID,
  splitAnswerSchema,
  splitPartyParamsSchema,
  splitTokenParamsSchema,
  splitTypeParamsSchema,
} from '../../../shared/schemas/split-confirmations.js';
import { paramsOr404, parseAfterAccess, parseInput, projectIdParam } from '../../lib/validate.js';
import type { Mailer } from '../../mail/mailer.js';
import { requireUser } from '../../plugins/auth.js';
import { appRateLimiter } from '../rate-limits/index.js';
import { splitConfirmationsService } from './split-confirmations.service.js';
import { splitLinksService } from './split-links.service.js';
import { SPLIT_NOT_FOUND } from './splits.service.js';

/** Split agreements (issue 26 item 5): send, resend, reopen, the PDF, and the parties' links. */
export async function splitConfirmationsRoutes(app: FastifyInstance, mailer: Mailer) {
  const deps = {
    db: app.deps.db,
    splits: app.repositories.splits,
    mailer,
    limits: appRateLimiter(app),
  };
  const service = splitConfirmationsService(deps);
  const links = splitLinksService(deps);
  // Links in e-mails start at PUBLIC_URL, never at the request's Host header (as invitations).
  const linkBase = app.deps.config.publicUrl;

  const typeOf = (params: unknown) => {
    const projectId = projectIdParam(params);
    return { projectId, type: parseInput(splitTypeParamsSchema, params).type };
  };
  const senderOf = (session: ReturnType<typeof requireUser>) => ({
    profileId: session.profileId,
    accountId: session.accountId,
    isDemo: session.isDemo,
  });

  app.post('/api/projects/:id/splits/:type/confirmations', async (request) => {
    const session = requireUser(request);
    const { projectId, type } = typeOf(request.params);
    return service.send(senderOf(session), projectId, type, linkBase);
  });

  app.post('/api/projects/:id/splits/:type/confirmations/:splitId/resend', async (request) => {
    const session = requireUser(request);
    const { projectId, type } = typeOf(request.params);
    const { splitId } = paramsOr404(splitPartyParamsSchema, request.params, SPLIT_NOT_FOUND);
    return service.resend(senderOf(session), projectId, type, splitId, linkBase);
  });

  app.post('/api/projects/:id/splits/:type/reopen', async (request) => {
    const session = requireUser(request);
    const { projectId, type } = typeOf(request.params);
    return service.reopen(session.profileId, projectId, type);
  });

  app.get('/api/projects/:id/splits/:type/sheet.pdf', async (request, reply) => {
    const session = requireUser(request);
    const { projectId, type } = typeOf(request.params);
    const pdf = await service.pdf(session.profileId, projectId, type);
    return reply
      .type('application/pdf')
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${pdf.filename}"`)
      .header('x-audit-hash', pdf.hash)
      .send(Buffer.from(pdf.bytes));
  });

  // Public: the e-mailed link is the credential (public-routes.ts); misses count per address.
  app.get('/api/split-confirmations/:token', async (request, reply) => {
    const { token } = paramsOr404(splitTokenParamsSchema, request.params, SPLIT_LINK_INVALID);
    reply.header('cache-control', 'no-store');
    return links.preview(token, request.ip);
  });

  app.post('/api/split-confirmations/:token', async (request, reply) => {
    const { token } = paramsOr404(splitTokenParamsSchema, request.params, SPLIT_LINK_INVALID);
    reply.header('cache-control', 'no-store');
    return links.answer(token, request.ip, parseAfterAccess(splitAnswerSchema, request.body));
  });
}
