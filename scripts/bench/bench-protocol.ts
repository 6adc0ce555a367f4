/** The event loop and the process over a window of load, as the bench server measured them. */
export interface LoopSample {
  /** Event-loop delay percentiles and maximum (perf_hooks.monitorEventLoopDelay), in ms. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** CPU time of the server process over the window, as a share of one core. */
  cpuPercent: number;
  rssBytes: number;
}

/** Harness → bench server: start a window, read it, or close cleanly. */
export type ToBenchServer =
  { type: 'loop-reset'; id: number } | { type: 'loop-read'; id: number } | { type: 'stop' };

/** Bench server → harness. */
export type FromBenchServer =
  | { type: 'listening'; base: string; database: 'pglite' | 'postgres' }
  | { type: 'loop-reset'; id: number }
  | { type: 'loop'; id: number; sample: LoopSample };
