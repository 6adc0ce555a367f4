import type { Language } from '../../../../shared/constants';

/** The performing-rights society offered in the enterprise survey, by interface language. */
const PRO_SOCIETY_BY_LANGUAGE: Record<Language, string> = {
  en: 'ASCAP/BMI',
  es: 'SGAE',
  pt: 'ECAD',
  de: 'GEMA',
  it: 'SIAE',
};

/** The regional performing-rights society for a language code (English's when unknown). */
export function proSocietyFor(language: string): string {
  const base = language.split('-')[0] as Language;
  return PRO_SOCIETY_BY_LANGUAGE[base] ?? PRO_SOCIETY_BY_LANGUAGE.en;
}
