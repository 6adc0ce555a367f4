import type { ErrorCode } from '../../shared/error-codes.js';
import { CODE_BY_STATUS } from '../../shared/error-status.js';
import { errorCodeOf } from '../../shared/error-lookup.js';

/** The coded part of every error answer (DESIGN §3): English `message`, stable `code`, `params`. */
export interface CodedError {
  message: string;
  code: string;
  params?: Record<string, string>;
}

/**
 * `message` with its code: the one the thrower named, else the catalogue's for that text (so
 * call sites need not name codes), else the status's generic one. `params` carries the text's
 * variable parts for the client's translation.
 */
export function codedError(status: number, message: string, ownCode?: string): CodedError {
  const found = errorCodeOf(message);
  const code = ownCode ?? found?.code ?? genericCode(status);
  const params = found?.code === code ? found.params : undefined;
  return { message, code, ...(params ? { params } : {}) };
}

/** The code an answer gets from its status alone. */
export function genericCode(status: number): ErrorCode {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'server.error' : 'request.invalid');
}
