import type { FastifyInstance } from 'fastify';
import {
  playlistTracksQuerySchema,
  SHARED_PLAYLIST_NOT_FOUND,
  sharedTrackParamsSchema,
  shareTokenParamsSchema,
} from '../../../shared/schemas/playlists.js';
import { sendList } from '../../lib/list-answer.js';
import { paramsOr404, parseInput } from '../../lib/validate.js';
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
