import { ChevronDown, Globe } from 'lucide-react';
import type { TFunction } from 'i18next';
import { LANGUAGES, type Language } from '../../shared/constants';

/** The languages the public pages offer (part 1 §2); settings passes its own list. */
export const PUBLIC_LANGUAGES = ['en', 'es', 'pt'] as const satisfies readonly Language[];

export interface LanguageSelectProps {
  /** Which languages to offer; defaults to EN, ES, PT. */
  languages?: readonly Language[];
  /** Menu alignment against the trigger. */
  align?: 'start' | 'end';
  className?: string;
}

export function currentLanguage(resolved: string | undefined): Language {
  const base = (resolved ?? 'en').split('-')[0];
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : 'en';
}

/**
 * What the menu's trigger shows and is called: the same before the menu's code has loaded
 * (a plain button) and after (Radix's trigger), so nothing moves or renames when it swaps.
 */
export function languageTriggerProps(t: TFunction, current: Language, className: string) {
  return {
    className: `inline-flex items-center gap-1.5 rounded-lg border border-zinc-800 px-2.5 py-1.5 text-sm font-medium text-zinc-300 transition hover:border-zinc-700 hover:text-white ${className}`,
    // The name keeps the visible code ("EN") so speech users can say what they see.
    'aria-label': `${t('language')}: ${current.toUpperCase()}`,
    title: t(`languages.${current}`),
    children: (
      <>
        <Globe aria-hidden className="h-4 w-4" />
        <span>{current.toUpperCase()}</span>
        <ChevronDown aria-hidden className="h-3.5 w-3.5 opacity-70" />
      </>
    ),
  };
}
