import type { FastifyInstance } from 'fastify';
import { playReportSchema } from '../../../shared/schemas/analytics.js';
import {
  playlistTracksQuerySchema,
  SHARED_PLAYLIST_NOT_FOUND,
  sharedTrackParamsSchema,
  shareTokenParamsSchema,
} from '../../../shared/schemas/playlists.js';
import { sendList } from '../../lib/list-answer.js';
import { paramsOr404, parseAfterAccess, parseInput } from '../../lib/validate.js';
import { playsService } from '../plays/index.js';
import { appRateLimiter } from '../rate-limits/index.js';
import { sendByteRange } from '../uploads/index.js';
import { sharedPlaylistsService } from './shared-playlists.service.js';

/**
 * The public side of shared playlists: no session needed, a signed-in caller is treated the
 * same. Nothing is cached (no-store), so a link made private stops working at once everywhere.
 */
export async function listenRoutes(app: FastifyInstance): Promise<void> {
  const shared = sharedPlaylistsService({
    db: app.deps.db,
    storage: app.deps.storage,
    repo: app.repositories.playlists,
    tracksRepo: app.repositories.sharedTracks,
  });
  const plays = playsService({ repo: app.repositories.plays, limits: appRateLimiter(app) });

  app.get('/api/listen/:token', async (request, reply) => {
    const { token } = paramsOr404(
      shareTokenParamsSchema,
      request.params,
      SHARED_PLAYLIST_NOT_FOUND,
    );
    const playlist = await shared.find(token);
    return reply.header('Cache-Control', 'no-store').send(playlist);
  });

  app.get('/api/listen/:token/tracks', async (request, reply) => {
    const { token } = paramsOr404(
      shareTokenParamsSchema,
      request.params,
      SHARED_PLAYLIST_NOT_FOUND,
    );
    const query = parseInput(playlistTracksQuerySchema, request.query);
    reply.header('Cache-Control', 'no-store');
    return sendList(
      request,
      reply,
      query,
      (cursor, limit) => shared.tracksPage(token, cursor, limit),
      { whole: false },
    );
  });

  // A play on the public page (issue 28 item 5): counted for the song's owner as the public
  // playlist's, signed out or not; the rate limits per address are its window.
  app.post('/api/listen/:token/tracks/:trackId/plays', async (request, reply) => {
    const { token, trackId } = paramsOr404(
      sharedTrackParamsSchema,
      request.params,
      SHARED_PLAYLIST_NOT_FOUND,
    );
    const track = await shared.findPlayableTrack(token, trackId);
    await plays.recordPublic(
      { ...track, source: 'publicPlaylist', ip: request.ip },
      parseAfterAccess(playReportSchema, request.body),
    );
    return reply.code(204).header('Cache-Control', 'no-store').send();
  });

  app.get('/api/listen/:token/tracks/:trackId/audio', async (request, reply) => {
    const { token, trackId } = paramsOr404(
      sharedTrackParamsSchema,
      request.params,
      SHARED_PLAYLIST_NOT_FOUND,
    );
    const { file, size } = await shared.findTrackFile(token, trackId);

    reply.header('Cache-Control', 'no-store');
    return sendByteRange(request, reply, {
      size,
      mimeType: file.mimeType,
      open: (range) => shared.open(file, range),
    });
  });
}
