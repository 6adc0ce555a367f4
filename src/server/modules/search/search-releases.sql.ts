import { sql, type SQL } from 'drizzle-orm';
import type { SearchMatch } from './search-text.js';
import { boundedWindow, candidateIds, matching, tierOf } from './search.sql.js';

/**
 * The ids of the caller's releases a search finds (issue 28): by title in the bounded windows
 * every group uses (releases_title_trgm_idx), by label in one more bounded window
 * (releases_label_trgm_idx: a label shared by 10,000 releases costs SEARCH_SCAN_FACTOR × limit
 * rows, not 10,000), and by an exact UPC/EAN when the text is one (releases_upc_by_owner_idx,
 * one probe). A release is its profile's own, so every window asks for the owner first.
 */
export function releaseCandidateIds(
  profileId: string,
  m: SearchMatch,
  upc: string | null,
  limit: number,
): SQL {
  const owned = sql`r.owner_profile_id = ${profileId}`;
  const byTitle = candidateIds(
    { from: sql`releases r`, id: sql`r.id`, name: sql`r.title`, visible: owned },
    m,
    limit,
  );
  const windows = [byTitle];
  const labelMatch = matching(sql`r.label`, m);
  if (labelMatch) {
    windows.push(
      boundedWindow(
        { from: sql`releases r`, id: sql`r.id`, name: sql`r.label`, visible: owned },
        labelMatch,
        tierOf(sql`found.name`, m),
        limit,
      ),
    );
  }
  if (upc) windows.push(sql`(select r.id from releases r where ${owned} and r.upc = ${upc})`);
  return sql.join(windows, sql` union all `);
}
