import { sql, type SQL } from 'drizzle-orm';
import type { ProjectRole } from '../../../shared/constants.js';
import type { SongSort } from '../../../shared/schemas/audio.js';
import type { DbExecutor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import type { AudioListing } from './audio.repository.js';
import { SORT_PLANS, type CustomCursor, type SortPlan } from './song-sorts.sql.js';

/** A song of a list page: the listing, the caller's role and pin, and its place (the cursor). */
export interface SongListRow extends AudioListing {
  role: ProjectRole;
  pinned: boolean;
  place: Array<string | number>;
}

export interface SongPageQuery {
  sort: SongSort;
  /** The place of the last song of the previous page, as song-sorts.sql.ts shapes it. */
  after: Array<string | number> | null;
  /** Rows to read: one more than the page, to know whether another follows. */
  take: number;
  /** Search text (already trimmed and capped), or null. */
  q: string | null;
}

/** `%text%` for ILIKE, with the text's own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Words of a search that count (the text is capped at SEARCH_TEXT_MAX before it gets here). */
const SEARCH_WORDS_MAX = 8;

/**
 * The search condition over a branch's row: every word of the text in the title, file name,
 * notes, project or uploader (in any of them, in any order).
 */
const matches = (q: string) => {
  const words = q.split(/\s+/).filter(Boolean).slice(0, SEARCH_WORDS_MAX);
  const wordMatches = words.map((word) => {
    const pattern = containing(word);
    return sql`(a.title ilike ${pattern} or a.original_name ilike ${pattern}
      or a.notes ilike ${pattern} or p.title ilike ${pattern} or u.artist_name ilike ${pattern})`;
  });
  return sql`(${sql.join(wordMatches, sql` and `)})`;
};

/** `(k…) > (v…)` (or `<`) over a plan's keys, with each value cast to its key's type. */
function afterPlace(keys: SQL[], types: string[], values: Array<string | number>, desc: boolean) {
  const cast = values.map((value, i) => sql`${value}::${sql.raw(types[i]!)}`);
  return sql`(${sql.join(keys, sql`, `)}) ${sql.raw(desc ? '<' : '>')} (${sql.join(cast, sql`, `)})`;
}

interface Branch {
  /** FROM … (aliases: `a` the song; `c` a membership when the branch has one). */
  from: SQL;
  conditions: SQL[];
  /** The caller's role in the song's project. */
  role: SQL;
  /** The sort keys as this branch computes them (their values are the cursor). */
  keys: SQL[];
  /** "After the cursor" for this branch, when there is a cursor and it limits the branch. */
  after?: SQL | null;
}

interface Order {
  direction: 'asc' | 'desc';
  readsUploader: boolean;
}

/** One branch of a page: its songs in order after the cursor, at most `take`. */
function branchSql(branch: Branch, order: Order, query: SongPageQuery): SQL {
  const conditions = [...branch.conditions];
  if (branch.after) conditions.push(branch.after);
  if (query.q) conditions.push(matches(query.q));
  const uploader =
    order.readsUploader || query.q
      ? sql`left join profiles u on u.id = a.uploader_profile_id`
      : sql``;
  const project = query.q ? sql`join projects p on p.id = a.project_id` : sql``;
  const columns = branch.keys.map((key, i) => sql`${key} as ${sql.raw(`k${i}`)}`);
  return sql`(select a.id, ${branch.role} as role, ${sql.join(columns, sql`, `)}
    from ${branch.from} ${uploader} ${project}
    where ${sql.join(conditions, sql` and `)}
    order by ${orderBy('', branch.keys.length, order)} limit ${query.take})`;
}

/** `k0 asc, k1 asc…` over a relation's key columns (`prefix` "page." or ""). */
const orderBy = (prefix: string, count: number, order: Order) =>
  sql.raw(Array.from({ length: count }, (_, i) => `${prefix}k${i} ${order.direction}`).join(', '));

/**
 * The page's songs with everything a list shows, in one statement: the branches' ids merged
 * in order, then each song's project, uploader, version count and the viewer's pin. The rows
 * come back as ONE JSON text: PGlite hands every value across its WebAssembly boundary one by
 * one (about 5 µs each, 2,000 values a page), so a page costs a third as much this way, and a
 * PostgreSQL server sends one value instead of two thousand. `total` (a scalar statement) is
 * read in the same round trip when given.
 */
async function readPage(
  db: DbExecutor,
  viewerId: string,
  branches: Branch[],
  order: Order,
  query: SongPageQuery,
  total: SQL | null,
): Promise<{ rows: SongListRow[]; total: number | null }> {
  const keyCount = branches[0]!.keys.length;
  const keys = sql.raw(Array.from({ length: keyCount }, (_, i) => `page.k${i}`).join(', '));
  const result = await db.execute(sql`
    with page as (
      select * from (${sql.join(
        branches.map((branch) => branchSql(branch, order, query)),
        sql` union all `,
      )}) merged
      order by ${orderBy('', keyCount, order)} limit ${query.take}
    )
    select coalesce(json_agg(json_build_object(
        'role', page.role, 'place', json_build_array(${keys}),
        'id', a.id, 'projectId', a.project_id, 'projectName', p.title,
        'projectIsLibrary', p.is_library, 'filename', a.filename,
        'originalName', a.original_name, 'title', a.title, 'mimeType', a.mime_type,
        'size', a.size, 'duration', a.duration, 'notes', a.notes, 'createdAt', a.created_at,
        'uploaderProfileId', a.uploader_profile_id, 'uploaderArtistName', u.artist_name,
        'uploaderFirstName', u.first_name, 'uploaderLastName', u.last_name,
        'songId', a.song_id, 'isLatest', a.is_latest,
        'versionCount', 1 + (select count(*) from audio_files v
                             where v.song_id = a.song_id and not v.is_latest),
        'pinned', coalesce(lo.pinned, false),
        'analysisState', a.analysis_state, 'analysis', a.analysis
      ) order by ${orderBy('page.', keyCount, order)}), '[]')::text as items,
      ${total ?? sql`null::int`} as total
    from page
    join audio_files a on a.id = page.id
    join projects p on p.id = a.project_id
    left join profiles u on u.id = a.uploader_profile_id
    left join library_order lo on lo.profile_id = ${viewerId} and lo.song_id = a.song_id`);
  const [row] = rowsOf<{ items: string; total: number | null }>(result);
  type Raw = Omit<SongListRow, 'createdAt'> & { createdAt: string };
  const rows = (JSON.parse(row!.items) as Raw[]).map((song) => ({
    ...song,
    createdAt: new Date(song.createdAt),
  }));
  return { rows, total: row!.total };
}

const owned = (viewerId: string): Pick<Branch, 'from' | 'conditions' | 'role'> => ({
  from: sql`audio_files a`,
  conditions: [sql`a.owner_profile_id = ${viewerId}`, sql`a.is_latest`],
  role: sql`'owner'::text`,
});

/** Songs of projects the viewer joined (never one it owns: those are the owned branch's). */
const joined = (viewerId: string): Pick<Branch, 'from' | 'conditions' | 'role'> => ({
  from: sql`collaborations c join audio_files a on a.project_id = c.project_id`,
  conditions: [
    sql`c.profile_id = ${viewerId}`,
    sql`c.status = 'accepted'`,
    sql`a.is_latest`,
    sql`a.owner_profile_id <> ${viewerId}`,
  ],
  role: sql`c.role::text`,
});

/** Not placed by hand in the viewer's library (such songs come from the placed branch). */
const unplaced = (viewerId: string) =>
  sql`not exists (select 1 from library_order lo where lo.profile_id = ${viewerId} and lo.song_id = a.song_id)`;

/** How many songs the viewer's library holds, from the projects' trigger-kept counts. */
const libraryTotal = (viewerId: string) => sql`(
  (select coalesce(sum(song_count), 0) from projects where owner_profile_id = ${viewerId})
  + (select coalesce(sum(p.song_count), 0) from collaborations c join projects p on p.id = c.project_id
     where c.profile_id = ${viewerId} and c.status = 'accepted' and p.owner_profile_id <> ${viewerId})
)::int`;

/** A plan's branches: each one index range after the cursor. */
function planned(plan: SortPlan, query: SongPageQuery) {
  return (branch: Pick<Branch, 'from' | 'conditions' | 'role'>): Branch => ({
    ...branch,
    keys: plan.keys,
    after: query.after
      ? afterPlace(plan.keys, plan.types, query.after, plan.direction === 'desc')
      : null,
  });
}

/**
 * The library's own arrangement (decision 007): songs placed by hand (pinned or moved) from
 * library_order in key order, merged with every other song by its library key.
 */
function arrangedBranches(viewerId: string, after: CustomCursor | null): Branch[] {
  const placed: Branch = {
    from: sql`library_order lo
      join audio_files a on a.song_id = lo.song_id and a.is_latest
      left join collaborations c
        on c.project_id = a.project_id and c.profile_id = ${viewerId} and c.status = 'accepted'`,
    conditions: [
      sql`lo.profile_id = ${viewerId}`,
      sql`(a.owner_profile_id = ${viewerId} or c.id is not null)`,
    ],
    role: sql`case when a.owner_profile_id = ${viewerId} then 'owner' else c.role::text end`,
    keys: [sql`case when lo.pinned then 0 else 1 end`, sql`lo.rank_key collate "C"`, sql`a.id`],
  };
  placed.after = after ? afterPlace(placed.keys, ['int', 'text', 'uuid'], after, false) : null;
  // The other songs are all in the second section: after a pinned song's cursor, all of them.
  const rest = (branch: Pick<Branch, 'from' | 'conditions' | 'role'>): Branch => ({
    ...branch,
    conditions: [...branch.conditions, unplaced(viewerId)],
    keys: [sql`1`, sql`a.library_key collate "C"`, sql`a.id`],
    after:
      after && after[0] === 1
        ? afterPlace(
            [sql`a.library_key collate "C"`, sql`a.id`],
            ['text', 'uuid'],
            after.slice(1),
            false,
          )
        : null,
  });
  return [placed, rest(owned(viewerId)), rest(joined(viewerId))];
}

/** SQL for song lists: a profile's library and a project's songs, one keyset page at a time. */
export function songListRepository(db: DbExecutor) {
  return {
    /** A page of every latest song the viewer can see (owned or joined projects). */
    async libraryPage(viewerId: string, query: SongPageQuery) {
      const total = query.after || query.q ? null : libraryTotal(viewerId);
      if (query.sort === 'custom') {
        const after = query.after as CustomCursor | null;
        const order = { direction: 'asc' as const, readsUploader: false };
        return readPage(db, viewerId, arrangedBranches(viewerId, after), order, query, total);
      }
      const plan = SORT_PLANS[query.sort];
      const branches = [owned(viewerId), joined(viewerId)].map(planned(plan, query));
      return readPage(db, viewerId, branches, plan, query, total);
    },

    /** A page of one project's latest songs, seen with `role` (already checked). */
    async projectPage(
      viewerId: string,
      projectId: string,
      role: ProjectRole,
      query: SongPageQuery,
    ) {
      const plan = SORT_PLANS[query.sort === 'custom' ? 'newest' : query.sort];
      const branch = planned(
        plan,
        query,
      )({
        from: sql`audio_files a`,
        conditions: [sql`a.project_id = ${projectId}`, sql`a.is_latest`],
        role: sql`${role}::text`,
      });
      const total =
        query.after || query.q
          ? null
          : sql`(select song_count from projects where id = ${projectId})`;
      return readPage(db, viewerId, [branch], plan, query, total);
    },
  };
}
export type SongListRepository = ReturnType<typeof songListRepository>;
