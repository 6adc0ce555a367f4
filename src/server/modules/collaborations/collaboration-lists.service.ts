import { can } from '../../../shared/permissions.js';
import type { Collaboration, CollaborationStatus } from '../../../shared/schemas/collaborations.js';
import type { Database } from '../../db/client.js';
import { cursorAfter, pageFrom, timestampIdKey, type Page } from '../../lib/pagination.js';
import { projectAccessCheck, type ProjectAccessCheck } from '../projects/index.js';
import type {
  CollaborationPageRow,
  CollaborationsRepository,
} from './collaborations.repository.js';
import { presentCollaboration } from './present-collaboration.js';

const keyOf = (row: CollaborationPageRow) => [row.sortAt, row.id] as const;
const emptyPage: Page<Collaboration> = { items: [], nextCursor: null, total: 0 };

/**
 * The lists of collaborations, a page at a time: a project's members (every member sees them)
 * and its pending invitations (the owner only, DESIGN §5), and the invitations waiting for the
 * caller's own account.
 */
export function collaborationListsService(deps: {
  db: Database;
  repo: CollaborationsRepository;
  access?: ProjectAccessCheck;
  now?: () => Date;
}) {
  const { repo } = deps;
  const access = deps.access ?? projectAccessCheck(deps.db);
  const now = deps.now ?? (() => new Date());

  return {
    /** Members (and, for the owner, pending invitations) of a project, oldest first. */
    async projectPage(
      profileId: string,
      projectId: string,
      query: { status?: CollaborationStatus; cursor: string | null; limit: number },
    ): Promise<Page<Collaboration>> {
      const { role } = await access(profileId, projectId, 'project.see');
      const after = cursorAfter(query.cursor, timestampIdKey);
      // Only the owner sees invitations: everyone else's list holds accepted members alone.
      const seesInvitations = can(role, 'members.manage');
      if (!seesInvitations && query.status === 'pending') return emptyPage;
      const status = seesInvitations ? query.status : 'accepted';
      const [rows, total] = await Promise.all([
        repo.pageByProject(projectId, status, after, query.limit),
        after ? undefined : repo.countByProject(projectId, status),
      ]);
      return { ...pageFrom(rows, query.limit, keyOf, presentCollaboration), total };
    },

    /** Pending, unexpired invitations addressed to the caller's account e-mail, newest first. */
    async receivedPage(
      profileId: string,
      cursor: string | null,
      limit: number,
    ): Promise<Page<Collaboration>> {
      const after = cursorAfter(cursor, timestampIdKey);
      const email = await repo.emailOfProfile(profileId);
      if (!email) return emptyPage;
      const rows = await repo.pagePendingForEmail(email, now(), after, limit);
      return pageFrom(rows, limit, keyOf, presentCollaboration);
    },
  };
}
