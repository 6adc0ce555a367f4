import { useEffect, useRef } from 'react';
import i18n, { currentLanguage, onLanguageChosen } from '../../i18n/i18n';
import { useCurrentUser } from '../../lib/queries/current-user';
import { useAccountSettings } from '../../lib/queries/account-settings';
import { useUpdateSettings } from './api/settings';
import { applyThemePreference } from './lib/theme';

/**
 * Puts the signed-in account's language and theme on screen (they win over what this browser
 * remembered: the account is the same on every device) and saves a language picked in any
 * switcher on the account. Renders nothing; mounted once, above the routes.
 */
export function AccountPreferencesSync() {
  const { user } = useCurrentUser();
  const settings = useAccountSettings(Boolean(user));
  const { mutate } = useUpdateSettings();
  const language = settings.data?.language;
  const theme = settings.data?.theme;
  const languageRef = useRef(language);
  languageRef.current = language;

  useEffect(() => {
    if (language && language !== currentLanguage()) void i18n.changeLanguage(language);
  }, [language]);

  useEffect(() => {
    if (theme) applyThemePreference(theme);
  }, [theme]);

  useEffect(() => {
    if (!user) return;
    return onLanguageChosen((chosen) => {
      if (languageRef.current !== undefined && chosen !== languageRef.current) {
        mutate({ language: chosen });
      }
    });
  }, [user, mutate]);

  return null;
}
