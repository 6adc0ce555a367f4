export { appRateLimiter } from './app-rate-limiter.js';
export type { Counter, RateLimiter } from './rate-limiter.js';
