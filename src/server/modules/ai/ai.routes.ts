import type { FastifyInstance } from 'fastify';
import { AI_DISABLED_MESSAGE, lyricsSuggestionsSchema } from '../../../shared/schemas/rhymes.js';
import { codedError } from '../../lib/error-answer.js';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../../plugins/auth.js';
import { aiService } from './ai.service.js';

/** Spec: the lyrics writer's AI button; a slow model must not hold a request for long. */
export const AI_TIMEOUT_MS = 20_000;

/** Optional AI line suggestions (LLM_BASE_URL / LLM_API_KEY / LLM_MODEL). */
export async function aiRoutes(app: FastifyInstance): Promise<void> {
  const { llmBaseUrl, llmApiKey, llmModel } = app.deps.config;
  const service = aiService({
    settings: llmBaseUrl
      ? { baseUrl: llmBaseUrl, apiKey: llmApiKey, model: llmModel, timeoutMs: AI_TIMEOUT_MS }
      : null,
  });

  app.get('/api/ai/status', async (request) => {
    requireUser(request);
    return { enabled: service.enabled };
  });

  app.post('/api/ai/lyrics-suggestions', async (request, reply) => {
    requireUser(request);
    // The client shows this message on the AI button, so it says how to turn the feature on.
    if (!service.enabled)
      return reply.code(503).send({ ...codedError(503, AI_DISABLED_MESSAGE), enabled: false });
    const input = parseInput(lyricsSuggestionsSchema, request.body);
    return { suggestions: await service.suggestLines(input) };
  });
}
