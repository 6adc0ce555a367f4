import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, LANGUAGE_COOKIE, LANGUAGES, type Language } from '../../shared/constants';
import { ENTRY_NAMESPACES } from './namespaces';

/** localStorage key for the chosen language (part 1 §3 "Local browser storage"). */
export const LANGUAGE_STORAGE_KEY = 'language';

type Bundle = Record<string, unknown>;
// Not eager: each locales/<lng>/<namespace>.json is its own chunk, fetched when first needed.
const bundleFiles = import.meta.glob<Bundle>('./locales/*/*.json', { import: 'default' });

/** Top-level keys the app replaces at run time in every language, by namespace. */
const overrides = new Map<string, Bundle>();

/** i18next backend: one dynamic import per language and namespace, overrides applied. */
const lazyBundles: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(lng, ns, callback) {
    const load = bundleFiles[`./locales/${lng}/${ns}.json`];
    if (!load) {
      callback(new Error(`No translations for ${lng}/${ns}`), false);
      return;
    }
    load().then(
      (bundle) => callback(null, { ...bundle, ...overrides.get(ns) }),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};

/**
 * The language chosen in this browser; else the one a server-rendered page came in (the
 * server read the browser's Accept-Language); else English.
 */
function initialLanguage(): Language {
  if (typeof document === 'undefined') return 'en';
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  const rendered = document.documentElement.lang;
  return isLanguage(rendered) ? rendered : 'en';
}

/**
 * Resolves once the entry's namespaces are loaded in the starting language (and English, the
 * fallback): main.tsx renders only then, so no raw keys flash. Pages load their own namespaces
 * with their code (router.tsx); a component whose namespace is missing suspends until it is.
 */
export const i18nReady: Promise<unknown> = i18n
  .use(lazyBundles)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    fallbackLng: 'en',
    supportedLngs: LANGUAGES,
    defaultNS: 'common',
    ns: [...ENTRY_NAMESPACES],
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

i18n.on('languageChanged', (lng) => {
  // Unit tests import this module (through query-client) in Node, where there is no page.
  if (typeof document === 'undefined') return;
  localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  document.cookie = `${LANGUAGE_COOKIE}=${lng}; path=/; max-age=31536000; samesite=lax`;
  document.documentElement.lang = lng;
});

/** Loads namespaces in the current language and English; resolves when they are usable. */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  return i18n.loadNamespaces([...namespaces]);
}

/**
 * Replaces a top-level key in every language: in the bundles already loaded now, and in each
 * bundle loaded later (adding it to an unloaded language would make i18next take that
 * language's namespace as loaded and never fetch the rest of it).
 */
export function overrideTranslation(ns: string, key: string, value: string): void {
  overrides.set(ns, { ...overrides.get(ns), [key]: value });
  for (const lng of LANGUAGES) {
    if (i18n.hasResourceBundle(lng, ns) && i18n.getResource(lng, ns, key) !== value) {
      i18n.addResource(lng, ns, key, value);
    }
  }
}

type LanguageChoiceListener = (lng: Language) => void;
const choiceListeners = new Set<LanguageChoiceListener>();

/**
 * Calls `listener` each time the person picks a language in any switcher (not when the app
 * applies the account's own setting); returns the unsubscribe. Signed in, the settings feature
 * saves the choice on the account so every device follows it.
 */
export function onLanguageChosen(listener: LanguageChoiceListener): () => void {
  choiceListeners.add(listener);
  return () => choiceListeners.delete(listener);
}

/**
 * Switches the interface language the person chose, and remembers it in this browser. The
 * screen changes once the namespaces in use are loaded in that language (i18next waits).
 */
export function setLanguage(lng: Language): void {
  void i18n.changeLanguage(lng);
  for (const listener of choiceListeners) listener(lng);
}

/**
 * Puts the signed-in account's language on screen and in this browser's memory (not a choice:
 * nothing is saved back). Resolves once the namespaces in use are loaded in it, so whatever
 * draws next draws in it: the first signed-in screen is never in the browser's old language.
 */
export async function applyAccountLanguage(lng: Language): Promise<void> {
  if (lng !== currentLanguage()) await i18n.changeLanguage(lng);
}

/** The interface language as one of ours (i18next may hold a regional variant or nothing). */
export function currentLanguage(): Language {
  const base = (i18n.resolvedLanguage ?? i18n.language ?? 'en').split('-')[0] ?? 'en';
  return isLanguage(base) ? base : 'en';
}

export default i18n;
