import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { PlayerProvider } from '../lib/player/player-context';
import { useResolvedTheme } from '../features/settings/lib/theme';
import i18n from '../i18n/i18n';
import { useCurrentUser } from '../lib/queries/current-user';
import { createQueryClient } from '../lib/query-client';
import { ToastHost } from './toast-host';

// The account's settings (and the mutation that saves a language picked anywhere) matter only
// once someone is signed in: visitors of the landing page do not download them.
const AccountPreferencesSync = lazy(async () => ({
  default: (await import('../features/settings/account-preferences-sync')).AccountPreferencesSync,
}));

/** The signed-in account's language and theme, applied once its settings arrive. */
function SignedInPreferences() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <AccountPreferencesSync />
    </Suspense>
  );
}

/**
 * Router, query cache, the global player (it outlives every route), the account's language and
 * theme, and the toast host (one toast visible at a time, part 1 §4).
 */
export function AppProviders({
  children,
  queryClient: given,
  router: Router = BrowserRouter,
}: {
  children: ReactNode;
  /** A cache filled ahead (a server-rendered page's answers); else an empty one. */
  queryClient?: QueryClient;
  /** The server renders through a static router at the requested address. */
  router?: ComponentType<{ children: ReactNode }>;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const theme = useResolvedTheme();
  // Screen readers and hyphenation follow <html lang>; i18n updates it on later changes.
  useEffect(() => {
    document.documentElement.lang = i18n.resolvedLanguage ?? 'en';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <SignedInPreferences />
      <Router>
        <PlayerProvider>{children}</PlayerProvider>
        <ToastHost theme={theme} />
      </Router>
    </QueryClientProvider>
  );
}
