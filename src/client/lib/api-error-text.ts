import { ALWAYS_TRANSLATED, CODE_BY_STATUS, ERROR_MESSAGES } from '../../shared/error-codes';
import { errorCodeOf } from '../../shared/error-lookup';
import i18n, { currentLanguage } from '../i18n/i18n';

/** The namespace of server refusals' texts; i18n.ts loads it with the entry's own. */
export const API_ERRORS_NAMESPACE = 'errors';

// Codes an answer gets from its status alone: its message is then the more specific text.
const GENERIC_CODES = new Set<string>(Object.values(CODE_BY_STATUS));

const englishOf = (code: string): string | undefined =>
  (ERROR_MESSAGES as Record<string, string>)[code];

/**
 * What to show for a server refusal in the person's language: the translation of its `code`,
 * with `params` filled in, when there is one; a generic code's translation only when the
 * server said nothing more specific (its message is the code's own text, or absent), except
 * for the codes whose text says all there is (a rate limit, the server's own trouble). Else
 * the English `message`, which is also what an English reader gets (it is the most specific).
 */
export function apiErrorText(
  code: string | undefined,
  params: Record<string, string> | undefined,
  message: string,
): string {
  if (!code || (message !== '' && currentLanguage() === 'en')) return message;
  const key = `api.${code}`;
  if (!i18n.exists(key, { ns: API_ERRORS_NAMESPACE })) return message;
  const moreSpecific =
    GENERIC_CODES.has(code) &&
    !ALWAYS_TRANSLATED.has(code) &&
    message !== '' &&
    message !== englishOf(code);
  if (moreSpecific) return message;
  return i18n.t(key, { ns: API_ERRORS_NAMESPACE, ...params });
}

/** A `fieldErrors` message in the person's language when it is one of the catalogue's. */
export function fieldErrorText(message: string): string {
  const found = errorCodeOf(message);
  return found ? apiErrorText(found.code, found.params, message) : message;
}
