import type { z } from 'zod';
import type { AudioFile, SongListQuery, SongSort } from '../../../shared/schemas/audio.js';
import type { Database } from '../../db/client.js';
import {
  decodeCursor,
  type Page,
  pageFrom,
  pageLimit,
  pageReadSize,
} from '../../lib/pagination.js';
import { requireProjectRole } from '../projects/index.js';
import { presentAudio } from './present-audio.js';
import type { SongPageCache } from './song-page-cache.js';
import type { SongListRepository, SongListRow } from './song-list.repository.js';
import { customCursor, SORT_PLANS } from './song-sorts.sql.js';

interface Caller {
  profileId: string;
  /** The caller's library version, read with the session (decision 008). */
  libraryVersion: number;
}

/** The order of a list when the request names none: the spec's newest first. */
export const DEFAULT_SONG_SORT: SongSort = 'newest';

/** A project has no arrangement of its own: its "custom" order is newest first. */
const projectSort = (sort: SongSort | undefined): SongSort =>
  !sort || sort === 'custom' ? DEFAULT_SONG_SORT : sort;

const cursorShape = (sort: SongSort): z.ZodType<Array<string | number>> =>
  sort === 'custom' ? customCursor : SORT_PLANS[sort].cursor;

const present =
  (caller: Caller) =>
  (row: SongListRow): AudioFile => ({
    ...presentAudio(row, row.role, caller.profileId),
    pinned: row.pinned,
  });

type PageReader = (query: {
  sort: SongSort;
  after: Array<string | number> | null;
  take: number;
  q: string | null;
}) => Promise<{ rows: SongListRow[]; total: number | null }>;

/** A song list's query as the service takes it: the first page's cursor is null. */
type SongPageQuery = Omit<SongListQuery, 'cursor'> & { cursor: string | null };

/** One page of a list read by `read`, as the API answers it. */
async function pageOf(
  caller: Caller,
  read: PageReader,
  query: SongPageQuery,
  sort: SongSort,
): Promise<Page<AudioFile>> {
  const limit = pageLimit(query.limit);
  const after = query.cursor ? decodeCursor(query.cursor, cursorShape(sort)) : null;
  const { rows, total } = await read({
    sort,
    after,
    take: pageReadSize(limit),
    q: query.q || null,
  });
  const page = pageFrom(rows, limit, (row) => row.place, present(caller));
  return total === null ? page : { ...page, total };
}

/**
 * The song lists (DESIGN §3): the library (every latest song of the projects the caller owns
 * or joined) and a project's songs, in keyset pages sorted and searched in the database. The
 * whole list of the spec (no `limit`) is these pages in turn (lib/list-answer.ts).
 */
export function songListService(deps: {
  db: Database;
  repo: SongListRepository;
  cache: SongPageCache;
}) {
  const { repo } = deps;
  const { cache } = deps;

  /** A page from the cache while the caller's library is unchanged, else read and kept. */
  async function cachedPage(
    caller: Caller,
    scope: string,
    query: SongPageQuery,
    read: () => Promise<Page<AudioFile>>,
  ): Promise<Page<AudioFile>> {
    const key = [caller.profileId, scope, query.sort, query.q, query.limit, query.cursor].join(
      '\u0000',
    );
    return cache.read(key, caller.libraryVersion, read);
  }

  const library =
    (caller: Caller): PageReader =>
    (query) =>
      repo.libraryPage(caller.profileId, query);

  /** The project's reader, after the access check (viewer and up; 404 for anyone else). */
  async function project(caller: Caller, projectId: string): Promise<PageReader> {
    const access = await requireProjectRole(deps.db, caller.profileId, projectId, 'project.see');
    return (query) => repo.projectPage(caller.profileId, projectId, access.role, query);
  }

  return {
    libraryPage: (caller: Caller, query: SongPageQuery) =>
      cachedPage(caller, 'library', query, () =>
        pageOf(caller, library(caller), query, query.sort ?? DEFAULT_SONG_SORT),
      ),

    /** The access check runs on every request; the page may come from the cache. */
    async projectPage(caller: Caller, projectId: string, query: SongPageQuery) {
      const read = await project(caller, projectId);
      return cachedPage(caller, projectId, query, () =>
        pageOf(caller, read, query, projectSort(query.sort)),
      );
    },
  };
}
export type SongListService = ReturnType<typeof songListService>;
