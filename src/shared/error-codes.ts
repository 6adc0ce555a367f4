import { ACCOUNT_AND_SONG_ERRORS } from './error-catalogue/accounts-and-songs';
import { RIGHTS_AND_WRITING_ERRORS } from './error-catalogue/rights-and-writing';
import { PEOPLE_AND_SHARING_ERRORS } from './error-catalogue/people-and-sharing';
import { SITE_AND_REQUEST_ERRORS } from './error-catalogue/site-and-requests';
import { ANALYTICS_ERRORS } from './error-catalogue/analytics';
import { RELEASE_ERRORS } from './error-catalogue/releases';

/**
 * Every error a person can meet, by its stable code (DESIGN §3: `area.reason`), with the English
 * text the server sends as `message`. The server finds an answer's code from its message here, so
 * the ~140 places that raise errors need not name codes; the client shows the code's text from
 * the `api` object of the errors namespace, in the person's language (api-errors.test.ts: every
 * code in every locale, the English equal to this text). `{{name}}` marks a variable part, sent
 * as `params.name`.
 *
 * The catalogue is kept in parts by area (error-catalogue/), joined here in a fixed order: the
 * lookup (error-lookup.ts) tries variable texts in this order, and each text has one code
 * (error-codes.test.ts).
 */
export const ERROR_MESSAGES = {
  ...ACCOUNT_AND_SONG_ERRORS,
  ...RIGHTS_AND_WRITING_ERRORS,
  ...PEOPLE_AND_SHARING_ERRORS,
  ...SITE_AND_REQUEST_ERRORS,
  ...ANALYTICS_ERRORS,
  ...RELEASE_ERRORS,
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;
