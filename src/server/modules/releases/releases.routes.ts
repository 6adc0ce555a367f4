import type { FastifyInstance } from 'fastify';
import { pageQuerySchema } from '../../../shared/schemas/pagination.js';
import {
  createReleaseSchema,
  RELEASE_NOT_FOUND,
  releaseIdParamsSchema,
  releaseTracksSchema,
  updateReleaseSchema,
} from '../../../shared/schemas/releases.js';
import { sendList } from '../../lib/list-answer.js';
import { idParam, parseInput } from '../../lib/validate.js';
import { requireUser } from '../../plugins/auth.js';
import { refuseDemoPublishing } from '../../sessions/demo-publishing.js';
import { deleteArtworkFiles } from './release-artwork.service.js';
import { releaseTracksService } from './release-tracks.service.js';
import { releasesService } from './releases.service.js';

/** The active profile's releases (issue 28): its own, 404 to anyone else. */
export async function releasesRoutes(app: FastifyInstance): Promise<void> {
  const releases = releasesService({ db: app.deps.db, repo: app.repositories.releases });
  const tracks = releaseTracksService({ db: app.deps.db });
  const releaseId = (params: unknown) => idParam(releaseIdParamsSchema, params, RELEASE_NOT_FOUND);

  app.get('/api/releases', async (request, reply) => {
    const session = requireUser(request);
    const query = parseInput(pageQuerySchema, request.query);
    return sendList(
      request,
      reply,
      query,
      (cursor, limit) => releases.page(session.profileId, cursor, limit),
      { whole: false },
    );
  });

  app.post('/api/releases', async (request, reply) => {
    const session = requireUser(request);
    const input = parseInput(createReleaseSchema, request.body);
    return reply.code(201).send(await releases.create(session.profileId, input));
  });

  app.get('/api/releases/:id', async (request) => {
    const session = requireUser(request);
    return releases.read(session.profileId, releaseId(request.params));
  });

  app.patch('/api/releases/:id', async (request) => {
    const session = requireUser(request);
    const id = releaseId(request.params);
    const input = parseInput(updateReleaseSchema, request.body);
    refuseDemoPublishing(session, input.published === true);
    return releases.update(session.profileId, id, input);
  });

  app.delete('/api/releases/:id', async (request, reply) => {
    const session = requireUser(request);
    const removed = await releases.remove(session.profileId, releaseId(request.params));
    await deleteArtworkFiles(app.deps.storage, removed, (error) => app.log.warn({ err: error }));
    return reply.code(204).send();
  });

  app.put('/api/releases/:id/tracks', async (request) => {
    const session = requireUser(request);
    const id = releaseId(request.params);
    const input = parseInput(releaseTracksSchema, request.body);
    return tracks.replace(session.profileId, id, input);
  });
}
