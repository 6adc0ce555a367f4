import { docsFor, redirect, type RouteDoc } from './lib/route-docs.js';
import { apiDocsRouteDocs } from './modules/api-docs/index.js';
import { authRouteDocs } from './modules/auth/index.js';
import { demoLoginRouteDocs } from './modules/demo/index.js';
import { enterpriseRouteDocs } from './modules/enterprise/index.js';
import { healthRouteDocs } from './modules/health/index.js';
import { onboardingRouteDocs } from './modules/onboarding/index.js';

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
 * Every route's declaration for the API document, module by module as routes.ts registers
 * them. api-document.test.ts fails when a route of app.routeTable has none.
 */
export const ROUTE_DOCS: readonly RouteDoc[] = [
  ...appRouteDocs,
  ...healthRouteDocs,
  ...authRouteDocs,
  ...demoLoginRouteDocs,
  ...onboardingRouteDocs,
  ...enterpriseRouteDocs,
  ...apiDocsRouteDocs,
];
