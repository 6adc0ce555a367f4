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

/** Switches the interface language and remembers it in this browser. */
export function setLanguage(lng: Language): void {
  void i18n.changeLanguage(lng);
}

export default i18n;
