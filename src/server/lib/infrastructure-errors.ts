// Failures of what the app stands on (the database server, the disk) rather than of a request:
// the error handler answers them with a status a client can act on (503: try again soon;
// 507: the server is out of space) instead of a generic 500.

export const DATABASE_UNAVAILABLE = 'The database is unavailable. Please try again in a moment.';
export const STORAGE_FULL =
  'The server has run out of storage space, so nothing was saved. Please try again later or tell the administrator.';

/**
 * PostgreSQL's "cannot serve you now" states: class 08 (connection exception), 57P01–57P03
 * (shutting down, crashed, starting up) and 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08\d{3}|57P0[123]|53300)$/;
/** postgres-js's own codes for a connection that is gone or never came up. */
const DRIVER_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
]);
/**
 * Socket failures. Other clients (mail, the LLM endpoint) fail the same way, so these count
 * only when the driver reported them (the error carries the failed query, or is postgres-js's).
 */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** The error and its causes, outermost first (a bounded walk: causes can form a cycle). */
function chain(error: unknown): Array<{ code?: unknown; query?: unknown; name?: unknown }> {
  const found: Array<{ code?: unknown; query?: unknown; name?: unknown }> = [];
  let current: unknown = error;
  while (current && typeof current === 'object' && found.length < 8) {
    found.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return found;
}

/** True when the database server cannot be reached or refuses work for now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const errors = chain(error);
  // Drizzle wraps every failed query in an error carrying the SQL text.
  const fromDriver = errors.some((e) => typeof e.query === 'string' || e.name === 'PostgresError');
  return errors.some((e) => {
    if (typeof e.code !== 'string') return false;
    if (UNAVAILABLE_SQLSTATE.test(e.code) || DRIVER_CODES.has(e.code)) return true;
    return fromDriver && SOCKET_CODES.has(e.code);
  });
}

/** True when a write failed because the disk (or the user's disk quota) is full. */
export function isDiskFull(error: unknown): boolean {
  return chain(error).some((e) => e.code === 'ENOSPC' || e.code === 'EDQUOT');
}
