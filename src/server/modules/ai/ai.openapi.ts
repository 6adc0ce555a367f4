import {
  aiStatusSchema,
  lyricsSuggestionsResultSchema,
  lyricsSuggestionsSchema,
} from '../../../shared/schemas/rhymes.js';
import { docsFor, json, jsonBody } from '../../lib/route-docs.js';

export const aiRouteDocs = docsFor('writing', [
  {
    method: 'GET',
    path: '/api/ai/status',
    summary: 'Whether line suggestions are configured on this server',
    answers: { 200: json(aiStatusSchema) },
  },
  {
    method: 'POST',
    path: '/api/ai/lyrics-suggestions',
    summary: 'Suggested next lines from the configured language model',
    description: 'Without a model configured: 503, the error answer with `enabled: false`.',
    body: jsonBody(lyricsSuggestionsSchema),
    answers: { 200: json(lyricsSuggestionsResultSchema) },
    errors: [400, 429],
  },
]);
