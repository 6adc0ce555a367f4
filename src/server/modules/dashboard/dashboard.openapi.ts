import { dashboardSchema } from '../../../shared/schemas/dashboard.js';
import { docsFor, json } from '../../lib/route-docs.js';

export const dashboardRouteDocs = docsFor('dashboard', [
  {
    method: 'GET',
    path: '/api/dashboard/fast',
    summary: "The home page's projects, songs and collaborations in one answer",
    answers: { 200: json(dashboardSchema) },
  },
]);
