import type { FastifyInstance } from 'fastify';
import {
  RELEASE_ARTWORK,
  RELEASE_ARTWORK_TYPE,
  RELEASE_NOT_FOUND,
  releaseIdParamsSchema,
} from '../../../shared/schemas/releases.js';
import { badRequest, unsupportedMediaType } from '../../lib/http-errors.js';
import { idParam } from '../../lib/validate.js';
import { requireUser } from '../../plugins/auth.js';
import { releaseArtworkService } from './release-artwork.service.js';

const FIELD = 'file';

/** A release's artwork (issue 28): the owner uploads and reads it; 404 to anyone else. */
export async function releaseArtworkRoutes(app: FastifyInstance): Promise<void> {
  const artwork = releaseArtworkService({
    db: app.deps.db,
    storage: app.deps.storage,
    onCleanupError: (error) => app.log.warn({ err: error }, 'could not delete release artwork'),
  });
  const releaseId = (params: unknown) => idParam(releaseIdParamsSchema, params, RELEASE_NOT_FOUND);

  app.post('/api/releases/:id/artwork', async (request) => {
    const session = requireUser(request);
    const id = releaseId(request.params);
    // Not found and the delivered lock answer before any byte of the body is read.
    await artwork.checkTarget(session.profileId, id);
    if (!request.isMultipart()) throw unsupportedMediaType(RELEASE_ARTWORK_TYPE);
    // One byte over the limit lets the storage byte cap see (and refuse) an oversized file.
    const file = await request.file({
      limits: { fileSize: RELEASE_ARTWORK.maxBytes + 1, files: 1 },
    });
    if (!file || file.fieldname !== FIELD) {
      file?.file.resume();
      throw badRequest(RELEASE_ARTWORK_TYPE, { [FIELD]: RELEASE_ARTWORK_TYPE });
    }
    return artwork.replace(session.profileId, id, {
      stream: file.file,
      truncated: () => file.file.truncated,
    });
  });

  for (const [suffix, thumbnail] of [
    ['', false],
    ['/thumbnail', true],
  ] as const) {
    app.get(`/api/releases/:id/artwork${suffix}`, async (request, reply) => {
      const session = requireUser(request);
      const image = await artwork.open(session.profileId, releaseId(request.params), thumbnail);
      // Private: only the owner reads it; the address changes (?v=) whenever the release does.
      return reply
        .header('Content-Type', image.mime)
        .header('Content-Length', image.size)
        .header('Cache-Control', 'private, max-age=86400')
        .send(image.stream);
    });
  }
}
