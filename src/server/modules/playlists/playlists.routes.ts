import type { FastifyInstance } from 'fastify';
import {
  addPlaylistTrackSchema,
  createPlaylistSchema,
  listPlaylistsQuerySchema,
  movePlaylistTrackSchema,
  PLAYLIST_NOT_FOUND,
  PLAYLIST_TRACK_NOT_FOUND,
  playlistIdParamsSchema,
  playlistTrackParamsSchema,
  playlistTracksQuerySchema,
  reorderPlaylistSchema,
  updatePlaylistSchema,
} from '../../../shared/schemas/playlists.js';
import { sendList } from '../../lib/list-answer.js';
import { idParam, paramsOr404, parseInput } from '../../lib/validate.js';
import { requireUser } from '../../plugins/auth.js';
import { refuseDemoPublishing } from '../../sessions/demo-publishing.js';
import { playlistTracksService } from './playlist-tracks.service.js';
import { playlistsService } from './playlists.service.js';

/** The active profile's playlists and their songs (issue 6), in keyset pages (DESIGN §3). */
export async function playlistsRoutes(app: FastifyInstance): Promise<void> {
  const repositories = {
    db: app.deps.db,
    repo: app.repositories.playlists,
    tracksRepo: app.repositories.playlistTracks,
  };
  const playlists = playlistsService(repositories);
  const tracks = playlistTracksService(repositories);
  const playlistId = (params: unknown) =>
    idParam(playlistIdParamsSchema, params, PLAYLIST_NOT_FOUND);
  const trackParams = (params: unknown) =>
    paramsOr404(playlistTrackParamsSchema, params, PLAYLIST_TRACK_NOT_FOUND);

  // In the spec's call table: without `limit` the whole list, streamed.
  app.get('/api/playlists', async (request, reply) => {
    const session = requireUser(request);
    // The spec's ?userId= is validated and then ignored: only the caller's own lists exist.
    const query = parseInput(listPlaylistsQuerySchema, request.query);
    return sendList(
      request,
      reply,
      query,
      (cursor, limit) => playlists.page(session.profileId, cursor, limit),
      { whole: true },
    );
  });

  app.post('/api/playlists', async (request, reply) => {
    const session = requireUser(request);
    const input = parseInput(createPlaylistSchema, request.body);
    refuseDemoPublishing(session, input.isPublic);
    return reply.code(201).send(await playlists.create(session.profileId, input));
  });

  app.get('/api/playlists/:id', async (request) => {
    const session = requireUser(request);
    return playlists.read(session.profileId, playlistId(request.params));
  });

  app.patch('/api/playlists/:id', async (request) => {
    const session = requireUser(request);
    const id = playlistId(request.params);
    const input = parseInput(updatePlaylistSchema, request.body);
    refuseDemoPublishing(session, input.isPublic === true);
    return playlists.update(session.profileId, id, input);
  });

  app.delete('/api/playlists/:id', async (request, reply) => {
    const session = requireUser(request);
    await playlists.remove(session.profileId, playlistId(request.params));
    return reply.code(204).send();
  });

  app.get('/api/playlists/:id/tracks', async (request, reply) => {
    const session = requireUser(request);
    const id = playlistId(request.params);
    const query = parseInput(playlistTracksQuerySchema, request.query);
    return sendList(
      request,
      reply,
      query,
      (cursor, limit) => playlists.tracksPage(session.profileId, id, cursor, limit),
      { whole: false },
    );
  });

  app.post('/api/playlists/:id/tracks', async (request, reply) => {
    const session = requireUser(request);
    const id = playlistId(request.params);
    const { audioFileId } = parseInput(addPlaylistTrackSchema, request.body);
    return reply.code(201).send(await tracks.add(session.profileId, id, audioFileId));
  });

  app.delete('/api/playlists/:id/tracks/:trackId', async (request, reply) => {
    const session = requireUser(request);
    const id = playlistId(request.params);
    const { trackId } = paramsOr404(
      playlistTrackParamsSchema,
      request.params,
      PLAYLIST_TRACK_NOT_FOUND,
    );
    await tracks.remove(session.profileId, id, trackId);
    return reply.code(204).send();
  });

  app.put('/api/playlists/:id/tracks/:trackId/position', async (request, reply) => {
    const session = requireUser(request);
    const id = playlistId(request.params);
    const { trackId } = trackParams(request.params);
    const { afterTrackId } = parseInput(movePlaylistTrackSchema, request.body);
    await tracks.move(session.profileId, id, trackId, afterTrackId);
    return reply.code(204).send();
  });

  app.put('/api/playlists/:id/tracks/order', async (request) => {
    const session = requireUser(request);
    const id = playlistId(request.params);
    const { trackIds } = parseInput(reorderPlaylistSchema, request.body);
    return tracks.reorder(session.profileId, id, trackIds);
  });
}
