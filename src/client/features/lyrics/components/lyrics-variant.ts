import { LANGUAGES, type Language } from '../../../../shared/constants';

/** 'page': the project's and the studio's lyrics tabs; 'panel': the player's slide-up panel. */
export type LyricsEditorVariant = 'page' | 'panel';

/** The interface's language as a lyrics language (new lyrics start in it; sheets use it). */
export const uiLanguage = (resolved: string | undefined): Language => {
  const base = (resolved ?? 'en').split('-')[0] ?? 'en';
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : 'en';
};
