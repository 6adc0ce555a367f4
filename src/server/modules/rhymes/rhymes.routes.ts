import type { FastifyInstance } from 'fastify';
import { rhymeQuerySchema, syllablesQuerySchema } from '../../../shared/schemas/rhymes.js';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../../plugins/auth.js';
import { countTextSyllables, findRhymes } from './rhymes.service.js';

/** Writing aids: the rhyme finder and per-line syllable counts (signed-in users). */
export async function rhymesRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/rhymes', async (request) => {
    requireUser(request);
    const { word, lang } = parseInput(rhymeQuerySchema, request.query);
    return findRhymes(word, lang);
  });

  app.get('/api/syllables', async (request) => {
    requireUser(request);
    const { text, lang } = parseInput(syllablesQuerySchema, request.query);
    return { lines: await countTextSyllables(text, lang) };
  });
}
