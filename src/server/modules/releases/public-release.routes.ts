import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { playReportSchema } from '../../../shared/schemas/analytics.js';
import {
  RELEASE_PAGE_NOT_FOUND,
  releaseSlugParamsSchema,
} from '../../../shared/schemas/releases.js';
import { paramsOr404, parseAfterAccess } from '../../lib/validate.js';
import { playsService } from '../plays/index.js';
import { appRateLimiter } from '../rate-limits/index.js';
import { sendByteRange } from '../uploads/index.js';
import { publicReleaseService } from './public-release.service.js';

const trackParamsSchema = releaseSlugParamsSchema.extend({
  audioId: z.uuid(RELEASE_PAGE_NOT_FOUND),
});

/**
 * The public release page's routes, /api/r/{slug}… (issue 28 item 4): no session needed, a
 * signed-in caller is treated the same. Nothing is cached (no-store), so an unpublished release
 * leaves every page and player at once, as a private playlist does.
 */
export async function publicReleaseRoutes(app: FastifyInstance): Promise<void> {
  const pages = publicReleaseService({ db: app.deps.db, storage: app.deps.storage });
  const plays = playsService({ repo: app.repositories.plays, limits: appRateLimiter(app) });
  const slugOf = (params: unknown) =>
    paramsOr404(releaseSlugParamsSchema, params, RELEASE_PAGE_NOT_FOUND).slug;
  const trackOf = (params: unknown) =>
    paramsOr404(trackParamsSchema, params, RELEASE_PAGE_NOT_FOUND);

  app.get('/api/r/:slug', async (request, reply) => {
    const release = await pages.find(slugOf(request.params));
    return reply.header('Cache-Control', 'no-store').send(release);
  });

  for (const which of ['full', 'thumbnail'] as const) {
    const path = which === 'full' ? '/api/r/:slug/artwork' : '/api/r/:slug/artwork/thumbnail';
    app.get(path, async (request, reply) => {
      const artwork = await pages.findArtwork(slugOf(request.params), which);
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Type', artwork.mime)
        .header('Content-Length', String(artwork.size))
        .header('X-Content-Type-Options', 'nosniff')
        .send(pages.open(artwork.key));
    });
  }

  app.get('/api/r/:slug/tracks/:audioId/audio', async (request, reply) => {
    const { slug, audioId } = trackOf(request.params);
    const { file, size } = await pages.findTrackFile(slug, audioId);
    reply.header('Cache-Control', 'no-store');
    return sendByteRange(request, reply, {
      size,
      mimeType: file.mimeType,
      open: (range) => pages.open(file.filename, range),
    });
  });

  // A play on the release page (issue 28 item 5): counted for the song's owner as the release
  // page's, signed out or not; the rate limits per address are its window.
  app.post('/api/r/:slug/tracks/:audioId/plays', async (request, reply) => {
    const { slug, audioId } = trackOf(request.params);
    const track = await pages.findPlayableTrack(slug, audioId);
    await plays.recordPublic(
      { ...track, source: 'releasePage', ip: request.ip },
      parseAfterAccess(playReportSchema, request.body),
    );
    return reply.code(204).header('Cache-Control', 'no-store').send();
  });
}
