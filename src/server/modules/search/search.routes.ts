import type { FastifyInstance } from 'fastify';
import { SEARCH_INVALID_CODE, searchQuerySchema } from '../../../shared/schemas/search.js';
import { HttpError } from '../../lib/http-errors.js';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../../plugins/auth.js';
import { searchService } from './search.service.js';
import { renderStaleLyrics } from '../lyrics/index.js';

/** Parses `?q=&limit=`; a refusal carries the search's stable code. */
function searchQuery(query: unknown) {
  try {
    return parseInput(searchQuerySchema, query);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    throw new HttpError(error.statusCode, error.message, error.fieldErrors, SEARCH_INVALID_CODE);
  }
}

/** GET /api/search: the top bar's search over everything the caller may see. */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const service = searchService({ repo: app.repositories.search });
  app.get('/api/search', async (request) => {
    const session = requireUser(request);
    const { q, limit } = searchQuery(request.query);
    // Lyrics are found by the words their live documents show now (rendered within seconds).
    await renderStaleLyrics(app.deps.db, { visibleTo: session.profileId });
    return service.search(session.profileId, q, limit);
  });
}
