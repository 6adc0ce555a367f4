import type { FastifyInstance } from 'fastify';
import { rhymeQuerySchema, syllablesQuerySchema } from '../../../shared/schemas/rhymes.js';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../../plugins/auth.js';
import { rhymesThread } from './rhymes-thread.js';

/**
 * Writing aids: the rhyme finder and per-line syllable counts (signed-in users). Nothing is
 * loaded at start-up: the lyrics editor asks for syllable counts as it opens, which starts the
 * thread and builds the English index while the writer reads; it ends after RHYMES_IDLE_SECONDS.
 */
export async function rhymesRoutes(app: FastifyInstance): Promise<void> {
  const thread = rhymesThread({
    idleMs: app.deps.config.rhymesIdleMs,
    onThreadEvent: (event) => app.log.debug({ event }, 'rhyme finder thread'),
  });
  app.addHook('onClose', () => thread.close());

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
