export { appRateLimiter } from './app-rate-limiter.js';
export type { Counter, RateLimiter } from './rate-limiter.js';
export { deleteEndedRateLimitBuckets } from './rate-limiter.js';
export { RATE_LIMITS } from './rate-limit-rules.js';
