import { songDetailsInputSchema, songDetailsSchema } from '../../../shared/schemas/details.js';
import { projectIdParamsSchema } from '../../../shared/schemas/projects.js';
import { docsFor, json, jsonBody } from '../../lib/route-docs.js';

export const detailsRouteDocs = docsFor('details', [
  {
    method: 'GET',
    path: '/api/projects/:id/details',
    summary: "A song project's details (key, tempo, ISRC, ...)",
    params: projectIdParamsSchema,
    answers: { 200: json(songDetailsSchema) },
    errors: [404],
  },
  {
    method: 'POST',
    path: '/api/projects/:id/details',
    summary: "Save a song project's details (validated after access)",
    params: projectIdParamsSchema,
    body: jsonBody(songDetailsInputSchema),
    answers: { 200: json(songDetailsSchema) },
    errors: [400, 404],
  },
]);
