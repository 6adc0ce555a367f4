import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * A PGlite instance with the extensions the migrations create (pg_trgm: search by any part of
 * a title). Every embedded database, the server's and the tests', is made here.
 */
export function createPglite(dataDir?: string, options: Omit<PGliteOptions, 'extensions'> = {}) {
  return new PGlite({ ...options, dataDir, extensions: { pg_trgm } });
}
