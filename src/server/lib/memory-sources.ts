/**
 * Where the server's memory goes, part by part (issue "Runs light"): the main thread's heap is
 * read from V8, but a worker thread's heap, a loaded dictionary or the embedded database's
 * WebAssembly memory are only known to the code that holds them. Such code registers a source
 * while it holds the memory and unregisters when it lets it go, so the breakdown names only
 * what is alive now. The admin health and the bench's memory table read `memoryBreakdown()`.
 */

/** One part of the breakdown, e.g. `{ part: 'rhymes thread', bytes: 41_000_000 }`. */
export interface MemoryFigure {
  part: string;
  bytes: number;
  /** What the part holds now, e.g. "dictionaries: en, es". */
  detail?: string;
}

export type MemorySource = () => Promise<MemoryFigure[]> | MemoryFigure[];

const sources = new Set<MemorySource>();

/** Adds a source to the breakdown; the returned function removes it (call it on close). */
export function registerMemorySource(source: MemorySource): () => void {
  sources.add(source);
  return () => {
    sources.delete(source);
  };
}

/**
 * The registered parts, each read once. A source that fails (a thread ending as it is asked)
 * is left out rather than failing the whole breakdown.
 */
export async function memoryBreakdown(): Promise<MemoryFigure[]> {
  const read = await Promise.allSettled([...sources].map(async (source) => source()));
  return read.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
}
