import { Check } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../shared/constants';
import { setLanguage } from '../i18n/i18n';
import {
  Menu,
  MenuContent,
  MenuItemIndicator,
  MenuLabel,
  MenuRadioGroup,
  MenuRadioItem,
  MenuTrigger,
} from './ui/menu';
import {
  currentLanguage,
  languageTriggerProps,
  PUBLIC_LANGUAGES,
  type LanguageSelectProps,
} from './language-trigger';

interface LanguageMenuProps extends LanguageSelectProps {
  /** The trigger was activated before this code arrived: open at once. */
  defaultOpen?: boolean;
  /** ...by keyboard: Radix would then focus the first item rather than the menu itself. */
  openedByKeyboard?: boolean;
  /** The stand-in trigger had focus when this replaced it: keep focus on the trigger. */
  focusTrigger?: boolean;
}

/**
 * The language menu itself (the Menu primitive: Radix with floating-ui): loaded by LanguageSelect on first
 * hover, focus or activation, so public pages do not carry it in their first load.
 */
export function LanguageMenu({
  languages = PUBLIC_LANGUAGES,
  align = 'end',
  className = '',
  defaultOpen = false,
  openedByKeyboard = false,
  focusTrigger = false,
}: LanguageMenuProps) {
  const { t, i18n } = useTranslation('common');
  const current = currentLanguage(i18n.resolvedLanguage);
  // Radix moves focus to the first item when a key opens the menu, but its keyboard tracking
  // starts with this component, after the key that asked for it: so do it here, once. Focus
  // already inside the menu when it mounts is left where it is by Radix.
  const [focusFirstItem, setFocusFirstItem] = useState(defaultOpen && openedByKeyboard);
  const firstItemRef = useCallback(
    (item: HTMLDivElement | null) => {
      if (!item || !focusFirstItem) return;
      item.focus();
      setFocusFirstItem(false);
    },
    [focusFirstItem],
  );

  return (
    <Menu defaultOpen={defaultOpen}>
      {/* React focuses an autoFocus element when it mounts: here, only in place of the
          stand-in that had focus, so a keyboard user stays where they were. */}
      <MenuTrigger autoFocus={focusTrigger} {...languageTriggerProps(t, current, className)} />
      <MenuContent align={align} className="min-w-40">
        <MenuLabel>{t('language')}</MenuLabel>
        <MenuRadioGroup value={current} onValueChange={(value) => setLanguage(value as Language)}>
          {languages.map((lng, index) => (
            <MenuRadioItem
              key={lng}
              ref={index === 0 ? firstItemRef : undefined}
              value={lng}
              lang={lng}
              className="flex items-center justify-between gap-3 rounded-md px-2.5 py-2 text-sm"
            >
              <span>{t(`languages.${lng}`)}</span>
              <span className="flex items-center gap-2 text-xs text-zinc-400">
                {lng.toUpperCase()}
                <MenuItemIndicator>
                  <Check aria-hidden className="h-4 w-4 text-brand-400" />
                </MenuItemIndicator>
              </span>
            </MenuRadioItem>
          ))}
        </MenuRadioGroup>
      </MenuContent>
    </Menu>
  );
}
