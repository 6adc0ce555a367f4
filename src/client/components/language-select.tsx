import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { onDemand, useOnDemand } from '../lib/on-demand';
import {
  currentLanguage,
  languageTriggerProps,
  type LanguageSelectProps,
} from './language-trigger';

export { PUBLIC_LANGUAGES, type LanguageSelectProps } from './language-trigger';

const languageMenu = onDemand(() => import('./language-menu'));

// Radix's trigger opens on these keys and on a primary-button press without Ctrl.
const OPENING_KEYS = ['Enter', ' ', 'ArrowDown'];

/**
 * Compact language menu: the trigger shows the current code (EN), the menu the full names.
 * Until its menu code is needed this is a plain button that looks and is named the same; a
 * hover or focus fetches the menu, and an activation before it arrived opens it on arrival.
 */
export function LanguageSelect(props: LanguageSelectProps) {
  const { t, i18n } = useTranslation('common');
  const [menu, requestMenu] = useOnDemand(languageMenu);
  const [opening, setOpening] = useState<'pointer' | 'keyboard' | null>(null);
  const [focused, setFocused] = useState(false);

  if (menu) {
    return (
      <menu.LanguageMenu
        {...props}
        defaultOpen={opening !== null}
        openedByKeyboard={opening === 'keyboard'}
        focusTrigger={focused && opening === null}
      />
    );
  }

  const open = (how: 'pointer' | 'keyboard') => {
    setOpening(how);
    requestMenu();
  };
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      {...languageTriggerProps(t, currentLanguage(i18n.resolvedLanguage), props.className ?? '')}
      onPointerEnter={requestMenu}
      onFocus={() => {
        setFocused(true);
        requestMenu();
      }}
      onBlur={() => setFocused(false)}
      onPointerDown={(event: PointerEvent) => {
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault(); // as Radix: the menu, not the trigger, takes focus
        open('pointer');
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.includes(event.key)) return;
        event.preventDefault();
        open('keyboard');
      }}
    />
  );
}
