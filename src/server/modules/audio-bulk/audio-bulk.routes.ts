import type { FastifyInstance } from 'fastify';
import { audioBulkSchema, bulkDownloadQuerySchema } from '../../../shared/schemas/audio-bulk.js';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../../plugins/auth.js';
import { attachmentDisposition } from '../uploads/index.js';
import { audioBulkService } from './audio-bulk.service.js';
import { bulkDownload } from './bulk-download.js';

/** Bulk actions on chosen songs (issue 16 item 5): one request per action, all or nothing. */
export async function audioBulkRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage } = app.deps;
  const service = audioBulkService({
    db,
    storage,
    onCleanupError: (error) => app.log.warn({ err: error }, 'could not delete a stored audio file'),
  });

  app.post('/api/audio/bulk', async (request, reply) => {
    const session = requireUser(request);
    const result = await service.run(session, parseInput(audioBulkSchema, request.body));
    return reply.code(result.action === 'makeSongs' ? 201 : 200).send(result);
  });

  app.get('/api/audio/bulk-download', async (request, reply) => {
    const session = requireUser(request);
    const { ids } = parseInput(bulkDownloadQuerySchema, request.query);
    const stream = await bulkDownload({ db, storage }, session, ids);
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', attachmentDisposition('Trackroom songs.zip'))
      .header('Cache-Control', 'no-store')
      .send(stream);
  });
}
