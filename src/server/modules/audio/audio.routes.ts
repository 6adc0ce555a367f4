import type { FastifyInstance } from 'fastify';
import {
  audioIdParamsSchema,
  markLatestSchema,
  moveAudioSchema,
  projectAudioParamsSchema,
  updateAudioNotesSchema,
  updateAudioTitleSchema,
} from '../../../shared/schemas/audio.js';
import { projectIdParamsSchema } from '../../../shared/schemas/projects.js';
import { createAnalysisPool } from '../../audio/analysis-pool.js';
import { paramsOr404, parseAfterAccess } from '../../lib/validate.js';
import { requireUser } from '../../plugins/auth.js';
import { AUDIO_NOT_FOUND } from './audio-access.js';
import { audioService } from './audio.service.js';
import { audioUploadService } from './audio-upload.service.js';
import { registerAudioUploadRoutes } from './audio-upload.routes.js';

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

  const audioId = (params: unknown) => paramsOr404(audioIdParamsSchema, params, AUDIO_NOT_FOUND).id;

  app.get('/api/projects/:id/audio', async (request) => {
    const session = requireUser(request);
    const { id } = paramsOr404(projectIdParamsSchema, request.params, 'Project not found');
    return audio.listProject(session, id);
  });

  // `?userId=` (spec part 2 §7) is accepted and ignored: the list is always the caller's.
  // The ETag lets a browser revalidate a long list (304) instead of downloading it again.
  app.get('/api/audio/all', async (request, reply) => {
    const list = await audio.listAll(requireUser(request));
    reply.header('etag', list.etag).header('cache-control', 'private, no-cache');
    if (request.headers['if-none-match'] === list.etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(list.body);
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
