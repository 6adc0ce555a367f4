import { readFile } from 'node:fs/promises';

/**
 * A process's proportional set size (PSS), in bytes, from /proc/<pid>/smaps_rollup: its private
 * pages plus its share of pages mapped by several processes, so that a sum over processes
 * counts shared pages (node's own code, a library loaded twice) once. Null where the file is
 * missing (not Linux, a kernel before 4.14, a process that has ended).
 */
export async function pssBytes(pid: number | 'self'): Promise<number | null> {
  const rollup = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8').catch(() => null);
  const match = rollup && /^Pss:\s+(\d+) kB/m.exec(rollup);
  return match ? Number(match[1]) * 1024 : null;
}

/** The server process's own figures: what the operating system charges it and what V8 holds. */
export interface ProcessMemory {
  rssBytes: number;
  /** Null off Linux. */
  pssBytes: number | null;
  /** The main thread's JavaScript heap (worker threads have heaps of their own). */
  heapUsedBytes: number;
  heapTotalBytes: number;
  /** C++ objects bound to JavaScript ones: buffers, the WebAssembly memory of the embedded database. */
  externalBytes: number;
  /** ArrayBuffers and Buffers, a part of `externalBytes`. */
  arrayBuffersBytes: number;
}

export async function processMemory(): Promise<ProcessMemory> {
  const usage = process.memoryUsage();
  return {
    rssBytes: usage.rss,
    pssBytes: await pssBytes('self'),
    heapUsedBytes: usage.heapUsed,
    heapTotalBytes: usage.heapTotal,
    externalBytes: usage.external,
    arrayBuffersBytes: usage.arrayBuffers,
  };
}
