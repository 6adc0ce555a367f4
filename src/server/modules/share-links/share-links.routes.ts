import type { FastifyInstance } from 'fastify';
import {
  createShareLinkSchema,
  SHARE_LINK_NOT_FOUND,
  shareHeatmapQuerySchema,
  shareLinkIdParamsSchema,
  shareLinkListQuerySchema,
  shareLinkTargetBodySchema,
} from '../../../shared/schemas/share-links.js';
import { sendList } from '../../lib/list-answer.js';
import { idParam, parseAfterAccess, parseInput } from '../../lib/validate.js';
import { queuedMailer } from '../../mail/mail-queue.js';
import { requireUser } from '../../plugins/auth.js';
import { appRateLimiter } from '../rate-limits/index.js';
import { shareLinksService } from './share-links.service.js';
import { shareReceiptsService } from './share-receipts.service.js';

/** The sharer's side of share links (issue 27): make, list, revoke, read receipts. */
export async function shareLinksRoutes(app: FastifyInstance): Promise<void> {
  const links = shareLinksService({
    db: app.deps.db,
    repo: app.repositories.shareLinks,
    audioRepo: app.repositories.audio,
    limits: appRateLimiter(app),
    mailer: queuedMailer(app.deps.db, app.deps.config, app.log, app.jobs),
    // Links start at PUBLIC_URL, never at the request's Host header (chosen by the sender).
    linkBase: app.deps.config.publicUrl,
  });
  const receipts = shareReceiptsService({
    links,
    repo: app.repositories.shareReceipts,
    served: app.repositories.servedTracks,
  });
  const linkId = (params: unknown) =>
    idParam(shareLinkIdParamsSchema, params, SHARE_LINK_NOT_FOUND);

  app.post('/api/share-links', async (request, reply) => {
    const session = requireUser(request);
    // The target names the project: access is checked on it before the rest is validated.
    const { target } = parseInput(shareLinkTargetBodySchema, request.body);
    const input = parseAfterAccess(createShareLinkSchema, request.body);
    return reply.status(201).send(await links.create(session, target, input));
  });

  app.get('/api/share-links', async (request, reply) => {
    const session = requireUser(request);
    const query = parseInput(shareLinkListQuerySchema, request.query);
    return sendList(
      request,
      reply,
      query,
      (cursor, limit) => links.page(session.profileId, cursor, limit),
      { whole: false },
    );
  });

  app.delete('/api/share-links/:id', async (request, reply) => {
    const session = requireUser(request);
    await links.revoke(session.profileId, linkId(request.params));
    return reply.status(204).send();
  });

  app.get('/api/share-links/:id/listens', async (request, reply) => {
    const session = requireUser(request);
    const id = linkId(request.params);
    const query = parseInput(shareLinkListQuerySchema, request.query);
    return sendList(
      request,
      reply,
      query,
      (cursor, limit) => receipts.listensPage(session.profileId, id, cursor, limit),
      { whole: false },
    );
  });

  app.get('/api/share-links/:id/heatmap', async (request) => {
    const session = requireUser(request);
    const id = linkId(request.params);
    const { audioId } = parseInput(shareHeatmapQuerySchema, request.query);
    return receipts.heatmap(session.profileId, id, audioId);
  });
}
