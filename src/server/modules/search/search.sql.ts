import { sql, type SQL } from 'drizzle-orm';
import type { SearchMatch } from './search-text.js';

/**
 * The SQL of the global search. Every group reads a bounded number of rows whatever the data:
 *
 * - Candidates come from two windows, each with its own LIMIT: exact names (a b-tree on
 *   lower(title) answers those), and names matching the text (the pg_trgm GIN indexes: names
 *   containing it, or for one or two letters, names or words starting with it). The second
 *   window reads at most SEARCH_SCAN_FACTOR × limit matching rows in one index scan and keeps
 *   the best of them, so a text that matches 10,000 songs costs a hundred rows, not 10,000.
 * - Each window also says who may see the row (the owner's index, or the projects the caller
 *   joined), and the planner picks the cheaper side: a small library is read through its owner,
 *   a large one through the trigram index.
 * - The exact window is separate because trigrams cannot tell "Seed song" from "Seed song 12":
 *   an exact name is never lost among thousands of longer ones.
 * - A third window finds names close to the text (a typo, decision 022), only while the first
 *   two found fewer than the limit: close names rank last, so otherwise they could not show.
 */

/** Matching rows one window reads, per result asked for (before it keeps the best). */
export const SEARCH_SCAN_FACTOR = 16;
/** Candidates the matching window hands to the final ranking, per result asked for. */
export const SEARCH_WINDOW_FACTOR = 4;

/** The projects the caller joined (accepted collaborations), as an array for `= any(...)`. */
export const joinedProjectIds = (profileId: string) =>
  sql`array(select c.project_id from collaborations c
    where c.profile_id = ${profileId} and c.status = 'accepted')`;

/**
 * The rank of a match without similarity: exact, prefix, word start, infix, every word, and
 * last a name that is only close to the text (a typo: trigram similarity, issue 25 item 5).
 */
export function tierOf(name: SQL, m: SearchMatch): SQL {
  return sql`case when lower(${name}) = lower(${m.text}) then 0
    when ${name} ilike ${m.prefix} then 1
    when ${name} ilike ${m.wordPrefix} then 2
    when ${name} ilike ${m.infix ?? m.prefix} then 3
    when ${matching(name, m) ?? sql`false`} then 4
    else 5 end`;
}

/**
 * Where a name matches: every word somewhere (or the whole text) when a word is long enough
 * for the trigram index, else the start of the name or of a word; null when neither applies.
 */
export function matching(name: SQL, m: SearchMatch): SQL | null {
  if (m.terms)
    return sql.join(
      m.terms.map((term) => sql`${name} ilike ${term}`),
      sql` and `,
    );
  if (m.infix) return sql`${name} ilike ${m.infix}`;
  return m.starts ? sql`(${name} ilike ${m.prefix} or ${name} ilike ${m.wordPrefix})` : null;
}

export interface CandidateSource {
  /** `table alias` to read from. */
  from: SQL;
  /** The row's id, the name searched, and the caller's visibility condition, on that alias. */
  id: SQL;
  name: SQL;
  visible: SQL;
}

/**
 * Names close to the text though not matching it: a word of the name within trigram reach of
 * the text (`<%`, word_similarity at least pg_trgm.word_similarity_threshold, 0.6 by default),
 * which the trigram GIN index answers. Null when the text has no word long enough for a typo.
 */
export function closeTo(name: SQL, m: SearchMatch): SQL | null {
  return m.fuzzy ? sql`${m.text} <% ${name}` : null;
}

/** A window of at most `limit` ids: `scan` rows matching `where`, the best `limit` by `order`. */
export function boundedWindow(source: CandidateSource, where: SQL, order: SQL, limit: number): SQL {
  const found = sql`select ${source.id} as id, ${source.name} as name from ${source.from}
    where ${source.visible} and ${where} limit ${limit * SEARCH_SCAN_FACTOR}`;
  return sql`(select found.id from (${found}) found order by ${order} limit ${limit * SEARCH_WINDOW_FACTOR})`;
}

/**
 * The ids of a source's candidate rows for `m`: the union of its bounded windows — exact names,
 * matching names, and names close to the text when it may hold a typo. Close names rank after
 * every match, so they are looked for only while the matches found are fewer than `limit` (a
 * one-time condition: PostgreSQL skips the window's index scan entirely otherwise).
 */
