import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../lib/http-errors.js';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Security headers, and the same-origin rule for state-changing requests (DESIGN §4). */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  // A cookie-carrying write must come from our own origin: browsers always send Origin on
  // cross-site POSTs, so a mismatch means another site is trying to act as the user.
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    if (!sameOrigin(app, request)) throw forbidden('Cross-site request refused');
  });
}

/**
 * Whether a cookie-carrying request may act: no Origin (not a browser's cross-site request) or
 * our own (the site's address, or PUBLIC_URL's). The lyrics channel's upgrade, a GET, is held
 * to the same rule: browsers send Origin on every WebSocket.
 */
export function sameOrigin(app: FastifyInstance, request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin || !request.headers.cookie) return true;
  const allowed = new Set<string>([`${request.protocol}://${request.host}`]);
  if (app.deps.config.publicUrl) allowed.add(new URL(app.deps.config.publicUrl).origin);
  return allowed.has(origin);
}
