import { isLanguage, type Language } from '../../../shared/constants.js';

/** Longest Accept-Language header read: a hostile one is cut before any pattern runs. */
const MAX_ACCEPT_LANGUAGE = 512;

/**
 * The language a public page is rendered in: the one the reader chose on this browser (its
 * cookie), else the first of ours their browser asks for (by quality), else English.
 */
export function readerLanguage(
  cookie: string | undefined,
  acceptLanguage: string | undefined,
): Language {
  if (isLanguage(cookie)) return cookie;
  const asked = (acceptLanguage ?? '')
    .slice(0, MAX_ACCEPT_LANGUAGE)
    .split(',', 20)
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const quality = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.split('-')[0], quality: quality ? Number(quality) : 1, order };
    })
    .filter((entry) => entry.quality > 0 && isLanguage(entry.base))
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  return (asked[0]?.base as Language | undefined) ?? 'en';
}
