import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../../shared/constants';

/** localStorage key for the chosen language (part 1 §3 "Local browser storage"). */
export const LANGUAGE_STORAGE_KEY = 'language';

type Bundle = Record<string, unknown>;
const files = import.meta.glob<Bundle>('./locales/*/*.json', { eager: true, import: 'default' });

/** { en: { landing: {...}, auth: {...} }, es: {...}, ... } from locales/<lng>/<namespace>.json */
export const resources: Record<string, Record<string, Bundle>> = {};
for (const [file, bundle] of Object.entries(files)) {
  const match = /\.\/locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(file);
  if (!match) continue;
  const [, lng, ns] = match as unknown as [string, string, string];
  (resources[lng] ??= {})[ns] = bundle;
}

function initialLanguage(): Language {
  const stored =
    typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : 'en';
}

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage(),
  fallbackLng: 'en',
  defaultNS: 'common',
  ns: Object.keys(resources.en ?? {}),
  interpolation: { escapeValue: false },
});

i18n.on('languageChanged', (lng) => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  document.documentElement.lang = lng;
});

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

/** Switches the interface language the person chose, and remembers it in this browser. */
export function setLanguage(lng: Language): void {
  void i18n.changeLanguage(lng);
  for (const listener of choiceListeners) listener(lng);
}

/** The interface language as one of ours (i18next may hold a regional variant or nothing). */
export function currentLanguage(): Language {
  const base = (i18n.resolvedLanguage ?? i18n.language ?? 'en').split('-')[0] ?? 'en';
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : 'en';
}

export default i18n;
