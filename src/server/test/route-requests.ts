// Turns a route-table entry into a concrete request against the security world: path
// parameters by name, and a valid body where one is known (the permission matrix's bodies for
// project routes, a few more here), so a refusal is about access and not about bad input.
import { randomBytes, randomUUID } from 'node:crypto';
import type { RouteEntry } from '../app.js';
import {
  CASES,
  expectedStatuses,
  type World,
} from '../modules/collaborations/permission-matrix.cases.js';
import type { SecurityWorld } from './security-world.js';

export interface RouteRequest {
  method: string;
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}

type Pick = (w: SecurityWorld) => string;

/** Route-specific rules (first match wins), where one path segment names two kinds of rows. */
const BY_ROUTE: [RegExp, Record<string, Pick>][] = [
  [
    /^\/api\/collaborations\/:id\/(resend|link|cancel|accept|decline)$/,
    { id: (w) => w.pendingCollaborationId },
  ],
];

/** A parameter named after what it holds (`:projectId`, `:splitId` …). */
const BY_NAME: Record<string, Pick> = {
  projectId: (w) => w.projectId,
  audioId: (w) => w.audioId,
  audioFileId: (w) => w.audioId,
  splitId: (w) => w.splitId,
  lyricsId: (w) => w.lyricsId,
  creditId: (w) => w.creditId,
  commentId: (w) => w.commentId,
  playlistId: (w) => w.playlistId,
  notificationId: (w) => w.notificationId,
  collaborationId: (w) => w.memberCollaborationId,
  trackId: (w) => w.playlistTrackId,
  filename: (w) => w.filename,
  profileId: (w) => w.owner.profileId,
  // Not a row: a kind, given a value the route accepts.
  type: () => 'master',
};

/** An `:id` parameter, by the path segment before it. */
const BY_SEGMENT: Record<string, Pick> = {
  projects: (w) => w.projectId,
  audio: (w) => w.audioId,
  lyrics: (w) => w.lyricsId,
  credits: (w) => w.creditId,
  splits: (w) => w.splitId,
  comments: (w) => w.commentId,
  collaborations: (w) => w.memberCollaborationId,
  notifications: (w) => w.notificationId,
  playlists: (w) => w.playlistId,
  releases: (w) => w.releaseId,
  representatives: (w) => w.representativeId,
  folders: (w) => w.folderId,
  'share-links': (w) => w.shareLinkId,
  tracks: (w) => w.playlistTrackId,
  profiles: (w) => w.owner.profileId,
  users: (w) => w.owner.profileId,
  accounts: (w) => w.owner.accountId,
};

/**
 * Routes with path parameters the walk cannot point at the owner's resources, with the reason.
 * A route that is neither mappable nor listed here (nor public) fails the suite.
 */
const ARTWORK_UNMAPPED =
  'the security world stores no artwork and the walk sends no image; release-artwork.test.ts uploads and reads real images as the owner and refuses another profile (404) and the signed out (401)';
const RESUMABLE_UNMAPPED =
  "the security world makes no resumable upload (partial bytes plus a resumable_uploads row); resumable-uploads.test.ts and resumable-open-uploads.test.ts refuse another profile (404) while the upload's creator continues it or asks for its answer";
export const UNMAPPED: Readonly<Record<string, string>> = {
  'POST /api/lyrics/:id/history/:versionId/restore':
    'a kept version exists only once a document was edited live; lyrics-history.test and the permission matrix cover who may restore',
  'GET /api/uploads/resumable/:id': RESUMABLE_UNMAPPED,
  'PATCH /api/uploads/resumable/:id': RESUMABLE_UNMAPPED,
  'DELETE /api/uploads/resumable/:id': RESUMABLE_UNMAPPED,
  'POST /api/releases/:id/artwork': ARTWORK_UNMAPPED,
  'GET /api/releases/:id/artwork': ARTWORK_UNMAPPED,
  'GET /api/releases/:id/artwork/thumbnail': ARTWORK_UNMAPPED,
};

const PARAM = /:([A-Za-z0-9_]+)/g;

/** The parameter names of a route path, in order. */
export const paramsOf = (url: string) => [...url.matchAll(PARAM)].map((m) => m[1]!);

function pickFor(url: string, name: string): Pick | undefined {
  const rule = BY_ROUTE.find(([pattern]) => pattern.test(url));
  if (rule?.[1][name]) return rule[1][name];
  if (name !== 'id' && BY_NAME[name]) return BY_NAME[name];
  const before = url.split(`/:${name}`)[0]!.split('/').at(-1) ?? '';
  return name === 'id' ? BY_SEGMENT[before] : undefined;
}

/** Parameters of `url` that name no resource of the world. */
export const unmappedParams = (url: string) => paramsOf(url).filter((p) => !pickFor(url, p));

/** `url` with every parameter pointing at the world's resources (throws when one cannot). */
export function fillWithWorld(url: string, w: SecurityWorld): string {
  return url.replace(PARAM, (_all, name: string) => {
    const pick = pickFor(url, name);
    if (!pick) throw new Error(`No world value for :${name} in ${url}`);
    return encodeURIComponent(pick(w));
  });
}

