// The memory bench's figures, shared by the bench (memory.ts) and its report (memory-report.ts).
import type { AdminMemory } from '../../src/shared/schemas/admin-memory.js';
import type { AppProcess } from './process-tree.js';

/** The app's memory at one moment. */
export interface MemoryMoment {
  name: string;
  processes: AppProcess[];
  pssBytes: number;
  /** Read from GET /api/admin/memory at the same moment; null where no administrator exists yet. */
  breakdown: AdminMemory | null;
}

export interface MemoryTimings {
  /** Wait after the first health answer, and after the load, before reading (60 s; 3 s short). */
  waitSeconds: number;
  /** Length of the mixed load (30 s; 5 s short). */
  loadSeconds: number;
  connections: number;
  /** How often the PSS is sampled during the load. */
  sampleMs: number;
}

export interface MemoryResult {
  kind: 'pglite' | 'postgres';
  moments: {
    firstStart: MemoryMoment;
    /** The headline: a start of a directory that has been started before. */
    idle: MemoryMoment;
    /** The data set's start, when `idle` is not already it (the full run). */
    dataSetIdle: MemoryMoment | null;
    peak: MemoryMoment;
    afterLoad: MemoryMoment;
  };
  load: { requests: number; non2xx: number; errors: number };
  timings: MemoryTimings;
  dataSet: string;
}
