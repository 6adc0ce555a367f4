import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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
    const origin = request.headers.origin;
    if (!origin || !request.headers.cookie) return;
    const allowed = new Set<string>([`${request.protocol}://${request.host}`]);
    if (app.deps.config.publicUrl) allowed.add(new URL(app.deps.config.publicUrl).origin);
    if (!allowed.has(origin)) throw forbidden('Cross-site request refused');
  });
}
