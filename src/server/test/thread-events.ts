/**
 * Records the events a worker thread or pool reports (started, ending, ended) so a test can wait
 * for one (a thread's exit) instead of sleeping, or act the moment one happens (a request that
 * races a thread's end).
 */
export function threadEventRecorder<E extends string>() {
  const seen: string[] = [];
  const listeners = new Set<(event: E) => void>();
  /** Pass as the thread's or pool's event callback. */
  const record = (event: E, part?: string): void => {
    seen.push(part ? `${event} ${part}` : event);
    for (const listener of listeners) listener(event);
  };
  return {
    /** Every event so far, with its part name when there is one ("ended analysis thread 1"). */
    seen,
    record,
    /** Settles at the next `wanted` event. */
    next(wanted: E): Promise<void> {
      return new Promise((resolve) => {
        const listener = (event: E) => {
          if (event !== wanted) return;
          listeners.delete(listener);
          resolve();
        };
        listeners.add(listener);
      });
    },
    /**
     * Runs `ask` once, synchronously, at the first `wanted` event, and settles with its answer:
     * e.g. a request sent as a thread is told to end, while its terminate is in flight.
     */
    askAt<T>(wanted: E, ask: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const listener = (event: E) => {
          if (event !== wanted) return;
          listeners.delete(listener);
          ask().then(resolve, reject);
        };
        listeners.add(listener);
      });
    },
  };
}
