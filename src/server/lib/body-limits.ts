import { LIBRARY_ORDER_MAX } from '../../shared/schemas/audio.js';
import { LYRICS_CONTENT_MAX } from '../../shared/schemas/lyrics.js';

/*
 * Request body limits (issue 13). Fastify refuses a body over its route's limit with 413 before
 * reading it, so no route buffers or parses more than its largest valid body. Limits are derived
 * from the schemas' caps: JSON.stringify writes one UTF-16 unit of a string in at most six bytes
 * (`\u001f`, a lone surrogate), so a limit of six bytes per allowed character never refuses a
 * valid body. Multipart uploads are not read by these parsers; they have their own limits
 * (file size, quota, field size: multipart-parts.ts, profile-picture.service.ts).
 */

const JSON_BYTES_PER_CHARACTER_MAX = 6;

/**
 * Every JSON route without a limit of its own. The largest ordinary body, song details with
 * every field at its cap, is about 9,100 characters: under 56 KB even at six bytes each.
 */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** Lyrics (create, edit): 100,000 characters of content, plus the short fields. */
export const LYRICS_BODY_LIMIT =
  LYRICS_CONTENT_MAX * JSON_BYTES_PER_CHARACTER_MAX + DEFAULT_BODY_LIMIT;

/** One quoted UUID and its comma in a JSON list. */
const JSON_UUID_BYTES = '"00000000-0000-0000-0000-000000000000",'.length;

/** PUT /api/library/order: up to LIBRARY_ORDER_MAX song ids in each of its two lists. */
export const LIBRARY_ORDER_BODY_LIMIT =
  2 * LIBRARY_ORDER_MAX * JSON_UUID_BYTES + DEFAULT_BODY_LIMIT;
