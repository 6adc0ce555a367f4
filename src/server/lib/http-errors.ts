/**
 * An error that carries its HTTP status; the error plugin turns it into
 * `{message, fieldErrors?, code?}`. `code` is the stable `area.reason` of DESIGN §3.
 */
export class HttpError extends Error {
  /** Sent as `details`: what the error is about, e.g. the refused ids of a bulk request. */
  details?: Record<string, unknown>;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    readonly code?: string,
    /** Sent as the Retry-After header (and `retryAfter` in the body): when to try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new HttpError(400, message, fieldErrors);
export const unauthorized = (message = 'Unauthorized') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do that') =>
  new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** Gone for good: a share link expired or revoked (issue 27), unlike a 404 that never was. */
export const gone = (message: string) => new HttpError(410, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);

/** `error` naming what it is about (sent as `details`, e.g. `{ ids: […] }`). */
export function withDetails(error: HttpError, details: Record<string, unknown>): HttpError {
  error.details = details;
  return error;
}
