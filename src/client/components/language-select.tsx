import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, ChevronDown, Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../shared/constants';
import { setLanguage } from '../i18n/i18n';

/** The languages the public pages offer (part 1 §2); settings passes its own list. */
export const PUBLIC_LANGUAGES = ['en', 'es', 'pt'] as const satisfies readonly Language[];

interface LanguageSelectProps {
  /** Which languages to offer; defaults to EN, ES, PT. */
  languages?: readonly Language[];
  /** Menu alignment against the trigger. */
  align?: 'start' | 'end';
  className?: string;
}

function currentLanguage(resolved: string | undefined): Language {
  const base = (resolved ?? 'en').split('-')[0];
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : 'en';
}

/** Compact language menu: the trigger shows the current code (EN), the menu the full names. */
export function LanguageSelect({
  languages = PUBLIC_LANGUAGES,
  align = 'end',
  className = '',
}: LanguageSelectProps) {
  const { t, i18n } = useTranslation('common');
  const current = currentLanguage(i18n.resolvedLanguage);

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className={`inline-flex items-center gap-1.5 rounded-lg border border-zinc-800 px-2.5 py-1.5 text-sm font-medium text-zinc-300 transition hover:border-zinc-700 hover:text-white ${className}`}
        // The name keeps the visible code ("EN") so speech users can say what they see.
        aria-label={`${t('language')}: ${current.toUpperCase()}`}
        title={t(`languages.${current}`)}
      >
        <Globe aria-hidden className="h-4 w-4" />
        <span>{current.toUpperCase()}</span>
        <ChevronDown aria-hidden className="h-3.5 w-3.5 opacity-70" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align={align}
          sideOffset={6}
          className="z-[60] min-w-40 rounded-xl border border-zinc-800 bg-zinc-900 p-1 text-sm text-zinc-200 shadow-xl shadow-black/40"
        >
          <DropdownMenu.Label className="px-2.5 py-1.5 text-xs font-medium tracking-wide text-zinc-400 uppercase">
            {t('language')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={current}
            onValueChange={(value) => setLanguage(value as Language)}
          >
            {languages.map((lng) => (
              <DropdownMenu.RadioItem
                key={lng}
                value={lng}
                lang={lng}
                className="flex cursor-pointer items-center justify-between gap-3 rounded-lg px-2.5 py-2 outline-none select-none data-[highlighted]:bg-zinc-800 data-[highlighted]:text-white"
              >
                <span>{t(`languages.${lng}`)}</span>
                <span className="flex items-center gap-2 text-xs text-zinc-400">
                  {lng.toUpperCase()}
                  <DropdownMenu.ItemIndicator>
                    <Check aria-hidden className="h-4 w-4 text-brand-400" />
                  </DropdownMenu.ItemIndicator>
                </span>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
