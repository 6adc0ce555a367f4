import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, ChevronRight, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../shared/constants';
import { setLanguage } from '../../i18n/i18n';
import { menuContentClass, menuItemClass } from './menu-styles';

/** Profile menu → Language: the five interface languages, the current one ticked. */
export function LanguageSubmenu() {
  const { t, i18n } = useTranslation('shell');
  const current = i18n.resolvedLanguage ?? 'en';
  return (
    <DropdownMenu.Sub>
      <DropdownMenu.SubTrigger className={`${menuItemClass} data-[state=open]:bg-zinc-800`}>
        <Languages className="h-4 w-4 text-zinc-400" aria-hidden />
        <span className="flex-1">{t('profileMenu.language')}</span>
        <ChevronRight className="h-4 w-4 text-zinc-400" aria-hidden />
      </DropdownMenu.SubTrigger>
      <DropdownMenu.Portal>
        <DropdownMenu.SubContent sideOffset={6} className={`${menuContentClass} min-w-[11rem]`}>
          <DropdownMenu.RadioGroup
            value={current}
            onValueChange={(lng) => setLanguage(lng as Language)}
          >
            {LANGUAGES.map((lng) => (
              <DropdownMenu.RadioItem key={lng} value={lng} lang={lng} className={menuItemClass}>
                <span className="flex h-4 w-4 items-center justify-center">
                  <DropdownMenu.ItemIndicator>
                    <Check className="h-4 w-4 text-brand-400" aria-hidden />
                  </DropdownMenu.ItemIndicator>
                </span>
                {t(`common:languages.${lng}`)}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.SubContent>
      </DropdownMenu.Portal>
    </DropdownMenu.Sub>
  );
}
