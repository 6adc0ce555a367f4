import type { FastifyInstance } from 'fastify';
import { PROFILE_PICTURE_MAX_BYTES } from '../../../shared/constants.js';
import { badRequest, notFound, unsupportedMediaType } from '../../lib/http-errors.js';
import { requireUser } from '../../plugins/auth.js';
import { NOT_AN_IMAGE, profilePictureService } from './profile-picture.service.js';

const FIELD = 'profilePicture';

/** POST /api/user/profile-picture (signed in) and GET /uploads/profile-pictures/:name (public). */
export async function profilePictureRoutes(app: FastifyInstance): Promise<void> {
  const service = profilePictureService({
    storage: app.deps.storage,
    repo: app.repositories.profilePicture,
    onCleanupError: (error) => app.log.warn({ err: error }, 'could not delete old profile picture'),
  });

  app.post('/api/user/profile-picture', async (request) => {
    const session = requireUser(request);
    if (!request.isMultipart()) throw unsupportedMediaType(NOT_AN_IMAGE);
    // One byte over the limit lets the storage byte cap see (and refuse) an oversized file.
    const file = await request.file({
      limits: { fileSize: PROFILE_PICTURE_MAX_BYTES + 1, files: 1 },
    });
    if (!file || file.fieldname !== FIELD) {
      file?.file.resume();
      throw badRequest(NOT_AN_IMAGE, { [FIELD]: NOT_AN_IMAGE });
    }
    return service.replace(session.profileId, {
      stream: file.file,
      truncated: () => file.file.truncated,
    });
  });

  // Public on purpose: avatars are shown to collaborators and names are unguessable.
  app.get<{ Params: { name: string } }>(
    '/uploads/profile-pictures/:name',
    async (request, reply) => {
      const picture = await service.open(request.params.name);
      if (!picture) throw notFound('Profile picture not found');
      return reply
        .header('Content-Type', picture.mime)
        .header('Content-Length', picture.size)
        .header('Cache-Control', 'public, max-age=86400')
        .send(picture.stream);
    },
  );
}
