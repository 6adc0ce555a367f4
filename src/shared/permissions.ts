// The permission policy (DESIGN §5, decision 015): who may do what, as one table that the server's
// access checks, the permission-matrix test and every client decision read. A rule lives here
// once; nothing else compares roles.
import type { AccountRole, ProjectRole } from './constants';

/**
 * The facts a rule may need beyond the role. A fact left out counts as false, so a rule that
 * needs "mine" or "members may share" refuses without it, and "not the library" allows.
 */
export interface PermissionContext {
  /** The project is its owner's library (private, keeps its name, cannot be deleted or left). */
  isLibrary?: boolean;
  /** The item acted on (an audio file, a comment) was uploaded or written by the caller. */
  isMine?: boolean;
  /** The project's owner lets members put its audio on public and share links (issue 14). */
  membersMayShare?: boolean;
}

/** Yes, no, or yes when one fact of the context holds. */
export type Grant = boolean | 'ifMine' | 'ifNotLibrary' | 'ifMembersMayShare';

type ProjectRule = Readonly<Record<ProjectRole, Grant>>;

const OWNER_ONLY: ProjectRule = { owner: true, collaborator: false, viewer: false };
const MEMBERS_WRITE: ProjectRule = { owner: true, collaborator: true, viewer: false };

/** Every project action with what each role may do (anyone else is refused with a 404). */
export const PROJECT_PERMISSIONS = {
  /** See the project, its audio (list, play, download), lyrics, credits, details, comments. */
  'project.see': { owner: true, collaborator: true, viewer: true },
  'audio.upload': MEMBERS_WRITE,
  /** Edit an audio file's title and notes, mark a version as the latest. */
  'audio.edit': MEMBERS_WRITE,
  'lyrics.edit': MEMBERS_WRITE,
  'comment.write': MEMBERS_WRITE,
  /** Delete an audio file, or move it to another project: a collaborator only their own uploads. */
  'audio.delete': { owner: true, collaborator: 'ifMine', viewer: false },
  'comment.delete': { owner: true, collaborator: 'ifMine', viewer: false },
  /**
   * Resolve or reopen a comment thread (issue 26 item 6, decision 024): the owner and
   * collaborators (who work on the song) resolve any; a viewer only a thread they wrote, one
   * left from when they could comment ("mine": the thread's first comment is theirs).
   */
  'comment.resolve': { owner: true, collaborator: true, viewer: 'ifMine' },
  /**
   * Make a song its own song project (issue 16): the project's owner, whose profile will own the
   * new project. Only a library song qualifies; that is a fact of the song, answered 409.
   */
  'audio.makeSong': OWNER_ONLY,
  /**
   * Put the project's song on one of the caller's releases (issue 28): only the project's owner,
   * whose profile the release is, since a release delivers the song's masters, credits and
   * splits. A song of a project the caller only belongs to is refused by id, as bulk actions do.
   */
  'audio.release': OWNER_ONLY,
  /** Change the project's fields (description, genre, status, the members-may-share switch). */
  'project.edit': OWNER_ONLY,
  /** The library keeps its name: it is the default home of uploads. */
  'project.rename': { owner: 'ifNotLibrary', collaborator: false, viewer: false },
  'project.delete': { owner: 'ifNotLibrary', collaborator: false, viewer: false },
  'details.write': OWNER_ONLY,
  'credits.write': OWNER_ONLY,
  'splits.see': { owner: true, collaborator: true, viewer: false },
  'splits.write': OWNER_ONLY,
  'splits.send': OWNER_ONLY,
  /**
   * See a share link's listen receipts (issue 27, decision 029): the project's owner sees every
   * link made on their project; a member only the links they made ("mine": the link's maker).
   */
  'receipts.see': { owner: true, collaborator: 'ifMine', viewer: 'ifMine' },
  /** Invite, resend, cancel, remove members and change their role; see pending invitations. */
  'members.manage': { owner: 'ifNotLibrary', collaborator: false, viewer: false },
  /** The owner cannot leave their own project; nobody is a member of a library. */
  'project.leave': { owner: false, collaborator: 'ifNotLibrary', viewer: 'ifNotLibrary' },
  /** Put the project's audio on a public or share link: the owner, or members when allowed. */
  'audio.share': { owner: true, collaborator: 'ifMembersMayShare', viewer: 'ifMembersMayShare' },
  /**
   * File the project in one of the caller's own folders (or take it out): every member, since
   * a folder is the caller's private arrangement and changes nothing others see.
   */
  'project.fileInFolder': { owner: true, collaborator: true, viewer: true },
  /** Mute the project's notifications for oneself (issue 26 item 3): every member. */
  'project.mute': { owner: true, collaborator: true, viewer: true },
} as const satisfies Record<string, ProjectRule>;

export type ProjectAction = keyof typeof PROJECT_PERMISSIONS;

/** Every account-level action with the account roles that may do it (everyone else: 403). */
export const ACCOUNT_PERMISSIONS = {
  'admin.console': ['admin'],
  /** Use the app while the site is in Maintenance Mode (everyone else gets a 503). */
  'site.useDuringMaintenance': ['admin'],
} as const satisfies Record<string, readonly AccountRole[]>;

export type AccountAction = keyof typeof ACCOUNT_PERMISSIONS;

const granted = (grant: Grant, context: PermissionContext): boolean => {
  switch (grant) {
    case 'ifMine':
      return context.isMine === true;
    case 'ifNotLibrary':
      return context.isLibrary !== true;
    case 'ifMembersMayShare':
      return context.membersMayShare === true;
    default:
      return grant;
  }
};

/** Whether a project role may do a project action, given the facts the rule needs. */
export function can(
  role: ProjectRole | null | undefined,
  action: ProjectAction,
  context?: PermissionContext,
): boolean;
/** Whether an account role may do an account-level action. */
export function can(role: AccountRole | null | undefined, action: AccountAction): boolean;
export function can(
  role: ProjectRole | AccountRole | null | undefined,
  action: ProjectAction | AccountAction,
  context: PermissionContext = {},
): boolean {
  if (!role) return false;
  if (action in ACCOUNT_PERMISSIONS) {
    return (ACCOUNT_PERMISSIONS[action as AccountAction] as readonly string[]).includes(role);
  }
  const rule: ProjectRule = PROJECT_PERMISSIONS[action as ProjectAction];
  return role in rule ? granted(rule[role as ProjectRole], context) : false;
}

/**
 * Whether the caller owns the project: a fact for labels ("Yours", "by …") and for whose storage
 * an upload fills, not a permission (those go through `can`).
 */
export const isProjectOwner = (role: ProjectRole | null | undefined): boolean => role === 'owner';
