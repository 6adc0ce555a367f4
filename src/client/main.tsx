import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady, loadNamespaces } from './i18n/i18n';
import { API_ERRORS_NAMESPACE, loadErrorCatalogue } from './lib/api-error-text';
import './styles.css';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The first render waits for the starting language's entry translations (a few kB), so the
// spinner and the gate never show raw keys; i18next settles even when a bundle fails to load.
void i18nReady.then(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
  // Server refusals in the reader's language: their texts and the message catalogue come after
  // the first page, not before it (a refusal before they arrive shows its English message).
  void loadNamespaces([API_ERRORS_NAMESPACE]);
  void loadErrorCatalogue();
});
