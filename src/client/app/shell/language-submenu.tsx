import { Check, ChevronRight, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../shared/constants';
import {
  MenuItemIndicator,
  MenuRadioGroup,
  MenuRadioItem,
  MenuSub,
  MenuSubContent,
  MenuSubTrigger,
} from '../../components/ui/menu';
import { setLanguage } from '../../i18n/i18n';

/** Profile menu → Language: the five interface languages, the current one ticked. */
export function LanguageSubmenu() {
  const { t, i18n } = useTranslation('shell');
  const current = i18n.resolvedLanguage ?? 'en';
  return (
    <MenuSub>
      <MenuSubTrigger>
        <Languages className="h-4 w-4 text-zinc-400" aria-hidden />
        <span className="flex-1">{t('profileMenu.language')}</span>
        <ChevronRight className="h-4 w-4 text-zinc-400" aria-hidden />
      </MenuSubTrigger>
      <MenuSubContent className="min-w-[11rem]">
        <MenuRadioGroup value={current} onValueChange={(lng) => setLanguage(lng as Language)}>
          {LANGUAGES.map((lng) => (
            <MenuRadioItem key={lng} value={lng} lang={lng}>
              <span className="flex h-4 w-4 items-center justify-center">
                <MenuItemIndicator>
                  <Check className="h-4 w-4 text-brand-400" aria-hidden />
                </MenuItemIndicator>
              </span>
              {t(`common:languages.${lng}`)}
            </MenuRadioItem>
          ))}
        </MenuRadioGroup>
      </MenuSubContent>
    </MenuSub>
  );
}
