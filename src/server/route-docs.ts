import { docsFor, redirect, type RouteDoc } from './lib/route-docs.js';
import { accountSettingsRouteDocs } from './modules/account-settings/index.js';
import { adminRouteDocs, passwordLinkRouteDocs } from './modules/admin/index.js';
import { aiRouteDocs } from './modules/ai/index.js';
import { analyticsRouteDocs } from './modules/analytics/index.js';
import { apiDocsRouteDocs } from './modules/api-docs/index.js';
import { audioRouteDocs } from './modules/audio/index.js';
import { audioBulkRouteDocs } from './modules/audio-bulk/index.js';
import { audioUploadRouteDocs } from './modules/audio-uploads/index.js';
import { authRouteDocs } from './modules/auth/index.js';
import { collaborationsRouteDocs } from './modules/collaborations/index.js';
import { commentsRouteDocs } from './modules/comments/index.js';
import { creditsRouteDocs } from './modules/credits/index.js';
import { dashboardRouteDocs } from './modules/dashboard/index.js';
import { demoLoginRouteDocs } from './modules/demo/index.js';
import { detailsRouteDocs } from './modules/details/index.js';
import { enterpriseRouteDocs } from './modules/enterprise/index.js';
import { foldersRouteDocs } from './modules/folders/index.js';
import { healthRouteDocs } from './modules/health/index.js';
import { libraryOrderRouteDocs } from './modules/library-order/index.js';
import { lyricsRouteDocs } from './modules/lyrics/index.js';
import { notificationsRouteDocs } from './modules/notifications/index.js';
import { onboardingRouteDocs } from './modules/onboarding/index.js';
import { playlistsRouteDocs } from './modules/playlists/index.js';
import { playsRouteDocs } from './modules/plays/index.js';
import { profileRouteDocs } from './modules/profile/index.js';
import { projectsRouteDocs } from './modules/projects/index.js';
import { releasesRouteDocs } from './modules/releases/index.js';
import { resumableUploadRouteDocs } from './modules/resumable-uploads/index.js';
import { rhymesRouteDocs } from './modules/rhymes/index.js';
import { searchRouteDocs } from './modules/search/index.js';
import { shareLinksRouteDocs } from './modules/share-links/index.js';
import { siteRouteDocs } from './modules/site/index.js';
import { songProjectRouteDocs } from './modules/song-projects/index.js';
import { splitsRouteDocs } from './modules/splits/index.js';
import { uploadsRouteDocs } from './modules/uploads/index.js';

/** The one route app.ts registers itself. */
const appRouteDocs = docsFor('auth', [
  {
    method: 'GET',
    path: '/api/login',
    summary: "The spec's sign-in address: redirects the browser to the /login page",
    public: true,
    answers: { 302: redirect('To /login') },
  },
]);

/**
 * Every route's declaration for the API document (each module's `*.openapi.ts`), in the order
 * routes.ts registers them. api-document.test.ts fails when a route of app.routeTable has none.
 */
export const ROUTE_DOCS: readonly RouteDoc[] = [
  ...appRouteDocs,
  ...healthRouteDocs,
  ...authRouteDocs,
  ...demoLoginRouteDocs,
  ...onboardingRouteDocs,
  ...enterpriseRouteDocs,
  ...profileRouteDocs,
  ...dashboardRouteDocs,
  ...uploadsRouteDocs,
  ...projectsRouteDocs,
  ...foldersRouteDocs,
  ...libraryOrderRouteDocs,
  ...audioUploadRouteDocs,
  ...resumableUploadRouteDocs,
  ...audioRouteDocs,
  ...songProjectRouteDocs,
  ...audioBulkRouteDocs,
  ...rhymesRouteDocs,
  ...aiRouteDocs,
  ...lyricsRouteDocs,
  ...detailsRouteDocs,
  ...creditsRouteDocs,
  ...splitsRouteDocs,
  ...collaborationsRouteDocs,
  ...notificationsRouteDocs,
  ...commentsRouteDocs,
  ...playlistsRouteDocs,
  ...releasesRouteDocs,
  ...shareLinksRouteDocs,
  ...playsRouteDocs,
  ...analyticsRouteDocs,
  ...accountSettingsRouteDocs,
  ...siteRouteDocs,
  ...adminRouteDocs,
  ...passwordLinkRouteDocs,
  ...searchRouteDocs,
  ...apiDocsRouteDocs,
];
