import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { PlayerProvider } from '../lib/player/player-context';
import { AccountPreferencesSync } from '../features/settings/account-preferences-sync';
import { useResolvedTheme } from '../features/settings/lib/theme';
import i18n from '../i18n/i18n';
import { createQueryClient } from '../lib/query-client';
import { ToastHost } from './toast-host';

/**
 * Router, query cache, the global player (it outlives every route), the account's language and
 * theme, and the toast host (one toast visible at a time, part 1 §4).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const theme = useResolvedTheme();
  // Screen readers and hyphenation follow <html lang>; i18n updates it on later changes.
  useEffect(() => {
    document.documentElement.lang = i18n.resolvedLanguage ?? 'en';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <AccountPreferencesSync />
      <BrowserRouter>
        <PlayerProvider>{children}</PlayerProvider>
        <ToastHost theme={theme} />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
