import type { SiteCounts } from '../../../shared/schemas/admin.js';
import type { DbExecutor } from '../../db/client.js';
import { countSite } from './site-counts.repository.js';

/**
 * How long the landing page's figures are reused. They are read by every visitor of a public
 * page and grow slowly; three counts over large tables once per ten minutes cost nothing.
 */
export const SITE_COUNTS_TTL_MS = 10 * 60 * 1000;

interface CachedCounts {
  value: Promise<SiteCounts>;
  expiresAt: number;
}

// One entry per database handle, so every test app (its own database) has its own.
const cache = new WeakMap<object, CachedCounts>();

/** The instance's public figures, counted at most once per SITE_COUNTS_TTL_MS. */
export function siteCounts(db: DbExecutor, now = Date.now()): Promise<SiteCounts> {
  const cached = cache.get(db);
  if (cached && cached.expiresAt > now) return cached.value;
  const value = countSite(db);
  cache.set(db, { value, expiresAt: now + SITE_COUNTS_TTL_MS });
  // A failed count is not remembered: the next visitor asks the database again.
  value.catch(() => cache.delete(db));
  return value;
}
