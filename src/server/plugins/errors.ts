import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { codedError } from '../lib/error-answer.js';
import { HttpError } from '../lib/http-errors.js';
import {
  DATABASE_UNAVAILABLE,
  isDatabaseUnavailable,
  isDiskFull,
  STORAGE_FULL,
} from '../lib/infrastructure-errors.js';

/** Maps every failure to DESIGN §3's `{message, code, params?, fieldErrors?}` and its status. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    if (error instanceof HttpError) {
      const retryAfter = error.retryAfterSeconds;
      if (retryAfter !== undefined) void reply.header('retry-after', String(retryAfter));
      return reply.status(error.statusCode).send({
        ...codedError(error.statusCode, error.message, error.code),
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
        ...(error.details ? { details: error.details } : {}),
        ...(retryAfter !== undefined ? { retryAfter } : {}),
      });
    }
    if (error instanceof ZodError) {
      return reply.status(400).send(codedError(400, error.issues[0]?.message ?? 'Invalid input'));
    }
    // Passing conditions a client can wait out or report, not bugs: said as such.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(codedError(503, DATABASE_UNAVAILABLE));
    }
    if (isDiskFull(error)) {
      request.log.error({ err: error }, 'storage full');
      return reply.status(507).send(codedError(507, STORAGE_FULL));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send(codedError(500, 'Something went wrong on our side. Please try again.'));
    }
    if (status === 413) {
      return reply.status(413).send(codedError(413, 'The upload is too large.'));
    }
    if (status === 429) {
      return reply
        .status(429)
        .send(codedError(429, 'Too many requests. Please wait a moment and try again.'));
    }
    return reply.status(status).send(codedError(status, error.message));
  });
}
