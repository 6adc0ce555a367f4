// The routes that answer without a session, each with the reason it may. Everything else must
// answer 401 signed out: a new route that forgets requireUser fails route-access.test.ts.

export interface PublicRoute {
  /** "METHOD /path" exactly as in app.routeTable, or a pattern for routes from other branches. */
  route: string | RegExp;
  why: string;
  /** What it answers signed out, with an empty body and random values in its path. */
  signedOut: readonly number[];
  /** Why the signed-in walks leave it out (it ends or replaces the caller's session). */
  skipSignedIn?: string;
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { route: 'GET /api/health', why: 'readiness probe; says only up or down', signedOut: [200] },
  {
    route: 'GET /api/health/live',
    why: 'liveness probe; says only that it answers',
    signedOut: [200],
  },
  {
    route: 'GET /api/health/ready',
    why: 'readiness probe; says only up or down',
    signedOut: [200],
  },
  {
    route: 'GET /api/login',
    why: "the spec's unauthorized redirect target; sends the browser to /login",
    signedOut: [302],
  },
  {
    route: 'GET /api/auth/session',
    why: 'the session check: { user: null } signed out, so a signed-out page logs no failed request',
    signedOut: [200],
  },
  { route: 'POST /api/auth/register', why: 'sign-up', signedOut: [400] },
  { route: 'POST /api/auth/login', why: 'sign-in (rate-limited)', signedOut: [400] },
  {
    route: 'POST /api/auth/forgot-password',
    why: 'forgot password: the same 202 whether or not the e-mail has an account (rate-limited)',
    signedOut: [400],
  },
  {
    route: 'POST /api/auth/reset-password',
    why: 'the e-mailed reset link; its token is the secret',
    signedOut: [400],
  },
  {
    route: 'POST /api/auth/logout',
    why: 'signing out without a session is a harmless no-op',
    signedOut: [204],
    skipSignedIn: 'it ends the session the walk is using',
  },
  {
    route: 'POST /api/auth/demo-login',
    why: 'landing page "try the demo": signs into the shared demo account',
    signedOut: [200],
    skipSignedIn: 'it starts another session',
  },
  {
    route: 'POST /api/auth/demo-login/personal',
    why: 'the personal-profile demo login of the landing page',
    signedOut: [200],
    skipSignedIn: 'it starts another session',
  },
  {
    route: 'POST /api/enterprise-inquiries',
    why: "the landing page's enterprise survey (rate-limited per address)",
    signedOut: [400],
  },
  {
    route: 'GET /uploads/profile-pictures/:name',
    why: 'avatars are shown to collaborators under unguessable 128-bit names',
    signedOut: [404],
  },
  {
    route: 'GET /api/invitations/:token',
    why: 'the e-mailed invitation link previews before sign-in; the token is the secret',
    signedOut: [404],
  },
  {
    route: 'GET /api/split-confirmations/:token',
    why: "a split party's e-mailed link shows the sheet; the token is the secret (misses rate-limited)",
    signedOut: [404],
  },
  {
    route: 'POST /api/split-confirmations/:token',
    why: 'a split party confirms or declines with the e-mailed single-use link (misses rate-limited)',
    signedOut: [404],
  },
  {
    route: 'GET /api/listen/:token',
    why: 'a public playlist shared by its unguessable link',
    signedOut: [404],
  },
  {
    route: 'GET /api/listen/:token/tracks',
    why: "a shared playlist's songs in pages, behind the same unguessable link",
    signedOut: [404],
  },
  {
    route: 'GET /api/listen/:token/tracks/:trackId/audio',
    why: "a shared playlist's song bytes, behind the same unguessable link",
    signedOut: [404],
  },
  {
    route: 'POST /api/listen/:token/tracks/:trackId/plays',
    why: "a play on a public playlist's page, counted for the song's owner (rate-limited per address)",
    signedOut: [404],
  },
  {
    route: 'GET /api/r/:slug',
    why: 'a published release page, /r/{slug}; unpublished or unknown is 404',
    signedOut: [404],
  },
  {
    route: 'GET /api/r/:slug/artwork',
    why: "a published release's artwork, shown on its public page",
    signedOut: [404],
  },
  {
    route: 'GET /api/r/:slug/artwork/thumbnail',
    why: "a published release's small artwork, shown on its public page",
    signedOut: [404],
  },
  {
    route: 'GET /api/r/:slug/tracks/:audioId/audio',
    why: "a published release's track bytes (only songs its owner owns and may share)",
    signedOut: [404],
  },
  {
    route: 'POST /api/r/:slug/tracks/:audioId/plays',
    why: "a play on a release's public page, counted for the song's owner (rate-limited per address)",
    signedOut: [404],
  },
  {
    route: 'GET /api/s/:token',
    why: "a private share link's page (issue 27): its unguessable 256-bit token is the secret; 410 once expired or revoked, 401 until a password link is unlocked",
    signedOut: [404],
  },
  {
    route: 'POST /api/s/:token/unlock',
    why: "a share link's password, which sets an httpOnly cookie for that link's API alone (wrong passwords rate-limited per link and address, and per link)",
    signedOut: [404],
  },
  {
    route: 'GET /api/s/:token/tracks',
    why: "a share link's songs in pages, behind its token (and its password)",
    signedOut: [404],
  },
  {
    route: 'GET /api/s/:token/audio/:audioId',
    why: "a share link's song bytes with Range, behind its token (and its password); downloads only where the link allows",
    signedOut: [404],
  },
  {
    route: 'POST /api/s/:token/comments',
    why: "a share link's recipient comments when the link allows it, signed with their name (rate-limited per link and address)",
    signedOut: [404],
  },
  {
    route: 'GET /api/s/:token/comments',
    why: 'the comments the recipient wrote through the link, behind its token (and its password)',
    signedOut: [404],
  },
  {
    route: 'POST /api/s/:token/listens',
    why: "listen receipts from the recipient's player (sendBeacon on leave), spans within the song only, rate-limited per link and address",
    signedOut: [404],
  },
  {
    route: /^GET \/api\/site(\/|$)/,
    why: 'public site settings (name, sign-up open) the landing page reads',
    signedOut: [200, 404],
  },
  {
    route: /^GET \/api\/artists\//,
    why: "public artist pages, looked up by the artist's handle",
    signedOut: [200, 404],
  },
  {
    route: /^(GET|POST) \/api\/[a-z/-]*set-password/,
    why: 'the e-mailed set-password link; its token is the secret',
    signedOut: [400, 404],
  },
  {
    route: 'GET /api/openapi.json',
    why: "the API document (OpenAPI 3.1): what the routes accept, nothing of anybody's data",
    signedOut: [200],
  },
  {
    route: 'GET /api/docs',
    why: 'the reference page rendered from the API document, for developers',
    signedOut: [200],
  },
  {
    route: 'GET /*',
    why: 'the built client and its SPA fallback (static files)',
    signedOut: [200],
  },
];

