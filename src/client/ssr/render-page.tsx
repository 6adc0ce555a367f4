// The server's entry into the client (issue 30 item 4, decision 035): renders a public page to
// HTML with the answers the server read for it, in the reader's language. Built by Vite as
// dist/ssr/render-page.js and loaded by the server on the first public page it serves.
import { text } from 'node:stream/consumers';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { AppProviders } from '../app/providers';
import { AppRouter } from '../app/router';
import i18n, { i18nReady } from '../i18n/i18n';
import { ENTRY_NAMESPACES } from '../i18n/namespaces';
import { createQueryClient } from '../lib/query-client';
import { SITE_KEY } from '../lib/queries/site';
import { applySiteName } from '../lib/site-name';
import type { ServerState } from './server-state';

/** One page to render: its address (path and query) and what the server read for it. */
export interface PageRequest extends ServerState {
  url: string;
}

/**
 * The page's markup for #root; what React hoists to the document's head (the title it set,
 * the images it preloads), which the server puts there so hydration finds #root as drawn.
 */
export interface RenderedPage {
  html: string;
  head: string;
  title: string | null;
}

const TITLE = /<title>([\s\S]*?)<\/title>/;
const LEADING_LINKS = /^(?:<link [^>]*\/>)+/;

/**
 * Renders the page once everything it suspends on (its code, its wording) is there. The
 * caller's signal ends a render that takes too long; the page then goes out unrendered.
 */
export async function renderPage(request: PageRequest, signal: AbortSignal): Promise<RenderedPage> {
  await i18nReady;
  // Each page in its reader's language: a copy sharing the loaded wording, never the one
  // instance another render is using.
  const language = i18n.cloneInstance({ lng: request.language });
  await language.changeLanguage(request.language);
  await language.loadNamespaces([...ENTRY_NAMESPACES]);
  const queryClient = createQueryClient();
  for (const [key, data] of request.queries) {
    if (key[0] === SITE_KEY[0]) applySiteName((data as { siteName: string }).siteName);
    queryClient.setQueryData(key, data);
  }
  const AtAddress = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={request.url}>{children}</StaticRouter>
  );
  const { prelude } = await prerenderToNodeStream(
    <I18nextProvider i18n={language}>
      <AppProviders queryClient={queryClient} router={AtAddress}>
        <AppRouter />
      </AppProviders>
    </I18nextProvider>,
    { signal },
  );
  const markup = await text(prelude);
  // The cache's garbage-collection timers would keep every page's answers for half an hour.
  queryClient.clear();
  const title = TITLE.exec(markup);
  const body = title ? markup.replace(TITLE, '') : markup;
  const hoisted = LEADING_LINKS.exec(body)?.[0] ?? '';
  return { html: body.slice(hoisted.length), head: hoisted, title: title?.[1] ?? null };
}
