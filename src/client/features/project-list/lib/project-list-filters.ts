import { PROJECT_STATUSES, type ProjectStatus } from '../../../../shared/constants';
import {
  PROJECT_SCOPES,
  PROJECT_SORTS,
  UNFILED_FOLDER,
  type ProjectScope,
  type ProjectSort,
} from '../../../../shared/schemas/projects';

/** What the projects list shows, as the page's address holds it (`/projects?q=&sort=…`). */
export interface ProjectListFilters {
  q: string;
  sort: ProjectSort;
  status: ProjectStatus | null;
  scope: ProjectScope;
  /** A folder's id, UNFILED_FOLDER for projects in no folder, or null for any. */
  folder: string | null;
}

export const DEFAULT_FILTERS: ProjectListFilters = {
  q: '',
  sort: 'updated',
  status: null,
  scope: 'all',
  folder: null,
};

/** The address's names for each filter (`folder`, not `folderId`: it reads as a link). */
const PARAM = { q: 'q', sort: 'sort', status: 'status', scope: 'scope', folder: 'folder' } as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.includes(value as T) ? (value as T) : null;

/** The filters an address asks for; anything unknown (an old or edited link) is the default. */
export function filtersFromSearch(search: URLSearchParams): ProjectListFilters {
  const folder = search.get(PARAM.folder);
  return {
    q: search.get(PARAM.q) ?? '',
    sort: oneOf(PROJECT_SORTS, search.get(PARAM.sort)) ?? DEFAULT_FILTERS.sort,
    status: oneOf(PROJECT_STATUSES, search.get(PARAM.status)),
    scope: oneOf(PROJECT_SCOPES, search.get(PARAM.scope)) ?? DEFAULT_FILTERS.scope,
    folder: folder === UNFILED_FOLDER || (folder !== null && UUID.test(folder)) ? folder : null,
  };
}

/** `current` with `changes` applied; defaults leave the address so a plain link stays plain. */
export function searchWithFilters(
  current: URLSearchParams,
  changes: Partial<ProjectListFilters>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const entries = Object.entries(changes) as [keyof ProjectListFilters, string | null][];
  for (const [key, value] of entries) {
    if (value === null || value === '' || value === DEFAULT_FILTERS[key]) next.delete(PARAM[key]);
    else next.set(PARAM[key], value);
  }
  return next;
}

/** Whether any filter narrows the list (the empty state then offers to clear them). */
export function isFiltered(filters: ProjectListFilters): boolean {
  return (
    filters.q.trim() !== '' ||
    filters.status !== null ||
    filters.scope !== 'all' ||
    filters.folder !== null
  );
}

/**
 * GET /api/projects's parameters for the filters (the search text as settled after typing):
 * an explicit sort, and only the filters that narrow the list.
 */
export function projectListParams(filters: ProjectListFilters, settledQuery: string) {
  return {
    q: settledQuery.trim() || undefined,
    sort: filters.sort,
    status: filters.status ?? undefined,
    scope: filters.scope === 'all' ? undefined : filters.scope,
    folderId: filters.folder ?? undefined,
  };
}
