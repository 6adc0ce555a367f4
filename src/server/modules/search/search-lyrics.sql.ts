import { sql, type SQL } from 'drizzle-orm';
import { projectVisibleTo } from '../../db/conditions/project-membership.js';
import { lyrics, projects } from '../../db/schema/index.js';
import { SEARCH_TERMS_MAX, type SearchMatch } from './search-text.js';
import { boundedWindow, candidateIds, tierOf } from './search.sql.js';

/**
 * The SQL of the search's lyrics group (issue 25 item 5): lyrics found by their title, as the
 * other groups' names are, and by the words of their text (`lyrics.content_text`, the content
 * as plain text that PostgreSQL keeps on every write, trigram-indexed; decision 022).
 */

/** Characters of the matching line the answer carries: enough to recognise it, never a page. */
export const LYRICS_LINE_MAX = 160;
/** Characters kept before the match when a long line is cut. */
const LINE_LEAD = 48;

// Lyrics are seen by whoever sees their project (the policy's 'project.see': every role).
const visible = (profileId: string) => projectVisibleTo(profileId);
const from = sql`${lyrics} join ${projects} on ${projects.id} = ${lyrics.projectId}`;

/**
 * Where the text matches the words: the whole text somewhere, or every word of it. Only for a
 * text with a run of three letters (one or two letters are in every song; the index cannot
 * look for them inside words).
 */
function textMatch(text: SQL, m: SearchMatch): SQL | null {
  if (!m.infix) return null;
  if (!m.terms) return sql`${text} ilike ${m.infix}`;
  return sql.join(
    m.terms.map((term) => sql`${text} ilike ${term}`),
    sql` and `,
  );
}

/** The ids of the lyrics to rank: by title (exact, matching, close) and by their text. */
function lyricsCandidates(profileId: string, m: SearchMatch, limit: number): SQL {
  const byTitle = candidateIds(
    { from, id: sql`${lyrics.id}`, name: sql`${lyrics.title}`, visible: visible(profileId) },
    m,
    limit,
  );
  const text = sql`seen.content_text`;
  const match = textMatch(text, m);
  if (!match) return byTitle;
  // The caller's own lyrics first, then their words: the words are looked for only in the text
  // of lyrics the caller may see (OFFSET 0 keeps PostgreSQL from reading every account's
  // matching lyrics through the trigram index and dropping the unseen after), so a search costs
  // what the caller's own catalogue holds, whatever the other accounts write.
  const seen = sql`(select ${lyrics.id} as id, ${lyrics.contentText} as content_text
    from ${from} where ${visible(profileId)} offset 0) seen`;
  const source = { from: seen, id: sql`seen.id`, name: text, visible: sql`true` };
  // Lyrics holding the whole text before those holding its words apart.
  const byText = boundedWindow(source, match, sql`(found.name ilike ${m.infix}) desc`, limit);
  return sql`${byTitle} union all ${byText}`;
}

/**
 * The rank of a lyrics hit: a title matching as other names rank (exact, prefix, word start,
 * inside), then the whole text in the lyrics, then every word somewhere, then a title only
 * close to the text (a typo).
 */
function lyricsRank(m: SearchMatch): SQL {
  const title = tierOf(sql`${lyrics.title}`, m);
  const text = sql`${lyrics.contentText}`;
  const inText = textMatch(text, m) ?? sql`false`;
  return sql`case when ${title} <= 3 then ${title}
    when ${m.infix ? sql`${text} ilike ${m.infix}` : sql`false`} then 4
    when ${title} = 4 or ${inText} then 5
    else 6 end`;
}

/**
 * The first line of `text` holding the whole search text, else one holding any word of it: at
 * most LYRICS_LINE_MAX characters of it, starting a little before the match (`cutStart` and
 * `cutEnd` say whether the line goes on). No row when the lyrics were found by title alone.
 */
function matchingLine(text: SQL, m: SearchMatch): SQL {
  if (!m.infix) return sql`select null::text as line, false as "cutStart", false as "cutEnd"`;
  const patterns = [m.infix, ...(m.terms ?? [])];
  const anyPattern = sql.join(
    patterns.map((pattern) => sql`t.line ilike ${pattern}`),
    sql` or `,
  );
  const words = [m.text, ...(m.terms ? m.text.split(' ').slice(0, SEARCH_TERMS_MAX) : [])].map(
    (word) => sql`${word.toLowerCase()}::text`,
  );
  // Where the line's first match starts (1-based), the whole text's or a word's.
  const at = sql`coalesce((select min(nullif(strpos(lower(t.line), w), 0))
    from unnest(array[${sql.join(words, sql`, `)}]) w), 1)`;
  const from = sql`greatest(1, ${at} - ${LINE_LEAD})`;
  return sql`select substr(t.line, ${from}, ${LYRICS_LINE_MAX}) as line,
      ${from} > 1 as "cutStart", length(t.line) >= ${from} + ${LYRICS_LINE_MAX} as "cutEnd"
    from regexp_split_to_table(${text}, chr(10)) with ordinality as t(line, n)
    where ${anyPattern}
    order by (t.line ilike ${m.infix}) desc, t.n
    limit 1`;
}

/**
 * The best `limit` lyrics the caller may see for `m`, each with the line that matched (read
 * only for those: the ranking needs no line).
 */
export function lyricsQuery(profileId: string, m: SearchMatch, limit: number): SQL {
  const best = sql`select ${lyrics.id} as id, ${lyrics.title} as title,
      ${projects.id} as "projectId", ${projects.title} as "projectTitle",
      ${projects.isLibrary} as "projectIsLibrary", ${lyrics.contentText} as text,
      ${lyricsRank(m)} as rank, similarity(${lyrics.title}, ${m.text}) as closeness
    from ${from}
    where ${lyrics.id} in (${lyricsCandidates(profileId, m, limit)})
    order by rank, closeness desc, lower(${lyrics.title}), ${lyrics.id}
    limit ${limit}`;
  return sql`select best.id, best.title, best."projectId", best."projectTitle",
    best."projectIsLibrary", hit.line, coalesce(hit."cutStart", false) as "cutStart",
    coalesce(hit."cutEnd", false) as "cutEnd"
  from (${best}) best
  left join lateral (${matchingLine(sql`best.text`, m)}) hit on true
  order by best.rank, best.closeness desc, lower(best.title), best.id`;
}
