import { docsFor, media } from '../../lib/route-docs.js';

export const apiDocsRouteDocs = docsFor('api-docs', [
  {
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This document (OpenAPI 3.1)',
    public: true,
    answers: { 200: media(['application/json'], 'The OpenAPI 3.1 document') },
  },
  {
    method: 'GET',
    path: '/api/docs',
    summary: 'The reference page rendered from this document (English, for developers)',
    public: true,
    answers: { 200: media(['text/html'], 'An HTML page without scripts') },
  },
]);
