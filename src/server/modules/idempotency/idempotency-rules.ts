import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '../../../shared/constants.js';

/** Key texts (the error handler finds their codes in src/shared/error-codes.ts). */
export const KEY_INVALID = `An Idempotency-Key is 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable ASCII characters`;
export const KEY_REUSED = 'This Idempotency-Key was already used for a different request';
export const KEY_IN_PROGRESS =
  'The first request with this Idempotency-Key is still running. Try again in a moment.';

/**
 * A reservation still `running` this long after it was made belongs to a request whose process
 * died (a live one answers or is cut well before): the next request with the key takes it over.
 */
export const RUNNING_STALE_MS = 5 * 60 * 1000;

/** How often a repeat looks again while the first request of its key runs. */
export const WAIT_POLL_MS = 100;

/**
 * POST routes that ignore `Idempotency-Key`, each with its reason. Every other POST of a
 * signed-in account honours it, so a new create route is covered without doing anything.
 */
export const ROUTES_WITHOUT_IDEMPOTENCY: ReadonlyMap<string, string> = new Map([
  [
    'POST /api/audio',
    'multipart upload: the body is files streamed to storage, which hashing would have to ' +
      'buffer; an upload that must survive a lost answer goes through tus (decision 017)',
  ],
  ['POST /api/projects/:id/audio', 'multipart upload, as POST /api/audio'],
  [
    'POST /api/user/profile-picture',
    'multipart upload, and it replaces the one picture: sending it twice leaves one picture',
  ],
  [
    'POST /api/releases/:id/artwork',
    'multipart upload, and it replaces the one artwork: sending it twice leaves one artwork',
  ],
  [
    'POST /api/listen/:token/tracks/:trackId/plays',
    'a public page’s play: its rate limit counts one per address and song in 30 s, so a ' +
      'repeat is refused whoever sends it, signed in or not',
  ],
  ['POST /api/r/:slug/tracks/:audioId/plays', "a public page's play, as the public playlist's"],
  [
    'POST /api/uploads/resumable',
    'tus: an upload has its own id, and its last answer is kept by the upload (decision 017)',
  ],
]);

/** Whether the header's value is a key: 1–255 printable ASCII, the length checked first. */
export function isValidKey(value: string): boolean {
  return (
    value.length >= 1 && value.length <= IDEMPOTENCY_KEY_MAX_LENGTH && /^[\x20-\x7e]+$/.test(value)
  );
}

/** The path of a request URL, without its query string. */
export const pathOf = (url: string) => url.split('?', 1)[0] ?? url;

/**
 * SHA-256 of what a key must keep matching besides method and path: the query string and the
 * parsed body (re-serialised: the same action sends the same JSON, whatever its spacing).
 */
export function requestHash(url: string, body: unknown): string {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  const hash = createHash('sha256').update(query).update('\n');
  if (Buffer.isBuffer(body)) hash.update(body);
  else if (typeof body === 'string') hash.update(body);
  else if (body !== undefined && body !== null) hash.update(JSON.stringify(body));
  return hash.digest('hex');
}

/**
 * Whether an answer is kept for its key. 2xx and 4xx answers are the answer to the request
 * (a refusal of bad input too), except the ones that ask the client to try again (408 slow
 * body, 409 changed meanwhile, 425, 429 rate limited); 5xx means nothing was done.
 */
export const isKeptStatus = (status: number) =>
  status >= 200 && status < 500 && ![408, 409, 425, 429].includes(status);
