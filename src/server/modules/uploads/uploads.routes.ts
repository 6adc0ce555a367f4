import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../../plugins/auth.js';
import { findProjectRole } from '../projects/index.js';
import { sendByteRange } from './send-byte-range.js';
import { attachmentDisposition } from './content-disposition.js';
import { uploadsService } from './uploads.service.js';

const paramsSchema = z.object({ filename: z.string() });
const querySchema = z.object({ download: z.enum(['0', '1', 'true', 'false']).optional() });

/** GET /uploads/:filename: streams audio to any member of its project, with HTTP Range (seeking). */
export async function uploadsRoutes(app: FastifyInstance): Promise<void> {
  const service = uploadsService({
    repo: app.repositories.uploads,
    storage: app.deps.storage,
    findRole: (profileId, projectId) => findProjectRole(app.deps.db, profileId, projectId),
  });

  app.get('/uploads/:filename', async (request, reply) => {
    const session = requireUser(request);
    const { filename } = parseInput(paramsSchema, request.params);
    const { download } = parseInput(querySchema, request.query);
    const { audio, size } = await service.findPlayable(session, filename);

    reply.header('Cache-Control', 'private');
    if (download === '1' || download === 'true') {
      reply.header('Content-Disposition', attachmentDisposition(audio.originalName));
    }
    return sendByteRange(request, reply, {
      size,
      mimeType: audio.mimeType,
      open: (range) => service.open(audio, range),
    });
  });
}
