export { registerIdempotency } from './idempotency-hooks.js';
export { idempotencyRepository } from './idempotency.repository.js';
