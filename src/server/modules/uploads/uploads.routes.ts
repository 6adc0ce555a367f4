import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../../plugins/auth.js';
import { findProjectRole } from '../projects/project-access.js';
import { parseByteRange } from './byte-range.js';
import { attachmentDisposition } from './content-disposition.js';
import { uploadsRepository } from './uploads.repository.js';
import { uploadsService } from './uploads.service.js';

const paramsSchema = z.object({ filename: z.string() });
const querySchema = z.object({ download: z.enum(['0', '1', 'true', 'false']).optional() });

/** GET /uploads/:filename: streams audio to any member of its project, with HTTP Range (seeking). */
export async function uploadsRoutes(app: FastifyInstance): Promise<void> {
  const service = uploadsService({
    repo: uploadsRepository(app.deps.db),
    storage: app.deps.storage,
    findRole: (profileId, projectId) => findProjectRole(app.deps.db, profileId, projectId),
  });

  app.get('/uploads/:filename', async (request, reply) => {
    const session = requireUser(request);
    const { filename } = parseInput(paramsSchema, request.params);
    const { download } = parseInput(querySchema, request.query);
    const { audio, size } = await service.findPlayable(session, filename);

    reply.header('Accept-Ranges', 'bytes').header('Cache-Control', 'private');
    const wanted = parseByteRange(request.headers.range, size);
    if (wanted.kind === 'unsatisfiable') {
      return reply
        .status(416)
        .header('Content-Range', `bytes */${size}`)
        .send({ message: 'Requested range not satisfiable' });
    }
    if (download === '1' || download === 'true') {
      reply.header('Content-Disposition', attachmentDisposition(audio.originalName));
    }
    reply.header('Content-Type', audio.mimeType);
    if (wanted.kind === 'full') {
      return reply.header('Content-Length', size).send(service.open(audio));
    }
    const { start, end } = wanted.range;
    return reply
      .status(206)
      .header('Content-Range', `bytes ${start}-${end}/${size}`)
      .header('Content-Length', end - start + 1)
      .send(service.open(audio, wanted.range));
  });
}
