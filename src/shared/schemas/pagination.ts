import { z } from 'zod';
import { PAGE_CURSOR_MAX_LENGTH, PAGE_LIMIT_MAX, SEARCH_TEXT_MAX } from '../constants.js';

/**
 * `?limit=&cursor=` of every list route (DESIGN §3). The cursor is opaque: the server made it
 * from the last row of the previous page (base64url), and only the server reads it.
 */
export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(PAGE_LIMIT_MAX, `limit can be ${PAGE_LIMIT_MAX} at most`)
    .optional(),
  cursor: z
    .string()
    .max(PAGE_CURSOR_MAX_LENGTH, { message: 'This page link is not valid', abort: true })
    .regex(/^[A-Za-z0-9_-]+$/, 'This page link is not valid')
    .optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** Search text of a list (`?q=`): capped before anything matches it; blank means no filter. */
export const listSearchSchema = z
  .string()
  .max(SEARCH_TEXT_MAX, `Search text can be ${SEARCH_TEXT_MAX} characters at most`)
  .transform((text) => text.trim())
  .optional();