/** The allowlist entry for "METHOD /path", or undefined when the route needs a session. */
export function publicRoute(key: string): PublicRoute | undefined {
  return PUBLIC_ROUTES.find(({ route }) =>
    typeof route === 'string' ? route === key : route.test(key),
  );
}

/**
 * Routes the signed-in walks cannot call through inject, with the reason. Their access check
 * is still the signed-out walk's 401, and their own tests cover the rest.
 */
export const NOT_INJECTABLE: Readonly<Record<string, string>> = {
  'GET /api/notifications/stream': 'Server-Sent Events: the answer never ends (notifications.test)',
  'GET /api/lyrics/:id/live':
    'a WebSocket: inject cannot upgrade, a plain GET answers 426 (lyrics-live.test checks access at connect; the permission matrix the plain GET)',
};

/**
 * The admin console's routes answer by account role, not by resource: one hook refuses every
 * /api/admin route to non-admins before the body is read (site/access-hooks.ts), and
 * admin/admin-guard tests walk each of them for 401 and 403. The signed-out walk here still
 * covers them; the owner/outsider walks, which are about resources, leave them out.
 */
const ROLE_GATED = /^[A-Z]+ \/api\/admin\//;

/** Why the signed-in walks leave a route out, or undefined when they call it. */
export const notWalkedSignedIn = (key: string): string | undefined =>
  NOT_INJECTABLE[key] ?? (ROLE_GATED.test(key) ? 'admin role, not a resource' : undefined);
