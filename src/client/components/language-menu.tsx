import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../shared/constants';
import { setLanguage } from '../i18n/i18n';
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
 * The language menu itself (Radix, with floating-ui): loaded by LanguageSelect on first
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
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      {/* React focuses an autoFocus element when it mounts: here, only in place of the
          stand-in that had focus, so a keyboard user stays where they were. */}
      <DropdownMenu.Trigger
        autoFocus={focusTrigger}
        {...languageTriggerProps(t, current, className)}
      />
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
            {languages.map((lng, index) => (
              <DropdownMenu.RadioItem
                key={lng}
                ref={index === 0 ? firstItemRef : undefined}
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
