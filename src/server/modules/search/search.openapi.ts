import { searchQuerySchema, searchResultsSchema } from '../../../shared/schemas/search.js';
import { docsFor, json } from '../../lib/route-docs.js';

export const searchRouteDocs = docsFor('search', [
  {
    method: 'GET',
    path: '/api/search',
    summary: 'Search projects, lyrics, playlists, releases and people the caller may see',
    query: searchQuerySchema,
    answers: { 200: json(searchResultsSchema) },
    errors: [400],
  },
]);
