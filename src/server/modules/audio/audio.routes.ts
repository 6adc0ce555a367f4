import type { FastifyInstance } from 'fastify';
import {
  audioIdParamsSchema,
  markLatestSchema,
  moveAudioSchema,
  projectAudioParamsSchema,
  songListQuerySchema,
  updateAudioNotesSchema,
  updateAudioTitleSchema,
} from '../../../shared/schemas/audio.js';
import { projectIdParamsSchema } from '../../../shared/schemas/projects.js';
import { createAnalysisPool } from '../../audio/analysis-pool.js';
import { pageLimit, sendJsonArrayStream, sendPage } from '../../lib/pagination.js';
import { paramsOr404, parseInput } from '../../lib/validate.js';
import { requireUser } from '../../plugins/auth.js';
import { AUDIO_NOT_FOUND } from './audio-access.js';
import { audioService } from './audio.service.js';
import { audioUploadService } from './audio-upload.service.js';
import { registerAudioUploadRoutes } from './audio-upload.routes.js';
import { createSongPageCache } from './song-page-cache.js';
import { songListService } from './song-list.service.js';

/** A page was asked for (a limit or a cursor); without, the spec's whole list. */
const isPaged = (query: { limit?: number; cursor?: string }) =>
  query.limit !== undefined || query.cursor !== undefined;

/** Audio files: upload, list, read, edit, versions, move and delete (spec part 2 §7). */
export async function audioRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage } = app.deps;
  const pool = createAnalysisPool();
  app.addHook('onClose', () => pool.close());
  const audio = audioService({
    db,
    storage,
    onCleanupError: (error) => app.log.warn({ err: error }, 'could not delete a stored audio file'),
  });
  registerAudioUploadRoutes(app, audioUploadService({ db, storage, pool }));

  const songs = songListService({
    db,
    cache: createSongPageCache(app.deps.config.songPageCacheBytes),
  });
  const audioId = (params: unknown) => paramsOr404(audioIdParamsSchema, params, AUDIO_NOT_FOUND).id;

  // Song lists (DESIGN §3): a keyset page with `limit` (or `cursor`), else the spec's whole
  // array, streamed a chunk at a time.
  app.get('/api/projects/:id/audio', async (request, reply) => {
    const session = requireUser(request);
    const { id } = paramsOr404(projectIdParamsSchema, request.params, 'Project not found');
    const query = parseInput(songListQuerySchema, request.query);
    if (!isPaged(query))
      return sendJsonArrayStream(reply, await songs.projectAll(session, id, query));
    return sendPage(
      request,
      reply,
      await songs.projectPage(session, id, query),
      pageLimit(query.limit),
    );
  });

  // `?userId=` (spec part 2 §7) is accepted and ignored: the list is always the caller's.
  app.get('/api/audio/all', async (request, reply) => {
    const session = requireUser(request);
    const query = parseInput(songListQuerySchema, request.query);
    if (!isPaged(query)) return sendJsonArrayStream(reply, songs.libraryAll(session, query));
    return sendPage(
      request,
      reply,
      await songs.libraryPage(session, query),
      pageLimit(query.limit),
    );
  });

  app.get('/api/audio/:id', async (request) =>
    audio.get(requireUser(request), audioId(request.params)),
  );

  app.get('/api/audio/:id/versions', async (request) =>
    audio.versions(requireUser(request), audioId(request.params)),
  );

  app.patch('/api/audio/:id/notes', async (request) => {
    const session = requireUser(request);
    const id = audioId(request.params);
    const { notes } = parseInput(updateAudioNotesSchema, request.body);
    return audio.edit(session, id, { notes });
  });

  app.patch('/api/audio/:id/title', async (request) => {
    const session = requireUser(request);
    const id = audioId(request.params);
    const { title } = parseInput(updateAudioTitleSchema, request.body);
    return audio.edit(session, id, { title });
  });

  app.patch('/api/audio/:id/project', async (request) => {
    const session = requireUser(request);
    const id = audioId(request.params);
    const { projectId } = parseInput(moveAudioSchema, request.body);
    return audio.move(session, id, projectId);
  });

  app.post('/api/audio/:id/latest', async (request) => {
    const session = requireUser(request);
    const id = audioId(request.params);
    const { versionOf } = parseInput(markLatestSchema, request.body);
    return audio.markLatest(session, id, versionOf);
  });

  app.delete('/api/audio/:id', async (request, reply) => {
    await audio.delete(requireUser(request), audioId(request.params));
    return reply.status(204).send();
  });

  app.delete('/api/projects/:id/audio/:audioId', async (request, reply) => {
    const session = requireUser(request);
    const { id, audioId: fileId } = paramsOr404(
      projectAudioParamsSchema,
      request.params,
      AUDIO_NOT_FOUND,
    );
    await audio.delete(session, fileId, id);
    return reply.status(204).send();
  });
}
