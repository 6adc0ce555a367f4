import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { SongSort } from '../../../shared/schemas/audio.js';

/**
 * How a song list is ordered, written over the aliases of song-list.repository.ts (`a` the
 * audio row, `u` the uploader's profile). Every order ends with the row's id, so it is total,
 * and all its keys run one way, so "after the cursor" is one row comparison an index serves.
 */
export interface SortPlan {
  /** The ORDER BY expressions; their values are the cursor. */
  keys: SQL[];
  /** SQL type of each key, for the cursor's values. */
  types: string[];
  direction: 'asc' | 'desc';
  /** The cursor's shape (the values of `keys` for the last row of a page). */
  cursor: z.ZodType<Array<string | number>>;
  /** Whether the keys read the uploader's profile (`u`). */
  readsUploader: boolean;
}

const id = sql`a.id`;
const byKey = sql`a.library_key collate "C"`;
const byTitle = sql`lower(a.title)`;
const byDuration = sql`a.duration`;
/** The uploader as the artist column shows them (present-audio.ts), lower-cased. */
const byArtist = sql`lower(coalesce(nullif(btrim(u.artist_name), ''),
  btrim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''))`;

const textThenId = z.tuple([z.string().max(2000), z.uuid()]);
const numberThenId = z.tuple([z.number(), z.uuid()]);

const plan = (
  key: SQL,
  type: 'text' | 'float8',
  direction: 'asc' | 'desc',
  readsUploader = false,
): SortPlan => ({
  keys: [key, id],
  types: [type, 'uuid'],
  direction,
  cursor: type === 'text' ? textThenId : numberThenId,
  readsUploader,
});

/**
 * The plans of the sorts that are one index range (artist aside: see decision 007). Newest
 * first is the library key ascending (the key falls as the creation time grows).
 */
export const SORT_PLANS: Record<Exclude<SongSort, 'custom'>, SortPlan> = {
  newest: plan(byKey, 'text', 'asc'),
  oldest: plan(byKey, 'text', 'desc'),
  title: plan(byTitle, 'text', 'asc'),
  'title-desc': plan(byTitle, 'text', 'desc'),
  duration: plan(byDuration, 'float8', 'asc'),
  'duration-desc': plan(byDuration, 'float8', 'desc'),
  artist: plan(byArtist, 'text', 'asc', true),
  'artist-desc': plan(byArtist, 'text', 'desc', true),
};

/**
 * The library's own arrangement: section (0 pinned, 1 the rest), then the song's key (its
 * library_order.rank_key when placed by hand, else its library_key), then the id.
 */
export const customCursor = z.tuple([
  z.union([z.literal(0), z.literal(1)]),
  z.string().max(4000),
  z.uuid(),
]);
export type CustomCursor = z.infer<typeof customCursor>;
