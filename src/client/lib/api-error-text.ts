import i18n, { currentLanguage } from '../i18n/i18n';

/** The namespace of server refusals' texts; i18n.ts loads it once the first page is up. */
export const API_ERRORS_NAMESPACE = 'errors';

type Catalogue = typeof import('../../shared/error-lookup') & {
  /** Codes an answer gets from its status alone: its message is then the more specific text. */
  genericCodes: ReadonlySet<string>;
  alwaysTranslated: ReadonlySet<string>;
};
let catalogue: Catalogue | null = null;

/**
 * The catalogue of the server's messages (2 kB gzip) in a chunk of its own, read after the
 * first page is up rather than with it: the landing page's JavaScript stays within its
 * budget, and until the chunk is in (a refusal in the first moments) the English message shows.
 */
export function loadErrorCatalogue(): Promise<void> {
  return import('../../shared/error-lookup').then((lookup) => {
    catalogue = {
      ...lookup,
      genericCodes: new Set<string>(Object.values(lookup.CODE_BY_STATUS)),
      alwaysTranslated: lookup.ALWAYS_TRANSLATED,
    };
  });
}

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
  if (!catalogue) return message || (code && hasText(code) ? textOf(code, params) : message);
  const known = message === '' ? undefined : catalogue.errorCodeOf(message);
  if (known && hasText(known.code)) return textOf(known.code, known.params);
  if (!code || !hasText(code)) return message;
  const moreSpecific =
    message !== '' && catalogue.genericCodes.has(code) && !catalogue.alwaysTranslated.has(code);
  return moreSpecific ? message : textOf(code, params);
}

/** A `fieldErrors` message in the person's language when it is one of the catalogue's. */
export function fieldErrorText(message: string): string {
  return apiErrorText(undefined, undefined, message);
}
