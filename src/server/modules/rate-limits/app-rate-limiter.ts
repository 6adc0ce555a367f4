import type { FastifyInstance } from 'fastify';
import { rateLimiter, type RateLimiter } from './rate-limiter.js';

/** The app's rate limiter: its database, RATE_LIMITS from the config, clean-up failures logged. */
export function appRateLimiter(app: FastifyInstance): RateLimiter {
  return rateLimiter(app.deps.db, {
    enabled: app.deps.config.rateLimits,
    onCleanUpError: (error) => app.log.warn({ err: error }, 'rate-limit clean-up failed'),
  });
}
