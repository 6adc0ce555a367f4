import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  listenReportSchema,
  SHARE_LINK_NOT_FOUND,
  SHARE_UNLOCK_COOKIE,
  sharedAudioParamsSchema,
  sharedAudioQuerySchema,
  sharedCommentSchema,
  sharedLinkPageQuerySchema,
  shareTokenParamsSchema,
  unlockShareLinkSchema,
} from '../../../shared/schemas/share-links.js';
import { badRequest } from '../../lib/http-errors.js';
import { sendList } from '../../lib/list-answer.js';
import { paramsOr404, parseAfterAccess, parseInput } from '../../lib/validate.js';
import { appRateLimiter } from '../rate-limits/index.js';
import { attachmentDisposition, sendByteRange } from '../uploads/index.js';
import { sharedLinkService, type Listener } from './shared-link.service.js';
import { shareLinkApiPath, UNLOCK_TTL_SECONDS } from './share-token.js';

/**
 * The listener's API, under /api/s/{token} (no account; a signed-in caller is treated the
 * same). Every answer, refusals too, is `no-store` (a revoked link stops at once) and `noindex`.
 */
export async function sharedLinkRoutes(app: FastifyInstance): Promise<void> {
  const shared = sharedLinkService({
    db: app.deps.db,
    repo: app.repositories.shareLinks,
    served: app.repositories.servedTracks,
    receipts: app.repositories.shareReceipts,
    storage: app.deps.storage,
    limits: appRateLimiter(app),
  });
  const listener = (request: FastifyRequest): Listener => ({
    token: paramsOr404(shareTokenParamsSchema, request.params, SHARE_LINK_NOT_FOUND).token,
    unlock: request.cookies[SHARE_UNLOCK_COOKIE],
    ip: request.ip,
  });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
  });

  app.get('/api/s/:token', async (request) => shared.find(listener(request)));

  app.post('/api/s/:token/unlock', async (request, reply) => {
    const who = listener(request);
    // The link is found first: an unknown token is 404 whatever the body.
    const value = await shared.unlock(who, parseAfterAccess(unlockShareLinkSchema, request.body));
    if (value) {
      // This link's API alone receives it: another link's password opens nothing here.
      reply.setCookie(SHARE_UNLOCK_COOKIE, value, {
        path: shareLinkApiPath(who.token),
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: UNLOCK_TTL_SECONDS,
      });
    }
    return reply.status(204).send();
  });

  app.get('/api/s/:token/tracks', async (request, reply) => {
    const who = listener(request);
    const query = parseInput(sharedLinkPageQuerySchema, request.query);
    return sendList(
      request,
      reply,
      query,
      (cursor, limit) => shared.tracksPage(who, cursor, limit),
      { whole: false },
    );
  });

  app.get('/api/s/:token/audio/:audioId', async (request, reply) => {
    const { audioId } = paramsOr404(sharedAudioParamsSchema, request.params, SHARE_LINK_NOT_FOUND);
    const download = parseInput(sharedAudioQuerySchema, request.query).download === '1';
    const { file, size } = await shared.file(listener(request), audioId, download);
    if (download) reply.header('content-disposition', attachmentDisposition(file.originalName));
    return sendByteRange(request, reply, {
      size,
      mimeType: file.mimeType,
      open: (range) => shared.stream(file, range),
    });
  });

  app.post('/api/s/:token/comments', async (request, reply) => {
    const comment = await shared.comment(
      listener(request),
      parseAfterAccess(sharedCommentSchema, request.body),
    );
    return reply.status(201).send(comment);
  });

  app.get('/api/s/:token/comments', async (request, reply) => {
    const who = listener(request);
    const query = parseInput(sharedLinkPageQuerySchema, request.query);
    return sendList(
      request,
      reply,
      query,
      (cursor, limit) => shared.commentsPage(who, cursor, limit),
      { whole: false },
    );
  });

  app.post('/api/s/:token/listens', async (request, reply) => {
    await shared.report(
      listener(request),
      parseAfterAccess(listenReportSchema, beaconBody(request.body)),
    );
    return reply.status(204).send();
  });
}

/**
 * navigator.sendBeacon sends a string as `text/plain;charset=UTF-8` (the one type it may send
 * cross-context without a preflight), so a report arrives as JSON text or as parsed JSON.
 */
function beaconBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw badRequest('Invalid input');
  }
}
