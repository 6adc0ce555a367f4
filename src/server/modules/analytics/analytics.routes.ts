import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import {
  analyticsExportQuerySchema,
  analyticsQuerySchema,
} from '../../../shared/schemas/analytics.js';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../../plugins/auth.js';
import { settingsTimeZone } from '../account-settings/index.js';
import { analyticsCsv } from './analytics-export.js';
import { analyticsService } from './analytics.service.js';

/**
 * GET /api/analytics (the caller's own songs' figures over a period) and its CSV export. Both
 * read only the signed-in profile's own plays, so there is nothing else to authorize. Without
 * `tz`, days are those of the zone in the person's settings, else UTC's.
 */
export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  const service = analyticsService({
    repo: app.repositories.analytics,
    settingsTimeZone: (profileId) => settingsTimeZone(app.repositories.accountSettings, profileId),
  });

  app.get('/api/analytics', async (request, reply) => {
    const session = requireUser(request);
    const query = parseInput(analyticsQuerySchema, request.query);
    reply.header('Cache-Control', 'private, no-store');
    return service.answer(session.profileId, query);
  });

  app.get('/api/analytics/export', async (request, reply) => {
    const session = requireUser(request);
    const { view } = parseInput(analyticsExportQuerySchema, request.query);
    const query = parseInput(analyticsQuerySchema, request.query);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header(
        'Content-Disposition',
        `attachment; filename="analytics-${view}-${query.from}-${query.to}.csv"`,
      )
      .header('Cache-Control', 'private, no-store')
      .send(Readable.from(analyticsCsv(service, session.profileId, view, query)));
  });
}
