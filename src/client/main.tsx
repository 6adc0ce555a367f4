import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { currentLanguage, i18nReady, loadNamespaces } from './i18n/i18n';
import { API_ERRORS_NAMESPACE, loadErrorCatalogue } from './lib/api-error-text';
import './styles.css';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { createQueryClient } from './lib/query-client';
import { SITE_KEY } from './lib/queries/site';
import { applySiteName } from './lib/site-name';
import { readServerState } from './ssr/server-state';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// A public page the server rendered comes with the answers it was drawn from: the cache
// starts with them, so the first render here draws the same page (decision 035).
const serverState = readServerState();
const queryClient = createQueryClient();
for (const [key, data] of serverState?.queries ?? []) {
  if (key[0] === SITE_KEY[0]) applySiteName((data as { siteName: string }).siteName);
  queryClient.setQueryData(key, data);
}

// The first render waits for the starting language's entry translations (a few kB), so the
// spinner and the gate never show raw keys; i18next settles even when a bundle fails to load.
void i18nReady.then(() => {
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <AppRouter />
      </AppProviders>
    </StrictMode>
  );
  // Hydrated only when drawn in the language this browser reads in: a reader whose choice
  // the server could not know yet (no cookie) gets the page drawn afresh, not a mismatch.
  if (serverState && root.firstChild && serverState.language === currentLanguage()) {
    hydrateRoot(root, app);
  } else {
    createRoot(root).render(app);
  }
  // Server refusals in the reader's language: their texts and the message catalogue come after
  // the first page, not before it (a refusal before they arrive shows its English message).
  void loadNamespaces([API_ERRORS_NAMESPACE]);
  void loadErrorCatalogue();
});
