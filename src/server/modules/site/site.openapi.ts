import { siteInfoSchema } from '../../../shared/schemas/admin.js';
import { docsFor, json } from '../../lib/route-docs.js';

export const siteRouteDocs = docsFor('site', [
  {
    method: 'GET',
    path: '/api/site',
    summary: 'Public site facts: name, sign-up open, maintenance mode',
    public: true,
    answers: { 200: json(siteInfoSchema) },
  },
]);
