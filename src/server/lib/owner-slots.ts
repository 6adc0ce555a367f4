/** Gives a slot back; calling it again does nothing. */
export type ReleaseSlot = () => void;

export interface OwnerSlots {
  /**
   * Waits (in arrival order) until `key` holds fewer than its slots, then takes one. Resolves
   * null, taking nothing, when `signal` aborts first (the client went away while waiting).
   */
  acquire(key: string, signal: AbortSignal): Promise<ReleaseSlot | null>;
  /** Slots in use and waiters of `key` (for tests). */
  usage(key: string): { running: number; waiting: number };
}

interface OwnerState {
  running: number;
  waiting: Array<(release: ReleaseSlot) => void>;
}

/**
 * At most `perOwner` pieces of some work at once for each owner (an account, an address); the
 * rest wait their turn. Used where one request's work grows with the owner's data and the
 * database's fair turns alone do not bound it: fifty whole 100,000-song lists of one account
 * streaming at once filled the event loop with their chunks (p99 delay 68 ms) although every
 * statement took its turn.
 */
export function createOwnerSlots(perOwner: number): OwnerSlots {
  const owners = new Map<string, OwnerState>();

  function take(key: string, state: OwnerState): ReleaseSlot {
    state.running++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      state.running--;
      const next = state.waiting.shift();
      if (next) next(take(key, state));
      else if (state.running === 0) owners.delete(key);
    };
  }

  return {
    acquire(key, signal) {
      if (signal.aborted) return Promise.resolve(null);
      let state = owners.get(key);
      if (!state) owners.set(key, (state = { running: 0, waiting: [] }));
      if (state.running < perOwner) return Promise.resolve(take(key, state));
      const owner = state;
      return new Promise((resolve) => {
        const waiter = (release: ReleaseSlot) => {
          signal.removeEventListener('abort', giveUp);
          resolve(release);
        };
        const giveUp = () => {
          const at = owner.waiting.indexOf(waiter);
          if (at >= 0) owner.waiting.splice(at, 1);
          resolve(null);
        };
        owner.waiting.push(waiter);
        signal.addEventListener('abort', giveUp, { once: true });
      });
    },
    usage(key) {
      const state = owners.get(key);
      return { running: state?.running ?? 0, waiting: state?.waiting.length ?? 0 };
    },
  };
}

/**
 * Aborts when the client of `response` has gone: at once if its connection is already closed
 * (a client that left while an earlier hook ran gets no 'close' event any more), else on
 * 'close'. A slot taken for a client that is gone must be given back, or it is never freed.
 */
export function clientGone(response: {
  destroyed: boolean;
  socket: { destroyed: boolean } | null;
  once(event: 'close', listener: () => void): unknown;
}): AbortSignal {
  const gone = new AbortController();
  if (response.destroyed || !response.socket || response.socket.destroyed) gone.abort();
  else response.once('close', () => gone.abort());
  return gone.signal;
}
