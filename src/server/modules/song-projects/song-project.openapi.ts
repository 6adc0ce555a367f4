import { audioIdParamsSchema } from '../../../shared/schemas/audio.js';
import { projectSchema } from '../../../shared/schemas/projects.js';
import { docsFor, json } from '../../lib/route-docs.js';

export const songProjectRouteDocs = docsFor('audio', [
  {
    method: 'POST',
    path: '/api/audio/:id/song-project',
    summary: 'Give a song a project of its own',
    params: audioIdParamsSchema,
    answers: { 201: json(projectSchema, 'The new project') },
    errors: [404, 409],
  },
]);
