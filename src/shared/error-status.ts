import type { ErrorCode } from './error-codes';

// How a status stands for a code (the server's fallback, the client's choice of text); the
// catalogue of codes and their English texts is error-codes.ts.

/**
 * The codes an answer gets from its status alone when its message is in no entry above. Their
 * `message` is then more specific than the code, so the client shows it (when it has one) ...
 */
export const CODE_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: 'request.invalid',
  401: 'auth.required',
  403: 'access.denied',
  404: 'notFound',
  409: 'conflict',
  410: 'gone',
  413: 'upload.tooLarge',
  415: 'upload.unsupportedType',
  429: 'rateLimited',
  500: 'server.error',
  502: 'server.badGateway',
  503: 'server.unavailable',
  507: 'storage.full',
};

/** ... except these, whose own text says all a person can act on, in their language. */
export const ALWAYS_TRANSLATED: ReadonlySet<string> = new Set<ErrorCode>([
  'rateLimited',
  'server.error',
  'server.unavailable',
  'storage.full',
]);