export function candidateIds(source: CandidateSource, m: SearchMatch, limit: number): SQL {
  const exact = sql`(select ${source.id} as id from ${source.from}
    where ${source.visible} and lower(${source.name}) = lower(${m.text}) limit ${limit})`;
  const match = matching(source.name, m);
  const matched = match
    ? sql`${exact} union all ${boundedWindow(source, match, tierOf(sql`found.name`, m), limit)}`
    : exact;
  const close = closeTo(source.name, m);
  if (!close) return matched;
  const fewer = sql`(select count(distinct matched.id) from matched) < ${limit}`;
  const closest = sql`word_similarity(${m.text}, found.name) desc`;
  return sql`with matched as (${matched})
    select matched.id from matched
    union all ${boundedWindow(source, sql`${fewer} and ${close}`, closest, limit)}`;
}

/**
 * ORDER BY terms that rank a name: the exact name, then names starting with the text, then
 * names with a word starting with it, then names containing it, then every word somewhere,
 * then names only close to the text (a typo); within each, closer names first (trigram similarity), then alphabetically.
 */
export function rankBy(name: SQL, m: SearchMatch): SQL[] {
  return [tierOf(name, m), sql`similarity(${name}, ${m.text}) desc`, sql`lower(${name})`];
}

/** Whether a name matches in any of the ways rankBy ranks (for sets read whole, like people). */
export function matchesAny(name: SQL, m: SearchMatch): SQL {
  // An exact name also matches the pattern, so equality is only needed without one.
  const match = matching(name, m) ?? sql`lower(${name}) = lower(${m.text})`;
  const close = closeTo(name, m);
  return close ? sql`(${match} or ${close})` : match;
}

/** The names a person is found by: artist name, first name, last name. */
export const personNames = (alias: string) =>
  sql.raw(
    `(coalesce(${alias}.artist_name, '') || ' ' || ${alias}.first_name || ' ' || ${alias}.last_name)`,
  );

/** How a person is named to others: the artist name, else the full name. */
export const personDisplayName = (alias: string) =>
  sql.raw(
    `coalesce(nullif(btrim(${alias}.artist_name), ''), btrim(${alias}.first_name || ' ' || ${alias}.last_name))`,
  );

/**
 * People the caller works with whose names match: the owners of projects the caller joined,
 * and the accepted members of every project the caller can see (the caller's own projects and
 * those joined), except the caller's own profiles. The connections are gathered first
 * (materialized) and only they are looked up by primary key and matched: the work grows with
 * the caller's projects and people, never with the number of people on the instance.
 */
export function peopleQuery(profileId: string, m: SearchMatch, limit: number): SQL {
  const names = personNames('pf');
  const display = personDisplayName('pf');
  return sql`
with links as (
  select p.owner_profile_id as profile_id, p.id as project_id, p.created_at
  from collaborations mine join projects p on p.id = mine.project_id
  where mine.profile_id = ${profileId} and mine.status = 'accepted'
  union all
  select c.profile_id, p.id, p.created_at
  from projects p join collaborations c on c.project_id = p.id
  where c.status = 'accepted' and c.profile_id is not null
    and (p.owner_profile_id = ${profileId} or p.id = any(${joinedProjectIds(profileId)}))
),
people as materialized (
  select l.profile_id, count(distinct l.project_id)::int as shared,
    (array_agg(l.project_id order by l.created_at desc, l.project_id))[1] as newest
  from links l
  group by l.profile_id
)
select pf.id as "profileId", pf.name, pf.profile_image_url as "profileImageUrl",
  case when pf.is_public then pf.handle end as handle,
  people.shared as "sharedProjects", people.newest::text as "sharedProjectId"
from people
cross join lateral (
  -- One primary-key look-up per connection; OFFSET 0 keeps the planner from turning this into
  -- a scan of every profile on the instance matched against the text (its estimate prefers
  -- that for common words, at a cost that grows with the instance, not with the caller).
  select pf.*, ${display} as name from profiles pf
  where pf.id = people.profile_id
    and pf.account_id <> (select me.account_id from profiles me where me.id = ${profileId})
    and ${matchesAny(names, m)}
  offset 0
) pf
order by ${sql.join(rankBy(sql`pf.name`, m), sql`, `)}, people.shared desc, pf.id
limit ${limit}`;
}
