import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * A PGlite instance with the extensions the migrations create (pg_trgm: search by any part of
 * a title). Every embedded database, the server's and the tests', is made here.
 */
export function createPglite(dataDir?: string, options: Omit<PGliteOptions, 'extensions'> = {}) {
  return new PGlite({ ...options, dataDir, extensions: { pg_trgm } });
}

/** A part of the memory breakdown (lib/memory-sources.ts's MemoryFigure: db/ imports no lib/). */
export interface DatabaseMemoryFigure {
  part: string;
  bytes: number;
  detail?: string;
}

/** The parts of PGlite's Emscripten module read here; PGlite 0.5 keeps the module protected. */
interface EmscriptenMemory {
  wasmMemory?: WebAssembly.Memory;
  HEAPU8?: Uint8Array;
}

/**
 * The embedded database's share of the breakdown: its WebAssembly memory, which holds all of
 * PostgreSQL's own memory (shared buffers, caches, sort space). PGlite offers no public way to
 * read it, so the module is read through its protected `mod` field; a PGlite that no longer
 * has one (or renames it) gives no figure rather than a wrong one. WebAssembly memory grows and
 * never shrinks: the figure is its size, of which the pages never touched are not resident.
 */
export function pgliteMemory(pglite: PGlite): DatabaseMemoryFigure[] {
  const mod = (pglite as unknown as { mod?: EmscriptenMemory }).mod;
  const bytes = mod?.wasmMemory?.buffer.byteLength ?? mod?.HEAPU8?.length;
  if (bytes === undefined) return [];
  return [{ part: 'embedded database', bytes, detail: 'PGlite WebAssembly memory' }];
}
