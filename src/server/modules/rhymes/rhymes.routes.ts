import type { FastifyInstance } from 'fastify';
import { rhymeQuerySchema, syllablesQuerySchema } from '../../../shared/schemas/rhymes.js';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../../plugins/auth.js';
import { rhymesThread } from './rhymes-thread.js';

/** Writing aids: the rhyme finder and per-line syllable counts (signed-in users). */
export async function rhymesRoutes(app: FastifyInstance): Promise<void> {
  const thread = rhymesThread();
  app.addHook('onClose', () => thread.close());
  // Outside tests, the English index is built in the background as the server starts.
  if (app.deps.config.env !== 'test') {
    app.addHook('onReady', () => {
      thread
        .warm()
        .catch((error: unknown) => app.log.warn({ error }, 'rhyme index warm-up failed'));
    });
  }

  app.get('/api/rhymes', async (request) => {
    requireUser(request);
    const { word, lang } = parseInput(rhymeQuerySchema, request.query);
    return thread.findRhymes(word, lang);
  });

  app.get('/api/syllables', async (request) => {
    requireUser(request);
    const { text, lang } = parseInput(syllablesQuerySchema, request.query);
    return { lines: await thread.countTextSyllables(text, lang) };
  });
}
