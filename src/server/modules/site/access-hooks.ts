import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can } from '../../../shared/permissions.js';
import { MAINTENANCE_MESSAGE } from '../../../shared/schemas/admin.js';
import { HttpError } from '../../lib/http-errors.js';
import { requireAdmin } from '../../plugins/auth.js';
import { siteInfo } from './site-info.js';

const ADMIN_PREFIX = '/api/admin';

/**
 * What stays open in maintenance mode: the site facts (the client's maintenance page), who is
 * signed in, and signing in and out (so an administrator can still get in), plus the health
 * probe, which load balancers and the ops team read and which serves no person's data.
 */
const OPEN_DURING_MAINTENANCE = new Set([
  'GET /api/site',
  'GET /api/auth/user',
  'GET /api/auth/session',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
]);

/** The route pattern when one matched (e.g. /api/admin/users/:id), else the path. */
function routePath(request: FastifyRequest): string {
  return request.routeOptions.url ?? request.url.split('?')[0] ?? '';
}

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * Two checks before any handler runs (after the session is loaded):
 * - every route under /api/admin is for accounts with the admin role (401 signed out, 403
 *   others), whichever module registers it, so a new admin route cannot forget the check;
 * - in maintenance mode every other /api request from a non-administrator gets a 503.
 */
export function registerAccessHooks(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = routePath(request);
    if (isUnder(path, ADMIN_PREFIX)) {
      requireAdmin(request);
      return;
    }
    if (!isUnder(path, '/api')) return;
    if (can(request.session?.role, 'site.useDuringMaintenance')) return;
    if (OPEN_DURING_MAINTENANCE.has(`${request.method} ${path}`)) return;
    if (!(await siteInfo(app.deps.db, app.deps.config)).maintenanceMode) return;
    void reply.header('retry-after', '300');
    throw new HttpError(503, MAINTENANCE_MESSAGE);
  });
}
