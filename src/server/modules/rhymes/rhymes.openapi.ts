import { z } from 'zod';
import {
  rhymeQuerySchema,
  rhymesResultSchema,
  rhymesUnsupportedSchema,
  syllablesQuerySchema,
  syllablesResultSchema,
} from '../../../shared/schemas/rhymes.js';
import { docsFor, json } from '../../lib/route-docs.js';

export const rhymesRouteDocs = docsFor('writing', [
  {
    method: 'GET',
    path: '/api/rhymes',
    summary: 'Rhymes of a word, grouped (English, Spanish, Portuguese)',
    query: rhymeQuerySchema,
    answers: {
      200: json(
        z.union([rhymesResultSchema, rhymesUnsupportedSchema]),
        'The rhymes, or a note that the language has none yet',
      ),
    },
    errors: [400],
  },
  {
    method: 'GET',
    path: '/api/syllables',
    summary: 'Syllables of each line of a text',
    query: syllablesQuerySchema,
    answers: { 200: json(syllablesResultSchema) },
    errors: [400],
  },
]);
