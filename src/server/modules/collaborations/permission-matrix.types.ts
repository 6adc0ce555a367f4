// The shape of the permission matrix (permission-matrix.cases.ts): who asks, the project world
// each row runs against, one row, and how a row's statuses follow from the permission policy.
import {
  can,
  PROJECT_PERMISSIONS,
  type PermissionContext,
  type ProjectAction,
} from '../../../shared/permissions.js';

export const WHO = ['owner', 'collaborator', 'viewer', 'outsider', 'signedOut'] as const;
export type Who = (typeof WHO)[number];

/** A project with one of everything, owned by `owner`, with a collaborator and a viewer. */
export interface World {
  projectId: string;
  otherProjectId: string;
  audioId: string;
  filename: string;
  lyricsId: string;
  creditId: string;
  splitId: string;
  pendingId: string;
  memberId: string;
  commentId: string;
  /** A real WAV fixture for the upload routes. */
  wav: Buffer;
}

/** What each of WHO gets, in WHO's order. */
export type Statuses = [
  owner: number,
  collaborator: number,
  viewer: number,
  outsider: number,
  signedOut: number,
];

/** A route the policy decides: the action it performs and the status it answers on success. */
export interface PolicyExpectation {
  action: ProjectAction;
  ok: number;
}

export interface Case {
  route: string;
  call: (w: World) => { url: string; payload?: object | Buffer; headers?: Record<string, string> };
  /** The policy action (statuses read from its table), or fixed statuses for a rule outside it. */
  expect: PolicyExpectation | Statuses;
}

/** A row decided by the policy's `action`, answering `ok` to whoever it allows. */
export const allows = (action: ProjectAction, ok: number): PolicyExpectation => ({ action, ok });

/**
 * The facts of the world for each member: the owner uploaded its audio and wrote its comment, it
 * is not a library, and members may not share.
 */
const worldFacts = (who: Who): PermissionContext => ({ isMine: who === 'owner' });

/**
 * The statuses a row expects: a member the policy allows gets `ok`, another member 403; anyone
 * outside the project 404 (never revealing it exists), and a signed-out caller 401.
 */
export function expectedStatuses(expect: Case['expect']): Statuses {
  if (Array.isArray(expect)) return expect;
  const { action, ok } = expect;
  const member = (who: 'owner' | 'collaborator' | 'viewer') =>
    can(who, action, worldFacts(who)) ? ok : 403;
  return [member('owner'), member('collaborator'), member('viewer'), 404, 401];
}

/** Every action of the policy that some route performs (the rest have no route yet). */
export const ACTIONS_WITHOUT_ROUTES: readonly ProjectAction[] = [
  // Its routes (GET /api/share-links/{id}/listens and /heatmap) name a link, not a project: a
  // member who did not make the link is not told it exists (404, not 403), so the matrix's
  // statuses do not apply; share-links.test.ts walks maker, owner, member and outsider.
  'receipts.see',
  // Its route (PUT /api/releases/{id}/tracks) names the caller's own release, not a project:
  // each role would need a release of its own, and a refused song is named among the ids
  // (403 for a member, 404 for an outsider); release-tracks.test.ts walks owner, collaborator
  // and outsider.
  'audio.release',
];
export const POLICY_ACTIONS = Object.keys(PROJECT_PERMISSIONS) as ProjectAction[];
