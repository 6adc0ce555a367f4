import { siteCountsSchema, siteInfoSchema } from '../../../shared/schemas/admin.js';
import { docsFor, json } from '../../lib/route-docs.js';

export const siteRouteDocs = docsFor('site', [
  {
    method: 'GET',
    path: '/api/site',
    summary: 'Public site facts: name, sign-up open, maintenance mode',
    public: true,
    answers: { 200: json(siteInfoSchema) },
  },
  {
    method: 'GET',
    path: '/api/site/counts',
    summary: "This instance's creators, collaborations and songs (the landing page's figures)",
    public: true,
    answers: { 200: json(siteCountsSchema) },
  },
]);
