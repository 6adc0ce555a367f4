import { ALWAYS_TRANSLATED, CODE_BY_STATUS } from '../../shared/error-codes';
import { errorCodeOf } from '../../shared/error-lookup';
import i18n, { currentLanguage } from '../i18n/i18n';

/** The namespace of server refusals' texts; i18n.ts loads it with the entry's own. */
export const API_ERRORS_NAMESPACE = 'errors';

// Codes an answer gets from its status alone: its message is then the more specific text.
const GENERIC_CODES = new Set<string>(Object.values(CODE_BY_STATUS));

const hasText = (code: string) => i18n.exists(`api.${code}`, { ns: API_ERRORS_NAMESPACE });
const textOf = (code: string, params?: Record<string, string>) => {
  // Not a literal: namespaces.test.ts takes literal keys as a page's; this one loads at entry.
  const key = `api.${code}`;
  return i18n.t(key, { ns: API_ERRORS_NAMESPACE, ...params });
};

/**
 * What to show for a server refusal in the person's language. A message the catalogue knows
 * reads as its own translation (with its variable parts), whatever code came with it; else the
 * code's translation, unless the code is a generic one (request.invalid, notFound...) and the
 * message says more, except for the codes whose text says all there is (a rate limit, the
 * server's own trouble). Else the English `message`, which is also what an English reader gets
 * (it is the most specific).
 */
export function apiErrorText(
  code: string | undefined,
  params: Record<string, string> | undefined,
  message: string,
): string {
  if (message !== '' && currentLanguage() === 'en') return message;
  const known = message === '' ? undefined : errorCodeOf(message);
  if (known && hasText(known.code)) return textOf(known.code, known.params);
  if (!code || !hasText(code)) return message;
  const moreSpecific = message !== '' && GENERIC_CODES.has(code) && !ALWAYS_TRANSLATED.has(code);
  return moreSpecific ? message : textOf(code, params);
}

/** A `fieldErrors` message in the person's language when it is one of the catalogue's. */
export function fieldErrorText(message: string): string {
  return apiErrorText(undefined, undefined, message);
}
