import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { ProjectRole, ProjectStatus } from '../../../shared/constants.js';
import {
  UNFILED_FOLDER,
  type ProjectScope,
  type ProjectSort,
} from '../../../shared/schemas/projects.js';
import type { Database } from '../../db/client.js';
import { rowsAfter } from '../../db/keyset.js';
import { collaborations, profiles, projectFolders, projects } from '../../db/schema/index.js';
import { projectRoleOf } from '../../db/conditions/project-membership.js';
import { placementOf, summaryColumns, type ProjectSummaryRow } from './projects.repository.js';

/** What the caller's project list is narrowed to (GET /api/projects). */
export interface ProjectListFilter {
  sort: ProjectSort;
  scope: ProjectScope;
  /** Title words, each matched anywhere in the title ignoring case; blank or absent: all. */
  q?: string;
  status?: ProjectStatus;
  /** One of the caller's folders, or UNFILED_FOLDER for projects the caller filed nowhere. */
  folderId?: string;
}

/** A summary as the caller's project list returns it, with the caller's role. */
export interface ProjectListRow extends ProjectSummaryRow {
  role: ProjectRole;
  /** The sort column as PostgreSQL prints it (a timestamp exact to the microsecond), for a cursor. */
  sortKey: string;
}

/** A page's last project: library or not, its sort column as text, its id. */
export type ProjectListKey = readonly [isLibrary: boolean, sortKey: string, id: string];

/** Words of a title search that count (the text is capped at SEARCH_TEXT_MAX before). */
const SEARCH_WORDS_MAX = 8;

/**
 * Each order: the column after "the library first" and its direction, with the cast a cursor's
 * text needs. Each has an index with the owner and is_library before it (projects_owner_*_idx).
 */
const ORDERS: Record<ProjectSort, { column: SQL; cast: SQL; direction: 'asc' | 'desc' }> = {
  updated: { column: sql`${projects.updatedAt}`, cast: sql`timestamptz`, direction: 'desc' },
  created: { column: sql`${projects.createdAt}`, cast: sql`timestamptz`, direction: 'desc' },
  title: { column: sql`lower(${projects.title})`, cast: sql`text`, direction: 'asc' },
};

/** `%word%` for ILIKE, with the word's own wildcards taken literally. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function titleMatches(q: string | undefined): SQL | undefined {
  const words = (q ?? '').split(/\s+/).filter(Boolean).slice(0, SEARCH_WORDS_MAX);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => ilike(projects.title, containing(word))));
}

function folderMatches(profileId: string, folderId: string | undefined): SQL | undefined {
  if (folderId === undefined) return undefined;
  const placed = (extra?: SQL) =>
    sql`exists (select 1 from ${projectFolders} where ${and(placementOf(profileId), extra)})`;
  return folderId === UNFILED_FOLDER
    ? sql`not ${placed()}`
    : placed(eq(projectFolders.folderId, folderId));
}

/**
 * Rows after a page's last one. The library (at most one, and only in its owner's list) comes
 * first in every order, so after it come all the others, and after any other project only
 * the non-library projects past it in the order.
 */
function rowsAfterKey(sort: ProjectSort, after: ProjectListKey | null): SQL | undefined {
  if (!after) return undefined;
  const notLibrary = sql`not ${projects.isLibrary}`;
  if (after[0]) return notLibrary;
  const { column, cast, direction } = ORDERS[sort];
  return and(
    notLibrary,
    rowsAfter(
      [column, projects.id],
      [sql`${after[1]}::${cast}`, sql`${after[2]}::uuid`],
      direction,
    ),
  );
}

/** SQL for the caller's list of projects: owned and joined, filtered, in keyset pages. */
export function projectListRepository(db: Database) {
  const accepted = (profileId: string) =>
    and(eq(collaborations.profileId, profileId), eq(collaborations.status, 'accepted'));

  /** The filter's conditions on `projects` that both branches (owned and joined) share. */
  const filtered = (profileId: string, filter: ProjectListFilter) =>
    and(
      filter.status === undefined ? undefined : eq(projects.status, filter.status),
      titleMatches(filter.q),
      folderMatches(profileId, filter.folderId),
    );

  return {
    /**
     * A page of the projects the profile can see, the library first, then in the filter's
     * order. Owned projects are one range of the owner's index for that order; joined ones come
     * from the profile's memberships (collaborations_profile_idx); each branch reads at most a
     * page, and the page is the first `limit` of both. The same visibility as projectVisibleTo.
     */
    async listPage(
      profileId: string,
      filter: ProjectListFilter,
      after: ProjectListKey | null,
      limit: number,
    ): Promise<ProjectListRow[]> {
      const { column, direction } = ORDERS[filter.sort];
      const by = direction === 'asc' ? asc : desc;
      const order = [desc(projects.isLibrary), by(column), by(projects.id)];
      const where = and(filtered(profileId, filter), rowsAfterKey(filter.sort, after));
      const branches: SQL[] = [];
      if (filter.scope !== 'shared') {
        const owned = db
          .select({ id: projects.id })
          .from(projects)
          .where(and(eq(projects.ownerProfileId, profileId), where))
          .orderBy(...order)
          .limit(limit);
        branches.push(sql`(${owned})`);
      }
      if (filter.scope !== 'owned') {
        const joined = db
          .select({ id: projects.id })
          .from(collaborations)
          .innerJoin(projects, eq(projects.id, collaborations.projectId))
          .where(and(accepted(profileId), where))
          .orderBy(...order)
          .limit(limit);
        branches.push(sql`(${joined})`);
      }
      const role = projectRoleOf(profileId) as SQL<ProjectRole>;
      const sortKey = sql<string>`${column}::text`;
      return db
        .select({ ...summaryColumns, role, sortKey })
        .from(projects)
        .innerJoin(profiles, eq(profiles.id, projects.ownerProfileId))
        .leftJoin(projectFolders, placementOf(profileId))
        .where(sql`${projects.id} in (${sql.join(branches, sql` union all `)})`)
        .orderBy(...order)
        .limit(limit);
    },

    /**
     * How many projects the list holds: two counts over the profile's own projects and its
     * memberships (indexed ranges; the filters only narrow them).
     */
    async count(profileId: string, filter: ProjectListFilter): Promise<number> {
      const where = filtered(profileId, filter);
      const owned = db
        .select({ count: sql<number>`count(*)` })
        .from(projects)
        .where(and(eq(projects.ownerProfileId, profileId), where));
      const joined = db
        .select({ count: sql<number>`count(*)` })
        .from(collaborations)
        .innerJoin(projects, eq(projects.id, collaborations.projectId))
        .where(and(accepted(profileId), where));
      const parts: SQL[] = [];
      if (filter.scope !== 'shared') parts.push(sql`(${owned})`);
      if (filter.scope !== 'owned') parts.push(sql`(${joined})`);
      const [row] = await db
        .select({ count: sql<number>`(${sql.join(parts, sql` + `)})::int` })
        .from(sql`(select 1) as one`);
      return row?.count ?? 0;
    },
  };
}
export type ProjectListRepository = ReturnType<typeof projectListRepository>;
