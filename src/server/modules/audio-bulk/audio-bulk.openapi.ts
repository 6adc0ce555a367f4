import {
  audioBulkResultSchema,
  audioBulkSchema,
  bulkDownloadQuerySchema,
} from '../../../shared/schemas/audio-bulk.js';
import { docsFor, json, jsonBody, media } from '../../lib/route-docs.js';

export const audioBulkRouteDocs = docsFor('audio', [
  {
    method: 'POST',
    path: '/api/audio/bulk',
    summary: 'One action on many songs: delete, add to a playlist, move, make songs',
    description: 'All or nothing: a refused or missing song names its ids in `details`.',
    body: jsonBody(audioBulkSchema),
    answers: {
      200: json(audioBulkResultSchema, 'Done'),
      201: json(audioBulkResultSchema, 'makeSongs: the projects were created'),
    },
    errors: [400, 404, 409],
  },
  {
    method: 'GET',
    path: '/api/audio/bulk-download',
    summary: 'Chosen songs as one ZIP, streamed',
    query: bulkDownloadQuerySchema,
    answers: { 200: media(['application/zip'], 'A ZIP of the files (attachment)') },
    errors: [400, 404],
  },
]);
