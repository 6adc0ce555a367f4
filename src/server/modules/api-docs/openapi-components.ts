import { ERROR_MESSAGES } from '../../../shared/error-codes.js';
import { CODE_BY_STATUS } from '../../../shared/error-status.js';
import { PAGE_CURSOR_MAX_LENGTH, PAGE_LIMIT_MAX } from '../../../shared/constants.js';
import { SESSION_COOKIE } from '../../plugins/auth.js';
import type { JsonSchema } from './openapi-schema.js';

/** What each error status means here; every one answers the Error schema (DESIGN §3). */
export const ERROR_STATUSES: Readonly<Record<string, string>> = {
  '400': 'The input is not valid: `message` and `code` say why, `fieldErrors` names each field.',
  '401': 'Not signed in (or, on a share link with a password, not unlocked yet).',
  '403': 'Signed in but not allowed; also a cookie-carrying write from another origin.',
  '404': 'Not found, or not visible to the caller (an id never reveals what one may not see).',
  '409': 'Conflicts with the current state (or an Idempotency-Key still in use: Retry-After).',
  '410': 'Gone for good (a share link expired or revoked).',
  '411': 'A resumable upload chunk without its Content-Length.',
  '413': 'The body is larger than the route accepts.',
  '415': 'The file is not of a type the route accepts.',
  '416': 'The Range cannot be served (beyond the end, over 200 characters or 8 ranges).',
  '422': 'Well formed but refused (e.g. an Idempotency-Key reused with another request).',
  '426': 'A WebSocket upgrade is required.',
  '429': 'Too many requests: the Retry-After header and `retryAfter` say when to try again.',
  '5XX':
    'The server failed (500), a service it needs is unavailable or the site is in maintenance (503, Retry-After), or storage is full (507).',
};

const errorCodes = [
  ...new Set([...Object.keys(ERROR_MESSAGES), ...Object.values(CODE_BY_STATUS)]),
].sort();

const errorSchema: JsonSchema = {
  type: 'object',
  description:
    'Every error answer (DESIGN §3): the English `message`, its stable `code` (the client shows its own text for it), and what applies of the rest.',
  required: ['message', 'code'],
  properties: {
    message: { type: 'string' },
    code: { $ref: '#/components/schemas/ErrorCode' },
    fieldErrors: {
      type: 'object',
      description: 'One message per invalid field, by its path ("a.0.b"; "_" for the whole input).',
      additionalProperties: { type: 'string' },
    },
    details: {
      type: 'object',
      description: 'What the error is about, e.g. the refused ids of a bulk request.',
    },
    params: {
      type: 'object',
      description: 'The variable parts of the message ({{name}} in its text).',
      additionalProperties: { type: 'string' },
    },
    retryAfter: { type: 'integer', description: 'Seconds to wait (also the Retry-After header).' },
  },
};

/** The parts every operation refers to: error answers, list parameters and headers, the cookie. */
export function baseComponents(): Record<string, Record<string, unknown>> {
  const responses: Record<string, unknown> = {};
  for (const [status, description] of Object.entries(ERROR_STATUSES)) {
    responses[`Error${status}`] = {
      description,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  return {
    schemas: {
      Error: errorSchema,
      ErrorCode: {
        type: 'string',
        description: 'src/shared/error-codes.ts, and the codes a status stands for alone.',
        enum: errorCodes,
      },
    },
    responses,
    parameters: {
      limit: {
        name: 'limit',
        in: 'query',
        description: 'Rows per page (DESIGN §3).',
        schema: { type: 'integer', minimum: 1, maximum: PAGE_LIMIT_MAX },
      },
      cursor: {
        name: 'cursor',
        in: 'query',
        description: 'The opaque cursor of the next page, as the Link header gave it.',
        schema: { type: 'string', maxLength: PAGE_CURSOR_MAX_LENGTH, pattern: '^[A-Za-z0-9_-]+$' },
      },
    },
    headers: {
      Link: {
        description: '`<path?limit=…&cursor=…>; rel="next"` (RFC 8288) when there is a next page.',
        schema: { type: 'string' },
      },
      'X-Total-Count': {
        description: 'How many rows the whole list holds, when known.',
        schema: { type: 'integer' },
      },
    },
    securitySchemes: {
      sessionCookie: {
        type: 'apiKey',
        in: 'cookie',
        name: SESSION_COOKIE,
        description:
          'The httpOnly session cookie set by POST /api/auth/login (or register, or a demo login).',
      },
    },
  };
}
