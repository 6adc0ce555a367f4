import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * PostgreSQL's page cache inside PGlite's WebAssembly memory. PGlite keeps PostgreSQL's default
 * (128 MB), and WebAssembly memory never shrinks: once touched, a page stays resident for the
 * life of the process. A small cache keeps the embedded server light (issue "Runs light",
 * decision 033); the operating system's file cache still holds the data files, so a page
 * missing here is a copy from memory, not a disk read.
 */
export const PGLITE_SHARED_BUFFERS_MB = 16;
/** Memory one VACUUM or index build may take (PostgreSQL's default is 64 MB; see above). */
const PGLITE_MAINTENANCE_WORK_MB = 16;

export interface PgliteMemory {
  /** PostgreSQL's shared_buffers in MB (PGLITE_SHARED_BUFFERS_MB when unset). */
  sharedBuffersMb?: number;
}

/** PGlite's start parameters with the memory settings of this server. */
export function pgliteStartParams(memory: PgliteMemory = {}): string[] {
  const sharedBuffersMb = memory.sharedBuffersMb ?? PGLITE_SHARED_BUFFERS_MB;
  return [
    ...PGlite.defaultStartParams,
    '-c',
    `shared_buffers=${sharedBuffersMb}MB`,
    '-c',
    `maintenance_work_mem=${PGLITE_MAINTENANCE_WORK_MB}MB`,
  ];
}

/**
 * A PGlite instance with the extensions the migrations create (pg_trgm: search by any part of
 * a title) and the memory settings above. Every embedded database, the server's and the tests',
 * is made here.
 */
export function createPglite(
  dataDir?: string,
  options: Omit<PGliteOptions, 'extensions' | 'startParams'> & { memory?: PgliteMemory } = {},
) {
  const { memory, ...rest } = options;
  return new PGlite({
    ...rest,
    dataDir,
    startParams: pgliteStartParams(memory),
    extensions: { pg_trgm },
  });
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
