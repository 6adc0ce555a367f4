import type { FastifyInstance } from 'fastify';
import { rateLimiter, type RateLimiter } from './rate-limiter.js';

/** The app's rate limiter: its database and RATE_LIMITS from the config (clean-up: scheduler.ts). */
export function appRateLimiter(app: FastifyInstance): RateLimiter {
  return rateLimiter(app.deps.db, {
    enabled: app.deps.config.rateLimits,
  });
}