/** `url` with parameters that name nothing: fresh UUIDs, or random secrets of the usual shape. */
export function fillWithStrangers(url: string): string {
  return url.replace(PARAM, (_all, name: string) => {
    if (name === 'token') return randomBytes(32).toString('base64url');
    if (name === 'name') return `${randomBytes(16).toString('hex')}.png`;
    if (name === 'type') return 'master';
    return randomUUID();
  });
}

/** The permission matrix's view of the same world, so its request bodies can be reused. */
function matrixWorld(w: SecurityWorld, wav: Buffer): World {
  return {
    projectId: w.projectId,
    otherProjectId: w.otherProjectId,
    audioId: w.audioId,
    filename: w.filename,
    lyricsId: w.lyricsId,
    creditId: w.creditId,
    splitId: w.splitId,
    pendingId: w.pendingCollaborationId,
    memberId: w.memberCollaborationId,
    commentId: w.commentId,
    wav,
  };
}

/** Valid bodies for routes the permission matrix does not cover. */
const BODIES: Record<string, (w: SecurityWorld) => object> = {
  'POST /api/auth/switch-profile': (w) => ({ profileId: w.owner.profileId }),
  'PUT /api/library/order': (w) => ({ order: [w.audioId], pinned: [w.audioId] }),
  'PUT /api/library/order/:audioId': () => ({ pinned: true }),
  // Names the owner's song: the outsider must be refused, and nothing is deleted.
  'POST /api/audio/bulk': (w) => ({ action: 'delete', ids: [w.audioId] }),
  'POST /api/projects': () => ({ title: 'Walk project' }),
  'POST /api/auth/profiles': () => ({ artistName: 'Walk profile' }),
  'PATCH /api/users/profile': () => ({ artistName: 'Walk artist' }),
  'POST /api/playlists': () => ({ name: 'Walk playlist' }),
  'PATCH /api/playlists/:id': () => ({ name: 'Renamed playlist' }),
  'POST /api/playlists/:id/tracks': (w) => ({ audioFileId: w.secondAudioId }),
  'PUT /api/releases/:id/tracks': (w) => [{ audioId: w.audioId }],
  'PUT /api/playlists/:id/tracks/order': (w) => ({ trackIds: [w.playlistTrackId] }),
  'PUT /api/playlists/:id/tracks/:trackId/position': () => ({ afterTrackId: null }),
  'POST /api/user/representatives': () => ({ name: 'Walk agent', role: 'agent' }),
  'POST /api/folders': () => ({ name: 'Walk folder' }),
  'PATCH /api/folders/:id': () => ({ name: 'Renamed folder' }),
  'PATCH /api/user/representatives/:id': () => ({ name: 'Renamed manager' }),
  'POST /api/share-links': (w) => ({
    target: { type: 'audio', id: w.audioId },
    recipientName: 'Walk recipient',
    allowDownload: false,
    allowComments: false,
  }),
};

/** Query strings a read needs to answer at all. */
const QUERIES: Record<string, string | ((w: SecurityWorld) => string)> = {
  // Refused before the dictionary thread starts (see SLOW_READS in route-access.test.ts).
  'GET /api/rhymes': '?word=',
  'GET /api/syllables': '?lang=none',
  // Text every resource of the world matches (titles and names start "Test…"): the outsider's
  // walk then proves the search shows none of the owner's rows, not just that it found nothing.
  'GET /api/search': '?q=test',
  // A period is required (issue 28 item 5); the outsider's walk then proves no owner's song shows.
  'GET /api/analytics': '?from=2026-01-01&to=2026-01-31',
  'GET /api/analytics/export': '?view=songs&from=2026-01-01&to=2026-01-31',
  'GET /api/projects/:id/comments/counts': (w) => `?audioIds=${w.audioId}`,
  'GET /api/audio/bulk-download': (w) => `?ids=${w.audioId}`,
  'GET /api/share-links/:id/heatmap': (w) => `?audioId=${w.audioId}`,
};

/** Routes that answer 503 by design in the test app, with the reason. */
export const DESIGNED_503: Readonly<Record<string, string>> = {
  'POST /api/ai/lyrics-suggestions':
    'AI is optional and off without LLM_BASE_URL (ai.test covers it)',
};

/**
 * The request the walk sends for `route`: parameters from the world, and a valid body when one
 * is known (its payload and headers; the URL is always generated from the route table).
 */
export function requestFor(route: RouteEntry, w: SecurityWorld, wav: Buffer): RouteRequest {
  const key = `${route.method} ${route.url}`;
  const query = QUERIES[key] ?? '';
  const url = fillWithWorld(route.url, w) + (typeof query === 'function' ? query(w) : query);
  const matrixCase = CASES.find((c) => c.route === key);
  if (matrixCase) {
    const { payload, headers } = matrixCase.call(matrixWorld(w, wav));
    return { method: route.method, url, payload, headers };
  }
  const body = BODIES[key];
  return { method: route.method, url, ...(body ? { payload: body(w) } : {}) };
}

/** What the owner answers on the matrix routes where even the owner is refused, by design. */
export function ownerRefusalByDesign(key: string): number | undefined {
  const row = CASES.find((c) => c.route === key);
  const owner = row && expectedStatuses(row.expect)[0];
  return owner !== undefined && owner >= 300 ? owner : undefined;
}

/** `METHOD /path` of a route-table entry. */
export const routeKey = (route: RouteEntry) => `${route.method} ${route.url}`;
