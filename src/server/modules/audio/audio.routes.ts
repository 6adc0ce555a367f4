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
import { sendList } from '../../lib/list-answer.js';
import { paramsOr404, parseAfterAccess, parseInput } from '../../lib/validate.js';
import { requireUser } from '../../plugins/auth.js';
import { AUDIO_NOT_FOUND } from './audio-access.js';
import { audioService } from './audio.service.js';
import { createSongPageCache } from './song-page-cache.js';
import { songListService } from './song-list.service.js';

/**
 * Audio files: list, read, edit, versions, move and delete (spec part 2 §7). Uploads are the
 * audio-uploads module's (routes.ts registers them).
 */
export async function audioRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage } = app.deps;
  const audio = audioService({
    db,
    storage,
    onCleanupError: (error) => app.log.warn({ err: error }, 'could not delete a stored audio file'),
    repo: app.repositories.audio,
  });

  const songs = songListService({
    db,
    repo: app.repositories.songList,
    cache: createSongPageCache(app.deps.config.songPageCacheBytes),
  });
  const audioId = (params: unknown) => paramsOr404(audioIdParamsSchema, params, AUDIO_NOT_FOUND).id;

  // Song lists (DESIGN §3): a keyset page with `limit` (or `cursor`), else the spec's whole
  // array, streamed a page at a time (cached pages go out as their text).
  app.get('/api/projects/:id/audio', async (request, reply) => {
    const session = requireUser(request);
    const { id } = paramsOr404(projectIdParamsSchema, request.params, 'Project not found');
    const query = parseInput(songListQuerySchema, request.query);
    const page = (cursor: string | null, limit: number) =>
      songs.projectPage(session, id, { ...query, cursor, limit });
    return sendList(request, reply, query, page, { whole: true });
  });

  // `?userId=` (spec part 2 §7) is accepted and ignored: the list is always the caller's.
  app.get('/api/audio/all', async (request, reply) => {
    const session = requireUser(request);
    const query = parseInput(songListQuerySchema, request.query);
    const page = (cursor: string | null, limit: number) =>
      songs.libraryPage(session, { ...query, cursor, limit });
    return sendList(request, reply, query, page, { whole: true });
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
    return audio.edit(session, id, parseAfterAccess(updateAudioNotesSchema, request.body));
  });

  app.patch('/api/audio/:id/title', async (request) => {
    const session = requireUser(request);
    const id = audioId(request.params);
    return audio.edit(session, id, parseAfterAccess(updateAudioTitleSchema, request.body));
  });

  app.patch('/api/audio/:id/project', async (request) => {
    const session = requireUser(request);
    const id = audioId(request.params);
    return audio.move(session, id, parseAfterAccess(moveAudioSchema, request.body));
  });

  app.post('/api/audio/:id/latest', async (request) => {
    const session = requireUser(request);
    const id = audioId(request.params);
    return audio.markLatest(session, id, parseAfterAccess(markLatestSchema, request.body));
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
