import type { DEFAULT_SITE_NAME } from '../../shared/schemas/admin';
import { overrideTranslation } from '../i18n/i18n';

// The shared default, typed by it (its type is the literal), without loading that module's
// Zod schemas into the app's first load.
let applied: string = 'Trackroom' satisfies typeof DEFAULT_SITE_NAME;

/**
 * The administrator's Site Name, wherever the app names itself: every translation of
 * `common:appName` (page titles end with it, the shell's brand shows it), and the plain page
 * title index.html starts with, which stays while a page sets none of its own. A title a
 * page sets is never the bare name, so it is left for React to manage.
 */
export function applySiteName(name: string): void {
  overrideTranslation('common', 'appName', name);
  // The server renders pages too (src/client/ssr): there the title is the page's own.
  if (typeof document !== 'undefined' && document.title === applied) document.title = name;
  applied = name;
}
