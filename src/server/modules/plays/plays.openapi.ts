import { playReportSchema } from '../../../shared/schemas/analytics.js';
import { audioIdParamsSchema } from '../../../shared/schemas/audio.js';
import { docsFor, empty, jsonBody } from '../../lib/route-docs.js';

export const playsRouteDocs = docsFor('analytics', [
  {
    method: 'POST',
    path: '/api/audio/:id/plays',
    summary: 'Count a play of a song one may see (validated after access)',
    params: audioIdParamsSchema,
    body: jsonBody(playReportSchema),
    answers: { 204: empty('Counted') },
    errors: [400, 404, 429],
  },
]);
